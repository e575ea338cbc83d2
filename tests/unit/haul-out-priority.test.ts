import { describe, expect, test } from 'vitest';
import { orderHaulQueue, priorityInvoiceNumber, prioritySeason } from '#shared/haul-out-priority.ts';

const season = { opens: { month: 6, day: 1 }, closes: { month: 11, day: 30 } };

describe('the season priority is for', () => {
  test('is this year’s until the season closes, its last day included', () => {
    expect(prioritySeason('2026-03-10', season)).toEqual({ year: 2026, opens: '2026-06-01', closes: '2026-11-30' });
    expect(prioritySeason('2026-11-30', season).year).toBe(2026);
  });

  test('is next year’s once the season has closed', () => {
    expect(prioritySeason('2026-12-01', season)).toEqual({ year: 2027, opens: '2027-06-01', closes: '2027-11-30' });
  });
});

describe('the haul-out order', () => {
  const asked = (id: string, minute: number, priority = false) => ({
    id,
    priority,
    joinedAt: new Date(Date.UTC(2026, 7, 20, 15, minute)).toISOString(),
  });

  test('is first asked, first hauled without priority', () => {
    expect(orderHaulQueue([asked('b', 2), asked('a', 1), asked('c', 3)]).map(({ id }) => id)).toEqual(['a', 'b', 'c']);
  });

  test('puts paid priority first, in asking order among themselves', () => {
    const rows = [asked('a', 1), asked('b', 2, true), asked('c', 3), asked('d', 4, true)];
    expect(orderHaulQueue(rows).map(({ id }) => id)).toEqual(['b', 'd', 'a', 'c']);
  });

  test('breaks a tie of the same minute by entry, so the order never wavers', () => {
    expect(orderHaulQueue([asked('y', 1), asked('x', 1)]).map(({ id }) => id)).toEqual(['x', 'y']);
  });
});

test('a priority invoice’s number names the season and the stay', () => {
  expect(priorityInvoiceNumber('R-2026-000123', 2026)).toBe('HP-2026-000123');
});
