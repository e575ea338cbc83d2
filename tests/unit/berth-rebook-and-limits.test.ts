import { describe, expect, test } from 'vitest';
import type { BerthView, ReservationView } from '#shared/berth-views.ts';
import { berthLimitErrors } from '#site/islands/berths/berth-limits.ts';
import { holdTimeLeft } from '#site/islands/berths/hold-time-left.ts';
import { rebookDetails, rebookFilters, rebookStep } from '#site/islands/berths/rebook.ts';

const berth = (id: string, availability: BerthView['availability']): BerthView => ({
  id,
  name: id,
  zone: 'outer',
  position: 0,
  length: 150,
  maxDraft: 18,
  waterDepth: 25,
  amenities: [],
  monthlyRate: '0.50',
  weeklyRate: '0.75',
  dailyRate: '1.00',
  minBillableLength: 75,
  status: 'available',
  currentVessel: null,
  availability,
});

const earlier = {
  id: 'r1',
  berthId: 'Outer 1',
  berth: { id: 'Outer 1', name: 'Outer 1', length: 150, maxDraft: 18 },
  vesselName: 'M/V Tide',
  vesselLength: 140,
  vesselBeam: null,
  vesselDraft: 12,
  contactName: 'Dani',
  contactEmail: 'dani@example.com',
  contactPhone: null,
  company: 'Gulf Tide',
  arrivalDate: '2030-03-01',
  departureDate: '2030-03-08',
  purpose: 'fuel',
  specialRequirements: null,
} as ReservationView;
const stay = { arrival: '2030-03-01', departure: '2030-03-08' };

describe('reserving again from an expired hold', () => {
  test('the filters ask for the same stay and vessel, the dialog gets the same vessel and contact', () => {
    expect(rebookFilters(earlier)).toEqual({ arrival: '2030-03-01', departure: '2030-03-08', length: '140', draft: '12' });
    expect(rebookDetails(earlier)).toMatchObject({
      vesselName: 'M/V Tide',
      vesselBeam: '',
      contactPhone: '',
      company: 'Gulf Tide',
      purpose: 'fuel',
    });
  });

  test('waits until the list answers for those dates', () => {
    expect(rebookStep(earlier, null, null, '2030-01-01')).toEqual({ kind: 'wait' });
    expect(rebookStep(earlier, [berth('Outer 1', { free: true, fits: true, reason: null })], null, '2030-01-01')).toEqual({ kind: 'wait' });
  });

  test('opens on the same berth when it is still free', () => {
    const same = berth('Outer 1', { free: true, fits: true, reason: null });
    expect(rebookStep(earlier, [same], stay, '2030-01-01')).toEqual({ kind: 'open', berth: same });
  });

  test('says so and lets the visitor pick when the berth was taken meanwhile', () => {
    const step = rebookStep(earlier, [berth('Outer 1', { free: false, fits: true, reason: 'Booked' })], stay, '2030-01-01');
    expect(step).toEqual({ kind: 'pick', message: expect.stringContaining('Outer 1 is no longer free for Mar 1 – Mar 8, 2030') });
  });

  test('dates already begun ask for new ones', () => {
    expect(rebookStep(earlier, null, null, '2030-03-02')).toEqual({ kind: 'pick', message: expect.stringContaining('choose new dates') });
  });
});

describe('the chosen berth’s own limits in the dialog', () => {
  const inner1 = { name: 'Inner 1', length: 120, maxDraft: 12 };

  test('a longer vessel or a deeper draft is named under its field', () => {
    expect(berthLimitErrors(inner1, 170, 13)).toEqual({
      vesselLength: 'Inner 1 is 120 ft long: too short for a 170 ft vessel. Please choose a longer berth.',
      vesselDraft: 'Inner 1 takes a draft of at most 12 ft: too shallow for a 13 ft draft. Please choose a deeper berth.',
    });
  });

  test('a vessel the berth takes, exactly at its limits or not described yet, passes', () => {
    expect(berthLimitErrors(inner1, 120, 12)).toEqual({});
    expect(berthLimitErrors(inner1, undefined, undefined)).toEqual({});
  });
});

describe('the time a hold has left', () => {
  const now = Date.parse('2030-01-01T12:00:00Z');
  const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

  test('in whole minutes, hours past the hour', () => {
    expect(holdTimeLeft(at(42.5), now)).toBe('42 minutes left');
    expect(holdTimeLeft(at(1), now)).toBe('1 minute left');
    expect(holdTimeLeft(at(65), now)).toBe('1 hour 5 minutes left');
    expect(holdTimeLeft(at(120), now)).toBe('2 hours left');
    expect(holdTimeLeft(at(0.5), now)).toBe('less than a minute left');
  });

  test('nothing once expired', () => {
    expect(holdTimeLeft(at(0), now)).toBeNull();
    expect(holdTimeLeft(at(-3), now)).toBeNull();
  });
});
