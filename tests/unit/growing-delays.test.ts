import { describe, expect, test } from 'vitest';
import { decideAttempt, delayAfterFailures, type GrowingDelays } from '#api/auth/growing-delays.ts';
import { newDeviceDelays } from '#api/auth/sign-in-limits.ts';
import { staffAccountDelays } from '#api/auth/staff-sign-in-limits.ts';

const second = 1000;
const minute = 60 * second;
const now = new Date('2026-11-28T15:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

/** A policy with round figures: three free failures, then 10 s doubling up to 1 minute, forgotten after an hour. */
const policy: GrowingDelays = { freeFailures: 3, firstDelayMs: 10 * second, longestDelayMs: minute, forgetAfterMs: 60 * minute };

/** The record the counter holds after `failures` failures, the last of them `agoMs` before now. */
const record = (failures: number, agoMs: number, { forgetAfterMs } = policy) => ({ failures, forgetAt: at(forgetAfterMs - agoMs) });

describe('the delay after failures', () => {
  test('none for the free failures, then the first delay doubling, capped at the longest', () => {
    expect([0, 1, 2].map((failures) => delayAfterFailures(policy, failures))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 7, 1000].map((failures) => delayAfterFailures(policy, failures) / second)).toEqual([10, 20, 40, 60, 60, 60]);
  });
});

describe('deciding an attempt', () => {
  test('with no record, or a forgotten one, the attempt is the first failure, forgotten after forgetAfterMs', () => {
    const first = { allowed: true, counted: { failures: 1, forgetAt: at(policy.forgetAfterMs) } };
    expect(decideAttempt(policy, undefined, now)).toEqual(first);
    expect(decideAttempt(policy, { failures: 40, forgetAt: now }, now)).toEqual(first);
    expect(decideAttempt(policy, record(40, policy.forgetAfterMs + 1), now)).toEqual(first);
  });

  test('a record taken back to no failures (a success) holds nobody', () => {
    expect(decideAttempt(policy, record(0, 0), now)).toEqual({
      allowed: true,
      counted: { failures: 1, forgetAt: at(policy.forgetAfterMs) },
    });
  });

  test('within the free failures, at once', () => {
    expect(decideAttempt(policy, record(2, 0), now)).toEqual({
      allowed: true,
      counted: { failures: 3, forgetAt: at(policy.forgetAfterMs) },
    });
  });

  test('past them, refused until the delay after the last failure is over, with the seconds left rounded up', () => {
    expect(decideAttempt(policy, record(3, 0), now)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(decideAttempt(policy, record(4, 2500), now)).toEqual({ allowed: false, retryAfterSeconds: 18 });
    expect(decideAttempt(policy, record(30, 59_500), now)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  test('once the delay is over the attempt goes ahead and counts', () => {
    expect(decideAttempt(policy, record(4, 20 * second), now)).toEqual({
      allowed: true,
      counted: { failures: 5, forgetAt: at(policy.forgetAfterMs) },
    });
  });
});

const day = 24 * 60 * minute;

describe.each([
  {
    who: "customers' new devices (decision 084): twenty free, then 30 s doubling up to 15 minutes",
    policy: newDeviceDelays,
    delaysInSeconds: { 0: 0, 19: 0, 20: 30, 21: 60, 22: 120, 23: 240, 24: 480, 25: 900, 26: 900, 100: 900 },
    lastFailureSecondsAgo: { failures: 20, secondsAgo: 10, retryAfterSeconds: 20 },
  },
  {
    who: 'staff accounts (decision 083): ten free, then 1 s doubling up to 5 minutes',
    policy: staffAccountDelays,
    delaysInSeconds: { 0: 0, 9: 0, 10: 1, 11: 2, 12: 4, 13: 8, 14: 16, 18: 256, 19: 300, 1000: 300 },
    lastFailureSecondsAgo: { failures: 13, secondsAgo: 2.5, retryAfterSeconds: 6 },
  },
])('$who', ({ policy, delaysInSeconds, lastFailureSecondsAgo: { failures, secondsAgo, retryAfterSeconds } }) => {
  test('the delay after each number of failures, forgotten after a day', () => {
    const failureCounts = Object.keys(delaysInSeconds).map(Number);
    expect(Object.fromEntries(failureCounts.map((n) => [n, delayAfterFailures(policy, n) / second]))).toEqual(delaysInSeconds);
    expect(policy.forgetAfterMs).toBe(day);
  });

  test('an attempt before the delay is over waits the rest of it', () => {
    expect(decideAttempt(policy, record(failures, secondsAgo * second, policy), now)).toEqual({ allowed: false, retryAfterSeconds });
  });
});
