import { beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { AppError } from '#api/lib/errors.ts';
import { jsonBody } from '#api/middleware/validate.ts';
import { createTestApp, sendJson, testOrigin } from '#tests/setup/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  harness = await createTestApp();
  // Routes of this test only, to reach each kind of error answer.
  harness.app
    .get('/api/test/explode', () => {
      throw new Error('the database went away');
    })
    .get('/api/test/conflict', () => {
      throw new AppError('conflict', 'That berth is already booked for those dates');
    })
    .post('/api/test/notes', jsonBody(z.object({ vesselName: z.string().min(1, 'Vessel name is required') })), (c) => c.json({}, 201));
});

const errorAnswers: Record<string, () => Response | Promise<Response>> = {
  '400 (validation)': () => sendJson(harness.app, 'POST', '/api/test/notes', { vesselName: '' }),
  '400 (malformed JSON)': () =>
    harness.app.request('/api/test/notes', {
      method: 'POST',
      headers: { Origin: testOrigin, 'Content-Type': 'application/json' },
      body: '{',
    }),
  '403': () => sendJson(harness.app, 'POST', '/api/test/notes', { vesselName: 'Cajun Pride' }, { Origin: 'https://evil.example' }),
  '404 (unknown path)': () => harness.app.request('/api/no-such-thing'),
  '404 (unknown id)': () => harness.app.request(`/api/berth-reservations/${crypto.randomUUID()}`),
  '405': () => harness.app.request('/api/quotes', { method: 'DELETE', headers: { Origin: testOrigin } }),
  '409': () => harness.app.request('/api/test/conflict'),
  '413': () => sendJson(harness.app, 'POST', '/api/test/notes', { vesselName: 'x'.repeat(70_000) }),
  '415': () =>
    harness.app.request('/api/test/notes', {
      method: 'POST',
      headers: { Origin: testOrigin, 'Content-Type': 'text/plain' },
      body: 'Cajun Pride',
    }),
  '500': () => harness.app.request('/api/test/explode'),
};

for (const [status, send] of Object.entries(errorAnswers)) {
  test(`a ${status} answer may not be kept by any cache`, async () => {
    const response = await send();
    expect(String(response.status)).toBe(status.slice(0, 3));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
}
