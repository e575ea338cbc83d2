import { describe, expect, test } from 'vitest';
import type { BerthView } from '#shared/berth-views.ts';
import { berthsForCards } from '#site/islands/berths/berth-order.ts';
import { typedFeet, vesselGuidance } from '#site/islands/berths/vessel-guidance.ts';

const berth = (name: string, length: number, maxDraft: number, availability?: BerthView['availability']): BerthView => ({
  id: name,
  name,
  zone: 'outer',
  position: 0,
  length,
  maxDraft,
  waterDepth: 25,
  amenities: [],
  monthlyRate: '0.50',
  weeklyRate: '0.75',
  dailyRate: '1.00',
  minBillableLength: Math.ceil(length / 2),
  status: 'available',
  currentVessel: null,
  ...(availability && { availability }),
});

const free = { free: true, fits: true, reason: null };
const booked = { free: false, fits: true, reason: 'Booked for these dates' };
const misfit = { free: true, fits: false, reason: 'Too short' };
const names = (berths: readonly BerthView[]) => berths.map((each) => each.name);

describe('the order of the berth cards', () => {
  const dock = [berth('A', 100, 10, booked), berth('B', 100, 10, free), berth('C', 100, 10, misfit), berth('D', 100, 10, free)];

  test('with dates, the berths that can be booked come first, each group in dock order', () => {
    expect(names(berthsForCards(dock, true, false))).toEqual(['B', 'D', 'A', 'C']);
  });

  test('"free only" leaves out the berths that cannot be booked for the dates', () => {
    expect(names(berthsForCards(dock, true, true))).toEqual(['B', 'D']);
  });

  test('without dates the dock order stands, and there is nothing to leave out', () => {
    const plain = [berth('A', 100, 10), berth('B', 100, 10)];
    expect(names(berthsForCards(plain, false, true))).toEqual(['A', 'B']);
  });
});

describe('guidance for a vessel no berth takes', () => {
  const dock = [berth('Outer 1', 150, 18), berth('Inner 5', 200, 15), berth('Outer 3', 160, 18), berth('Service 1', 100, 18)];

  test('longer than every berth: the longest and the deepest berth are named', () => {
    expect(vesselGuidance(dock, 240, undefined)).toEqual({
      longest: expect.objectContaining({ name: 'Inner 5', length: 200 }),
      deepest: expect.objectContaining({ name: 'Outer 3', maxDraft: 18 }),
    });
  });

  test('long enough for one berth and deep enough for another, but none takes both', () => {
    expect(vesselGuidance(dock, 180, 17)).not.toBeNull();
  });

  test('a vessel some berth takes, or one not described yet, gets none', () => {
    expect(vesselGuidance(dock, 200, 15)).toBeNull();
    expect(vesselGuidance(dock, 160, 18)).toBeNull();
    expect(vesselGuidance(dock, undefined, undefined)).toBeNull();
    expect(vesselGuidance([], 500, undefined)).toBeNull();
  });

  test('deeper than every berth', () => {
    expect(vesselGuidance(dock, undefined, 19)?.deepest.maxDraft).toBe(18);
  });

  test('only whole positive feet count as typed', () => {
    expect(typedFeet('240')).toBe(240);
    expect(typedFeet('')).toBeUndefined();
    expect(typedFeet(' ')).toBeUndefined();
    expect(typedFeet('12.5')).toBeUndefined();
    expect(typedFeet('0')).toBeUndefined();
  });
});
