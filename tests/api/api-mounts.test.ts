import { beforeEach, describe, expect, test } from 'vitest';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
});

const someId = '3f2b8c1e-5d4a-4b6f-9e21-7a8c9d0e1f23';

describe('one mount per API prefix', () => {
  test('staff sign-in answers an anonymous caller itself: no staff guard of /api/admin stands in front of it', async () => {
    const response = await sendJson(harness.app, 'POST', '/api/admin/login', { username: 'harbormaster', password: 'not-the-password' });
    expect(response.status).toBe(401);
    expect(await response.json()).not.toMatchObject({ message: 'Please sign in to continue.' });
  });

  test.each([
    ['GET', '/api/admin/overview'],
    ['GET', '/api/admin/clients'],
    ['GET', '/api/admin/leads'],
    ['GET', `/api/admin/berths/${someId}/blocks`],
    ['GET', '/api/berth-reservations'],
    ['GET', `/api/documents/${someId}/shares`],
  ])('%s %s, behind the staff guard, asks an anonymous caller to sign in', async (method, path) => {
    const response = await sendJson(harness.app, method, path);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Please sign in to continue.' });
  });

  test('the card payment routes answer under /api/berth-reservations with the reservation routes', async () => {
    const response = await sendJson(harness.app, 'POST', `/api/berth-reservations/${someId}/create-payment-intent`);
    expect(response.status).toBe(404);
    expect(await response.json()).not.toMatchObject({ message: expect.stringMatching(/^No API route/) });
  });
});
