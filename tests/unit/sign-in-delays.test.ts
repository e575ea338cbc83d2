import { describe, expect, test } from 'vitest';
import { decideNewDeviceAttempt, delayAfterFailures, newDeviceDelays } from '#api/auth/sign-in-delays.ts';

const now = new Date('2026-11-28T15:00:00Z');
const second = 1000;
const { freeFailures, forgetAfterMs } = newDeviceDelays;

/** The record as it stands when the last of `failures` failures was `secondsAgo` seconds ago. */
const record = (failures: number, secondsAgo: number) => ({
  failures,
  forgetAt: new Date(now.getTime() - secondsAgo * second + forgetAfterMs),
});

describe('delays after failed sign-ins from new devices', () => {
  test('none for the first twenty, then 30 s doubling up to 15 minutes', () => {
    expect(freeFailures).toBe(20);
    expect([0, 1, 19].map(delayAfterFailures)).toEqual([0, 0, 0]);
    expect([20, 21, 22, 23, 24, 25, 26, 100].map((failures) => delayAfterFailures(failures) / second)).toEqual([
      30, 60, 120, 240, 480, 900, 900, 900,
    ]);
  });
});

describe('whether an attempt may go ahead', () => {
  test('the first attempt goes ahead and is counted as one failure, remembered for a day', () => {
    expect(decideNewDeviceAttempt(undefined, now)).toEqual({
      allowed: true,
      counted: { failures: 1, forgetAt: new Date(now.getTime() + forgetAfterMs) },
    });
  });

  test('within the free failures, at once', () => {
    expect(decideNewDeviceAttempt(record(19, 0), now)).toMatchObject({ allowed: true, counted: { failures: 20 } });
  });

  test('past them, refused until the delay after the last failure is over, with the seconds left', () => {
    expect(decideNewDeviceAttempt(record(20, 10), now)).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(decideNewDeviceAttempt(record(20, 30), now)).toMatchObject({ allowed: true, counted: { failures: 21 } });
    expect(decideNewDeviceAttempt(record(30, 899.5), now)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  test('a record past its day is forgotten: the attempt counts as the first', () => {
    expect(decideNewDeviceAttempt(record(40, forgetAfterMs / second), now)).toMatchObject({ allowed: true, counted: { failures: 1 } });
  });

  test('a record taken back to no failures (a success) holds nobody', () => {
    expect(decideNewDeviceAttempt(record(0, 0), now)).toMatchObject({ allowed: true, counted: { failures: 1 } });
  });
});
