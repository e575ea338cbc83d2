import { describe, expect, test } from 'vitest';
import { approvalAgeBuckets, countByAge, leadAgeBuckets } from '#api/services/admin-overview/age-buckets.ts';
import { occupancyByDay } from '#api/services/admin-overview/berth-occupancy.ts';

const now = new Date('2026-06-10T15:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('countByAge', () => {
  test('each record falls in the bucket its age starts, edges included in the older one', () => {
    const since = [hoursAgo(0), hoursAgo(0.99), hoursAgo(1), hoursAgo(23.9), hoursAgo(24), hoursAgo(72), hoursAgo(500)];
    expect(countByAge(since, now, leadAgeBuckets)).toEqual({
      total: 7,
      buckets: [
        { label: 'Under 1 hour', count: 2 },
        { label: '1–24 hours', count: 2 },
        { label: '1–3 days', count: 1 },
        { label: 'Over 3 days', count: 2 },
      ],
    });
  });

  test('a moment a little ahead of the clock counts as new', () => {
    expect(countByAge([hoursAgo(-0.01)], now, approvalAgeBuckets).buckets[0]).toEqual({ label: 'Under 4 hours', count: 1 });
  });
});

describe('occupancyByDay', () => {
  test('counts each berth once a day; ranges are half-open and an open block runs on', () => {
    const taken = [
      { berthId: 'a', range: { from: '2026-06-10', to: '2026-06-12' } },
      { berthId: 'a', range: { from: '2026-06-11', to: '2026-06-13' } },
      { berthId: 'b', range: { from: '2026-06-12', to: null } },
      { berthId: 'c', range: { from: '2026-06-01', to: '2026-06-10' } },
    ];
    expect(occupancyByDay(taken, '2026-06-10', 4)).toEqual([
      { date: '2026-06-10', occupied: 1 },
      { date: '2026-06-11', occupied: 1 },
      { date: '2026-06-12', occupied: 2 },
      { date: '2026-06-13', occupied: 1 },
    ]);
  });
});
