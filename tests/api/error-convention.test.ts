import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { AppError } from '#api/lib/errors.ts';
import { jsonBody, pathId } from '#api/middleware/validate.ts';
import { required } from '#tests/setup/required.ts';
import { createTestApp, sendJson, testOrigin } from '#tests/setup/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;

const berthNote = z.object({
  vesselName: z.string().min(1, 'Vessel name is required'),
  contactEmail: z.email('Please enter a valid email address'),
});

beforeAll(async () => {
  harness = await createTestApp();
  // Routes that exist only in this test, to drive the shared conventions end to end.
  harness.app
    .get('/api/test/explode', () => {
      throw new Error('relation "leases" does not exist at /srv/app/api/db/client.ts:42');
    })
    .get('/api/test/conflict', () => {
      throw new AppError('conflict', 'That berth is already booked for those dates');
    })
    .post('/api/test/notes', jsonBody(berthNote), (c) => c.json(c.req.valid('json'), 201))
    .get('/api/test/things/:id', pathId(), (c) => c.json({ id: c.req.valid('param').id }));
});

describe('error convention', () => {
  test('an unknown API path answers 404 JSON with a request id', async () => {
    const response = await harness.app.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = await response.json();
    expect(body).toEqual({ message: 'No API route for GET /api/no-such-thing', code: 'not_found', requestId: expect.any(String) });
    expect(response.headers.get('x-request-id')).toBe(body.requestId);
  });

  test('an expected failure keeps its status and message', async () => {
    const response = await harness.app.request('/api/test/conflict');
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'conflict', message: 'That berth is already booked for those dates' });
  });

  test('an unexpected error answers 500 with nothing internal, and is logged in full with the request id', async () => {
    const response = await harness.app.request('/api/test/explode');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/relation|leases|\/srv\/app|client\.ts|stack/i);
    const body = JSON.parse(text);
    expect(Object.keys(body).sort()).toEqual(['message', 'requestId']);
    const logged = harness.logger.entries.find((entry) => entry.level === 'error' && entry.fields.requestId === body.requestId);
    expect(String((required(logged, 'the logged error').fields.error as Error).message)).toContain('relation "leases" does not exist');
  });

  test('validation failures answer 400 with a message per field', async () => {
    const response = await sendJson(harness.app, 'POST', '/api/test/notes', { vesselName: '', contactEmail: 'captain' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Vessel name is required',
      code: 'validation_failed',
      requestId: expect.any(String),
      errors: { vesselName: 'Vessel name is required', contactEmail: 'Please enter a valid email address' },
    });
  });

  test('unknown fields are ignored', async () => {
    const response = await sendJson(harness.app, 'POST', '/api/test/notes', {
      vesselName: 'Cajun Pride',
      contactEmail: 'ops@example.com',
      totalCost: 1,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ vesselName: 'Cajun Pride', contactEmail: 'ops@example.com' });
  });

  test('malformed JSON answers 400', async () => {
    const response = await harness.app.request('/api/test/notes', {
      method: 'POST',
      headers: { Origin: testOrigin, 'Content-Type': 'application/json' },
      body: '{"vesselName":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_request' });
  });

  test('a body that is not JSON answers 415', async () => {
    const response = await harness.app.request('/api/test/notes', {
      method: 'POST',
      headers: { Origin: testOrigin, 'Content-Type': 'text/xml', 'Sec-Fetch-Site': 'same-origin' },
      body: '<vesselName>Cajun Pride</vesselName>',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  test('an oversize body answers 413', async () => {
    const response = await sendJson(harness.app, 'POST', '/api/test/notes', { vesselName: 'x'.repeat(70_000), contactEmail: 'a@b.co' });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large', message: 'Request body is too large' });
  });

  test('a path id that is not a UUID answers 404 like an unknown one', async () => {
    expect((await harness.app.request('/api/test/things/42')).status).toBe(404);
    const id = crypto.randomUUID();
    expect(await (await harness.app.request(`/api/test/things/${id}`)).json()).toEqual({ id });
  });

  test('every answer carries the security headers', async () => {
    const response = await harness.app.request('/api/health');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('same-origin rule for state-changing requests', () => {
  const note = { vesselName: 'Cajun Pride', contactEmail: 'ops@example.com' };

  test('a foreign Origin is refused with 403', async () => {
    const response = await sendJson(harness.app, 'POST', '/api/test/notes', note, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'forbidden' });
  });

  test('Sec-Fetch-Site cross-site is refused even without Origin', async () => {
    const response = await harness.app.request('/api/test/notes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify(note),
    });
    expect(response.status).toBe(403);
  });

  test('a form-encoded body with neither Origin nor Sec-Fetch-Site is refused', async () => {
    const response = await harness.app.request('/api/test/notes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'vesselName=x',
    });
    expect(response.status).toBe(403);
  });

  test('the site URL counts as our own origin', async () => {
    const behindProxy = await createTestApp({ SITE_URL: 'https://www.example.com' });
    behindProxy.app.post('/api/test/notes', jsonBody(berthNote), (c) => c.json(c.req.valid('json'), 201));
    const response = await sendJson(behindProxy.app, 'POST', '/api/test/notes', note, { Origin: 'https://www.example.com' });
    expect(response.status).toBe(201);
  });

  test('the payment provider webhook is exempt (it proves itself by signature)', async () => {
    const response = await sendJson(harness.app, 'POST', '/api/payments/stripe/webhook', {}, { Origin: 'https://evil.example' });
    expect(response.status).not.toBe(403);
  });
});
