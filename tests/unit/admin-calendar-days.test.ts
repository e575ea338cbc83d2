import { describe, expect, test } from 'vitest';
import { calendarDays, weekStart } from '#site/islands/admin/reservations/calendar-days.ts';

describe('weekStart', () => {
  test('is the Monday on or before the day', () => {
    expect(weekStart('2026-11-24')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
  });
});

describe('calendarDays', () => {
  test('marks blocks before stays, half-open like stays, and a block with no end runs on', () => {
    const weeks = calendarDays(
      {
        stays: [
          {
            id: 's',
            reservationNumber: 'R-2026-000007',
            vesselName: 'M/V Gulf Runner',
            arrivalDate: '2026-11-24',
            departureDate: '2026-11-26',
            status: 'confirmed',
            paymentStatus: 'paid',
          },
        ],
        blocks: [
          {
            id: 'b',
            berthId: 'x',
            kind: 'occupied',
            vesselName: 'M/V Bayou Star',
            startsOn: '2026-11-28',
            endsOn: null,
            note: null,
            createdAt: '2026-11-01T00:00:00Z',
          },
        ],
      },
      '2026-11-23',
      2,
    );
    expect(weeks).toHaveLength(2);
    expect(weeks[0]?.map((day) => day.taken)).toEqual([
      null,
      'Booked: R-2026-000007',
      'Booked: R-2026-000007',
      null,
      null,
      'Occupied: M/V Bayou Star',
      'Occupied: M/V Bayou Star',
    ]);
    expect(weeks[1]?.every((day) => day.kind === 'block')).toBe(true);
  });
});
