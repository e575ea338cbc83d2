import { expect, test } from 'vitest';
import { maxSendAttempts, retryDelayMs } from '#api/mail/backoff.ts';

const seconds = 1000;
const minutes = 60 * seconds;

test('the wait after a failed send doubles from 30 seconds and stops growing at an hour', () => {
  expect(Array.from({ length: maxSendAttempts }, (_, index) => retryDelayMs(index + 1))).toEqual([
    30 * seconds,
    1 * minutes,
    2 * minutes,
    4 * minutes,
    8 * minutes,
    16 * minutes,
    32 * minutes,
    60 * minutes,
    60 * minutes,
    60 * minutes,
  ]);
});

test('a message is given up after ten attempts, about three hours after the first', () => {
  expect(maxSendAttempts).toBe(10);
  const waited = Array.from({ length: maxSendAttempts - 1 }, (_, index) => retryDelayMs(index + 1)).reduce((sum, wait) => sum + wait, 0);
  expect(waited / minutes).toBe(183.5);
});
