import { describe, expect, test } from 'vitest';
import { decideStaffAccountAttempt, staffAccountDelays, staffDelayAfterFailures } from '#api/auth/staff-sign-in-delays.ts';

const { freeFailures, forgetAfterMs, longestDelayMs } = staffAccountDelays;
const now = new Date('2026-11-28T15:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
/** The record the counter holds after `failures` failures, the last of them `agoMs` before now. */
const record = (failures: number, agoMs: number) => ({ failures, forgetAt: at(forgetAfterMs - agoMs) });

describe('the delay schedule', () => {
  test('the first ten failures cost nothing, then 1 s, 2 s, 4 s … doubling', () => {
    expect(Array.from({ length: freeFailures }, (_, failures) => staffDelayAfterFailures(failures))).toEqual(Array(freeFailures).fill(0));
    expect([10, 11, 12, 13, 14].map(staffDelayAfterFailures)).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  test('capped at five minutes, however many failures', () => {
    expect(staffDelayAfterFailures(18)).toBe(256_000);
    expect(staffDelayAfterFailures(19)).toBe(longestDelayMs);
    expect(staffDelayAfterFailures(1000)).toBe(longestDelayMs);
    expect(longestDelayMs).toBe(5 * 60_000);
  });
});

describe('deciding an attempt', () => {
  test('with no record, or a forgotten one, the attempt is the first failure, forgotten a day later', () => {
    const first = { allowed: true, counted: { failures: 1, forgetAt: at(forgetAfterMs) } };
    expect(decideStaffAccountAttempt(undefined, now)).toEqual(first);
    expect(decideStaffAccountAttempt({ failures: 40, forgetAt: now }, now)).toEqual(first);
  });

  test('under ten failures the next attempt goes ahead at once', () => {
    expect(decideStaffAccountAttempt(record(9, 0), now)).toEqual({ allowed: true, counted: { failures: 10, forgetAt: at(forgetAfterMs) } });
  });

  test('an attempt before the delay is over is refused with the seconds left, rounded up', () => {
    expect(decideStaffAccountAttempt(record(10, 0), now)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(decideStaffAccountAttempt(record(13, 2500), now)).toEqual({ allowed: false, retryAfterSeconds: 6 });
    expect(decideStaffAccountAttempt(record(30, 0), now)).toEqual({ allowed: false, retryAfterSeconds: 300 });
  });

  test('once the delay is over the attempt goes ahead and counts', () => {
    expect(decideStaffAccountAttempt(record(13, 8000), now)).toEqual({
      allowed: true,
      counted: { failures: 14, forgetAt: at(forgetAfterMs) },
    });
  });
});
