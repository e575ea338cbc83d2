import { describe, expect, test } from 'vitest';
import { sharedRecentResults } from '#api/services/berths/shared-recent-results.ts';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function sharingFor(time = clock(), maxKeys = 10) {
  let generation = 0;
  const share = sharedRecentResults<number>({ ttlMs: 2_000, maxKeys, generation: () => generation, now: time.now });
  return { share, time, change: () => (generation += 1) };
}

describe('sharedRecentResults', () => {
  test('calls with one key within the time to live share one load; a later call loads again', async () => {
    const { share, time } = sharingFor();
    let loads = 0;
    const read = () => share('berths', async () => ++loads);
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    time.advance(1_999);
    expect(await read()).toBe(1);
    time.advance(1);
    expect(await read()).toBe(2);
    expect(loads).toBe(2);
  });

  test('each key has its own result', async () => {
    const { share } = sharingFor();
    expect(await share('a', async () => 1)).toBe(1);
    expect(await share('b', async () => 2)).toBe(2);
    expect(await share('a', async () => 3)).toBe(1);
  });

  test('a change of generation makes the next call load again, also for a load that was running when it changed', async () => {
    const { share, change } = sharingFor();
    let release: (value: number) => void = () => {};
    const running = share('a', () => new Promise<number>((resolve) => (release = resolve)));
    change();
    release(1);
    expect(await running).toBe(1);
    expect(await share('a', async () => 2)).toBe(2);
    expect(await share('a', async () => 3)).toBe(2);
  });

  test('a failed load is not kept: the next call tries again', async () => {
    const { share } = sharingFor();
    await expect(share('a', async () => Promise.reject(new Error('database unavailable')))).rejects.toThrow('database unavailable');
    expect(await share('a', async () => 1)).toBe(1);
  });

  test('beyond the most keys kept, the oldest key is forgotten first', async () => {
    const { share } = sharingFor(clock(), 2);
    await share('a', async () => 1);
    await share('b', async () => 2);
    await share('c', async () => 3);
    expect(await share('a', async () => 4)).toBe(4);
    expect(await share('c', async () => 5)).toBe(3);
  });
});

describe('sharedRecentResults with results that expire by themselves', () => {
  test('a result is shared until its own expiry on the app clock, then loaded again', async () => {
    let appTime = 1_000;
    const share = sharedRecentResults<{ value: number; until: number }>({
      ttlMs: 2_000,
      maxKeys: 10,
      generation: () => 0,
      expiresAt: (result) => result.until,
      clock: () => appTime,
      now: () => 0,
    });
    expect((await share('a', async () => ({ value: 1, until: 1_500 }))).value).toBe(1);
    appTime = 1_499;
    expect((await share('a', async () => ({ value: 2, until: 9_000 }))).value).toBe(1);
    appTime = 1_500;
    expect((await share('a', async () => ({ value: 3, until: 9_000 }))).value).toBe(3);
  });
});
