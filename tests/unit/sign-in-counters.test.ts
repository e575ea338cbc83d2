import { describe, expect, test } from 'vitest';
import { signInCounters, signInLimits } from '#api/auth/sign-in-limits.ts';

describe('the counters a sign-in attempt is counted against', () => {
  test('an unknown browser: the address, the account at that address, and the account from everywhere', () => {
    expect(signInCounters({ accountKey: 'acct-1', clientIp: '203.0.113.7', knownDevice: false })).toEqual([
      { key: 'sign-in:ip:203.0.113.7', window: signInLimits.perIp },
      { key: 'sign-in:account-ip:acct-1:203.0.113.7', window: signInLimits.perAccountAndIp },
      { key: 'sign-in:account:acct-1', window: signInLimits.perAccount },
    ]);
  });

  test('a known device of the account is not counted account-wide, so an attack elsewhere cannot lock it out', () => {
    expect(signInCounters({ accountKey: 'acct-1', clientIp: '203.0.113.7', knownDevice: true }).map(({ key }) => key)).toEqual([
      'sign-in:ip:203.0.113.7',
      'sign-in:account-ip:acct-1:203.0.113.7',
    ]);
  });

  test('the limits: 100 per address, 10 per account and address, 50 per account, each in 15 minutes', () => {
    expect(signInLimits).toEqual({
      perIp: { limit: 100, windowMs: 900_000 },
      perAccountAndIp: { limit: 10, windowMs: 900_000 },
      perAccount: { limit: 50, windowMs: 900_000 },
    });
  });
});
