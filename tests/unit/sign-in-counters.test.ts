import { describe, expect, test } from 'vitest';
import { newDeviceDelayKey, signInCounters, signInLimits } from '#api/auth/sign-in-limits.ts';
import { hashToken } from '#api/auth/tokens.ts';

const deviceToken = 'D'.repeat(43);

describe('the counters a sign-in attempt is counted against', () => {
  test('an unknown browser: the address, the account at that address, and the account’s growing delays', () => {
    const attempt = { accountKey: 'acct-1', clientIp: '203.0.113.7', knownDeviceToken: undefined };
    expect(signInCounters(attempt)).toEqual([
      { key: 'sign-in:ip:203.0.113.7', window: signInLimits.perIp },
      { key: 'sign-in:account-ip:acct-1:203.0.113.7', window: signInLimits.perAccountAndIp },
    ]);
    expect(newDeviceDelayKey(attempt)).toBe('sign-in:new-devices:acct-1');
  });

  test('a known device of the account is counted on its own alone, so no failure made elsewhere (even at its address) blocks it', () => {
    const attempt = { accountKey: 'acct-1', clientIp: '203.0.113.7', knownDeviceToken: deviceToken };
    expect(signInCounters(attempt)).toEqual([{ key: `sign-in:device:${hashToken(deviceToken)}`, window: signInLimits.perKnownDevice }]);
    expect(newDeviceDelayKey(attempt)).toBeUndefined();
  });

  test('the limits: 100 per address, 10 per account and address, 10 per known device, each in 15 minutes', () => {
    expect(signInLimits).toEqual({
      perIp: { limit: 100, windowMs: 900_000 },
      perAccountAndIp: { limit: 10, windowMs: 900_000 },
      perKnownDevice: { limit: 10, windowMs: 900_000 },
    });
  });
});
