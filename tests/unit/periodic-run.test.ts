import { expect, test } from 'vitest';
import { startPeriodicRun } from '#api/lib/periodic-run.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a run still going when the next is due is not doubled, and stop waits for it', async () => {
  let started = 0;
  let finished = 0;
  const run = startPeriodicRun(
    async () => {
      started += 1;
      await sleep(60);
      finished += 1;
    },
    10,
    () => {},
  );
  await sleep(45);
  expect(started).toBe(1);
  await run.stop();
  expect(finished).toBe(started);
  await sleep(30);
  expect(started).toBe(finished);
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
  await sleep(50);
  await run.stop();
  expect(errors).toHaveLength(1);
  expect(calls).toBeGreaterThan(1);
});
