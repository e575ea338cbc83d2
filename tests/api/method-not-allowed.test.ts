import { beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, testOrigin } from '#tests/setup/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  harness = await createTestApp();
  // A path of this test only, with more than one method.
  harness.app.put('/api/test/berth-notes', (c) => c.body(null, 204)).post('/api/test/berth-notes', (c) => c.body(null, 204));
});

const someId = '6f1c2a4e-8d3b-4f6a-9c2e-1b7d5e3a9f08';

describe('a method the path does not have', () => {
  const cases = [
    { method: 'OPTIONS', path: '/api/quotes', allow: 'POST' },
    { method: 'DELETE', path: '/api/quotes', allow: 'POST' },
    { method: 'GET', path: '/api/service-requests', allow: 'POST' },
    { method: 'PUT', path: '/api/berths', allow: 'GET, HEAD' },
    { method: 'DELETE', path: `/api/berth-reservations/${someId}`, allow: 'GET, HEAD, PATCH' },
    { method: 'PATCH', path: `/api/leases/${someId}/sign`, allow: 'POST' },
    { method: 'OPTIONS', path: '/api/health', allow: 'GET, HEAD' },
  ];

  for (const { method, path, allow } of cases) {
    test(`${method} ${path} answers 405 with Allow: ${allow}`, async () => {
      const response = await harness.app.request(path, { method, headers: { Origin: testOrigin } });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      const body = await response.json();
      expect(body).toEqual({ message: `${method} is not allowed on ${path}`, code: 'method_not_allowed', requestId: expect.any(String) });
      expect(response.headers.get('x-request-id')).toBe(body.requestId);
    });
  }

  test('answers 405 before the body rules could answer 415', async () => {
    const response = await harness.app.request('/api/quotes', {
      method: 'DELETE',
      headers: { Origin: testOrigin, 'Content-Type': 'text/plain' },
      body: 'remove every quote',
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  test('answers 405 before the same-origin rule, since no route could act on it', async () => {
    const response = await harness.app.request('/api/quotes', { method: 'DELETE', headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(405);
  });

  test('a path several methods share lists each of them', async () => {
    const response = await harness.app.request('/api/test/berth-notes', { method: 'GET' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, PUT');
  });
});

describe('methods the path has, and paths no route has', () => {
  test('HEAD is answered wherever GET is', async () => {
    expect((await harness.app.request('/api/health', { method: 'HEAD' })).status).toBe(200);
  });

  test('an unknown path still answers 404, whatever the method', async () => {
    for (const method of ['GET', 'OPTIONS', 'DELETE']) {
      const response = await harness.app.request('/api/no-such-thing', { method, headers: { Origin: testOrigin } });
      expect(response.status).toBe(404);
      expect(response.headers.get('allow')).toBeNull();
      expect(await response.json()).toMatchObject({ code: 'not_found' });
    }
  });
});
