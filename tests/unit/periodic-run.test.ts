import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { startPeriodicRun } from '#api/lib/periodic-run.ts';

// The timers are Vitest's: the test moves them, nothing waits.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a run still going when the next is due is not doubled, and stop waits for it', async () => {
  let started = 0;
  let finished = 0;
  const run = startPeriodicRun(
    async () => {
      started += 1;
      await wait(60);
      finished += 1;
    },
    10,
    () => {},
  );
  await vi.advanceTimersByTimeAsync(45);
  expect(started).toBe(1);
  const stopped = run.stop();
  await vi.advanceTimersByTimeAsync(60);
  await stopped;
  expect(finished).toBe(1);
  await vi.advanceTimersByTimeAsync(30);
  expect(started).toBe(1);
});

test('a failed run is reported and the next tick runs again', async () => {
  const errors: unknown[] = [];
  let calls = 0;
  const run = startPeriodicRun(
    async () => {
      calls += 1;
      if (calls === 1) throw new Error('database unreachable');
    },
    10,
    (error) => errors.push(error),
  );
  await vi.advanceTimersByTimeAsync(50);
  await run.stop();
  expect(errors).toHaveLength(1);
  expect(calls).toBe(5);
});
