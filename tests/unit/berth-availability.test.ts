import { describe, expect, test } from 'vitest';
import { berthAvailability } from '#api/services/berths/berth-availability.ts';
import { berthToday } from '#api/services/berths/berth-today.ts';
import { berthZone, compareBerths } from '#api/services/berths/berth-view.ts';
import { vesselMisfit } from '#shared/vessel-fit.ts';

const outer4 = { length: 140, maxDraft: 16 };
const open = { blockKind: undefined, booked: false };
const booked = { blockKind: undefined, booked: true };

describe('berthAvailability', () => {
  test('an available berth with no overlapping stay that takes the vessel is bookable', () => {
    expect(berthAvailability(outer4, open, { length: 140, draft: 16 })).toEqual({ free: true, fits: true, reason: null });
  });

  test('without a vessel size every berth fits', () => {
    expect(berthAvailability(outer4, open, {})).toEqual({ free: true, fits: true, reason: null });
  });

  test('a live reservation overlapping the dates makes it not free', () => {
    expect(berthAvailability(outer4, booked, {})).toEqual({ free: false, fits: true, reason: 'Booked for these dates' });
  });

  test.each([
    ['occupied', 'Occupied'],
    ['maintenance', 'Under maintenance'],
  ] as const)('a block (%s) sharing a day with the dates makes it not free', (blockKind, reason) => {
    expect(berthAvailability(outer4, { blockKind, booked: false }, {})).toEqual({ free: false, fits: true, reason });
  });

  test('a vessel longer than the berth does not fit, and the reason gives both lengths', () => {
    expect(berthAvailability(outer4, open, { length: 180 })).toEqual({
      free: true,
      fits: false,
      reason: 'Too short for a 180 ft vessel (140 ft berth)',
    });
  });

  test('a draft deeper than the berth allows does not fit', () => {
    expect(berthAvailability(outer4, open, { draft: 17 })).toEqual({
      free: true,
      fits: false,
      reason: 'Too shallow for a 17 ft draft (max 16 ft)',
    });
  });

  test('the reason names the first obstacle: a block, then another stay, then size', () => {
    expect(berthAvailability(outer4, { blockKind: 'maintenance', booked: true }, { length: 300 }).reason).toBe('Under maintenance');
    expect(berthAvailability(outer4, booked, { length: 300 })).toEqual({ free: false, fits: false, reason: 'Booked for these dates' });
  });
});

describe('berthToday', () => {
  test('a maintenance block today: under maintenance, with no vessel', () => {
    expect(berthToday({ kind: 'maintenance', vesselName: null }, true)).toEqual({ status: 'maintenance', currentVessel: null });
  });

  test('an occupied block today: occupied, by the vessel it names', () => {
    expect(berthToday({ kind: 'occupied', vesselName: 'M/V Bayou Runner' }, false)).toEqual({
      status: 'occupied',
      currentVessel: 'M/V Bayou Runner',
    });
  });

  test('no block but a live stay today: reserved; neither: available', () => {
    expect(berthToday(undefined, true)).toEqual({ status: 'reserved', currentVessel: null });
    expect(berthToday(undefined, false)).toEqual({ status: 'available', currentVessel: null });
  });
});

describe('vesselMisfit', () => {
  test('length is checked before draft; equal sizes fit', () => {
    expect(vesselMisfit(outer4, { length: 141, draft: 20 })).toEqual({ field: 'length', vesselLength: 141, berthLength: 140 });
    expect(vesselMisfit(outer4, { length: 140, draft: 20 })).toEqual({ field: 'draft', vesselDraft: 20, maxDraft: 16 });
    expect(vesselMisfit(outer4, { length: 140, draft: 16 })).toBeNull();
  });
});

describe('berth order', () => {
  test('zones come from the names, and sort Outer, Inner, Service Zone, each by position', () => {
    const named = (name: string, position: number) => ({ name, zone: berthZone(name), position });
    const berths = [named('Service Zone 1', 950), named('Inner 2', 130), named('Outer 2', 160), named('Inner 1', 0), named('Outer 1', 0)];
    expect(berths.sort(compareBerths).map((berth) => berth.name)).toEqual(['Outer 1', 'Outer 2', 'Inner 1', 'Inner 2', 'Service Zone 1']);
    expect(berthZone('Service Zone 3')).toBe('service');
  });
});
