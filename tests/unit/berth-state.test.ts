import { describe, expect, test } from 'vitest';
import type { BerthView } from '#shared/berth-views.ts';
import { berthState, berthStateLabel, berthStateLetter, berthStatesInLegend, canReserve } from '#site/islands/berths/berth-state.ts';

type StateInput = Pick<BerthView, 'status' | 'availability'>;
const open = (availability?: BerthView['availability']): StateInput => ({ status: 'available', ...(availability && { availability }) });

describe('a berth’s state on the map and its card', () => {
  test('an available berth with no dates chosen can be reserved', () => {
    expect(berthState(open())).toBe('available');
    expect(canReserve(open())).toBe(true);
  });

  test('free for the dates and fit for the vessel: available', () => {
    expect(berthState(open({ free: true, fits: true, reason: null }))).toBe('available');
  });

  test('a live reservation over the dates makes it booked, whatever the vessel', () => {
    expect(berthState(open({ free: false, fits: false, reason: 'Booked for these dates' }))).toBe('booked');
    expect(canReserve(open({ free: false, fits: true, reason: 'Booked for these dates' }))).toBe(false);
  });

  test('free but too short or too shallow: does not fit, and cannot be reserved', () => {
    const misfit = open({ free: true, fits: false, reason: 'Too short for a 180 ft vessel (150 ft berth)' });
    expect(berthState(misfit)).toBe('misfit');
    expect(canReserve(misfit)).toBe(false);
  });

  test.each(['occupied', 'reserved', 'maintenance'] as const)(
    'a berth %s today says so, and is not free for dates it is busy',
    (status) => {
      expect(berthState({ status })).toBe(status);
      expect(berthState({ status, availability: { free: false, fits: true, reason: 'x' } })).toBe(status);
      expect(canReserve({ status })).toBe(false);
    },
  );

  test.each(['occupied', 'reserved', 'maintenance'] as const)('a berth %s today can be reserved for dates when it is free', (status) => {
    const later = { status, availability: { free: true, fits: true, reason: null } };
    expect(berthState(later)).toBe('available');
    expect(canReserve(later)).toBe(true);
    expect(berthState({ status, availability: { free: true, fits: false, reason: 'Too short' } })).toBe('misfit');
  });

  test('available reads as free once dates are chosen', () => {
    expect(berthStateLabel('available', false)).toBe('Available');
    expect(berthStateLabel('available', true)).toBe('Free for your dates');
    expect(berthStateLabel('booked', true)).toBe('Booked for your dates');
  });

  test('every state has its own letter, so the legend does not rest on colour', () => {
    const letters = berthStatesInLegend.map((state) => berthStateLetter[state]);
    expect(new Set(letters).size).toBe(berthStatesInLegend.length);
    expect(berthStatesInLegend).toHaveLength(6);
  });
});
