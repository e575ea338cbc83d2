import { describe, expect, test } from 'vitest';
import { sharedRecentResult } from '#api/services/berths/shared-recent-result.ts';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('sharedRecentResult', () => {
  test('calls within the time to live share one load; a later call loads again', async () => {
    const time = clock();
    let loads = 0;
    const read = sharedRecentResult(async () => ++loads, 2_000, time.now);
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    time.advance(1_999);
    expect(await read()).toBe(1);
    time.advance(1);
    expect(await read()).toBe(2);
    expect(loads).toBe(2);
  });

  test('a failed load is not kept: the next call tries again', async () => {
    const time = clock();
    let attempt = 0;
    const read = sharedRecentResult(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('database unavailable');
      return 'berths';
    }, 2_000, time.now);
    await expect(read()).rejects.toThrow('database unavailable');
    expect(await read()).toBe('berths');
  });
});
