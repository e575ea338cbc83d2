import { describe, expect, test } from 'vitest';
import type { BerthView } from '#shared/berth-views.ts';
import { availabilitySummary, formatStayRange } from '#site/islands/berths/stay-summary.ts';

const berth = (status: BerthView['status'], availability?: BerthView['availability']) =>
  ({ status, ...(availability && { availability }) }) as BerthView;

describe('the stay’s dates in words', () => {
  test('within one year the year is written once', () => {
    expect(formatStayRange({ arrival: '2026-12-03', departure: '2026-12-10' })).toBe('Dec 3 – Dec 10, 2026');
  });

  test('across New Year both years are written', () => {
    expect(formatStayRange({ arrival: '2026-12-28', departure: '2027-01-04' })).toBe('Dec 28, 2026 – Jan 4, 2027');
  });
});

describe('the availability summary above the map', () => {
  const free = { free: true, fits: true, reason: null };
  const booked = { free: false, fits: true, reason: 'Booked for these dates' };
  const tooShort = { free: true, fits: false, reason: 'Too short' };
  const stay = { arrival: '2026-12-03', departure: '2026-12-10' };

  test('without dates it counts the berths open for booking', () => {
    expect(availabilitySummary([berth('available'), berth('occupied'), berth('available')], null)).toBe('2 of 3 berths open for booking');
  });

  test('with dates it counts the berths free for them', () => {
    const berths = [berth('available', free), berth('available', booked), berth('maintenance', { ...booked, reason: 'Under maintenance' })];
    expect(availabilitySummary(berths, stay)).toBe('1 of 3 berths free for Dec 3 – Dec 10, 2026');
  });

  test('with a vessel it counts only the berths she fits and says so', () => {
    const berths = [berth('available', free), berth('available', tooShort)];
    expect(availabilitySummary(berths, stay, { length: 150 })).toBe('1 of 2 berths free for Dec 3 – Dec 10, 2026, for a 150 ft vessel');
    expect(availabilitySummary(berths, stay, { length: 150, draft: 12 })).toBe(
      '1 of 2 berths free for Dec 3 – Dec 10, 2026, for a 150 ft vessel with 12 ft draft',
    );
    expect(availabilitySummary(berths, stay, { draft: 12 })).toBe(
      '1 of 2 berths free for Dec 3 – Dec 10, 2026, for a vessel with 12 ft draft',
    );
  });
});
