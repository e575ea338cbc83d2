import { beforeEach, describe, expect, test } from 'vitest';
import { passwordResetRedemptionRule } from '#api/auth/account-rate-limits.ts';
import { staffSignInLimits } from '#api/auth/staff-sign-in-limits.ts';
import { newToken } from '#api/auth/tokens.ts';
import { ensureAdminUser } from '#api/services/admin-users/ensure-admin-user.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import type { Harness } from '#tests/api/customer-account-fixtures.ts';

// The sign-in, registration and reset-request limits are proven in tests/api (customer-sign-in-limits,
// staff-auth); these are the routes and paths those tests leave out.

let harness: Harness;
beforeEach(async () => {
  harness = await createTestApp({ TRUST_PROXY: '1' });
  await resetDatabase(harness.db);
});

const from = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('POST /api/customers/reset-password', () => {
  // Each attempt pays for an argon2id hash of the new password, so made-up tokens must not be free.
  const redeem = (ip: string) =>
    sendJson(harness.app, 'POST', '/api/customers/reset-password', { token: newToken(), password: 'Bayou-Runner-2027' }, from(ip));

  test('reset links redeemed per address are limited: past the limit 429 with Retry-After; another address is still answered', async () => {
    for (let attempt = 0; attempt < passwordResetRedemptionRule.limit; attempt += 1)
      expect((await redeem('203.0.113.40')).status).toBe(400);
    const refused = await redeem('203.0.113.40');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await redeem('203.0.113.41')).status).toBe(400);
  });
});

test('staff sign-in counts failures once for both of its paths', async () => {
  await ensureAdminUser(harness.db, { username: 'harbormaster', password: 'Larose-Harbor-2026' });
  const signIn = (path: string, password: string) =>
    sendJson(harness.app, 'POST', path, { username: 'harbormaster', password }, from('203.0.113.50'));
  for (let attempt = 0; attempt < staffSignInLimits.perUsernameAndIp.limit; attempt += 1) {
    const path = attempt % 2 === 0 ? '/api/auth/login' : '/api/admin/login';
    expect((await signIn(path, 'not-the-password')).status).toBe(401);
  }
  expect((await signIn('/api/admin/login', 'Larose-Harbor-2026')).status).toBe(429);
  expect((await signIn('/api/auth/login', 'Larose-Harbor-2026')).status).toBe(429);
});
