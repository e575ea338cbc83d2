import { expect, test } from 'vitest';
import { customerSessionPolicy } from '#api/auth/sessions.ts';
import { cookieFrom, register } from '#tests/api/customer-account-fixtures.ts';
import { signedInCustomer } from '#tests/setup/signed-in.ts';
import { createTestApp } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';

// Customer and staff sign-in are proven in tests/api (customer-accounts, staff-auth); registration
// also starts a session, so it must not keep one planted before it either.

test('registering with a session cookie planted in the browser hands out a new one, and the planted one opens nothing', async () => {
  const harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  const planted = await signedInCustomer(harness.db, harness.clock, { email: 'planted@example.com' });
  const me = (cookie: string) => harness.app.request('/api/customers/me', { headers: { Cookie: cookie } });

  const registered = await register(harness, {}, { Cookie: planted.cookie });
  expect(registered.status).toBe(201);
  const fresh = cookieFrom(registered, customerSessionPolicy.cookie.name);
  expect(fresh).not.toBe(planted.cookie);
  expect([(await me(planted.cookie)).status, (await me(fresh)).status]).toEqual([401, 200]);
});
