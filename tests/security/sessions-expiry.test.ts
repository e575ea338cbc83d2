import { expect, test } from 'vitest';
import { signedInCustomer } from '#tests/setup/signed-in.ts';
import { createTestApp } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';

// Idle expiry (customers and staff) and the staff's 12-hour cap are proven in tests/api (sessions,
// staff-auth, customer-accounts); this is the customer's cap, which a session in steady use meets.

const day = 24 * 60 * 60_000;

test('a customer session used every ten days still ends 90 days after sign-in', async () => {
  const harness = await createTestApp();
  await resetDatabase(harness.db);
  const customer = await signedInCustomer(harness.db, harness.clock);
  const me = () => harness.app.request('/api/customers/me', { headers: { Cookie: customer.cookie } });

  const statuses: number[] = [];
  for (let used = 10; used < 90; used += 10) {
    harness.clock.advance(10 * day);
    statuses.push((await me()).status);
  }
  harness.clock.advance(10 * day);
  statuses.push((await me()).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 401]);
});
