import { beforeEach, describe, expect, test } from 'vitest';
import type { Berth } from '#api/db/schema/index.ts';
import { berthReservations } from '#api/db/schema/index.ts';
import type { BerthView } from '#shared/berth-views.ts';
import { createTestApp } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, reserve, seedBerths, stay, type TestHarness } from './berth-booking-fixtures.ts';

let harness: TestHarness;
let seeded: Map<string, Berth>;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  seeded = await seedBerths(harness.db);
});

async function listBerths(query = ''): Promise<{ response: Response; berths: BerthView[] }> {
  const response = await harness.app.request(`/api/berths${query}`);
  return { response, berths: response.ok ? ((await response.json()) as BerthView[]) : [] };
}

const availabilityQuery = (fromDay: number, toDay: number, extra = '') => {
  const { arrivalDate, departureDate } = stay(fromDay, toDay);
  return `?arrival=${arrivalDate}&departure=${departureDate}${extra}`;
};

const named = (list: BerthView[], name: string) => {
  const berth = list.find((candidate) => candidate.name === name);
  if (!berth) throw new Error(`${name} missing from the list`);
  return berth;
};

describe('GET /api/berths', () => {
  test('lists every berth: Outer row, Inner row, then the service zone, each by position, never cached', async () => {
    const { response, berths } = await listBerths();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(berths.map((berth) => berth.name)).toEqual([
      'Outer 1',
      'Outer 2',
      'Outer 3',
      'Outer 4',
      'Outer 5',
      'Outer 6',
      'Inner 1',
      'Inner 2',
      'Inner 3',
      'Inner 4',
      'Inner 5',
      'Inner 6',
      'Service Zone 1',
      'Service Zone 2',
      'Service Zone 3',
    ]);
    expect(berths.map((berth) => berth.zone)).toEqual([...Array(6).fill('outer'), ...Array(6).fill('inner'), ...Array(3).fill('service')]);
  });

  test('each berth carries what its card shows, rates as stored decimals and no availability without dates', async () => {
    const { berths } = await listBerths();
    expect(named(berths, 'Outer 4')).toEqual({
      id: berthNamed(seeded, 'Outer 4').id,
      name: 'Outer 4',
      zone: 'outer',
      position: 490,
      length: 140,
      maxDraft: 16,
      waterDepth: 25,
      amenities: ['power', 'water', 'fuel'],
      monthlyRate: '0.50',
      weeklyRate: '0.75',
      dailyRate: '1.00',
      minBillableLength: 70,
      status: 'available',
      currentVessel: null,
    });
    expect(named(berths, 'Inner 4').status).toBe('maintenance');
  });

  test('with dates, each berth says whether it is free then, from its blocks and from the reservations', async () => {
    await reserve(harness, berthNamed(seeded, 'Outer 1').id, stay(10, 17));
    await reserve(harness, berthNamed(seeded, 'Outer 3').id, stay(30, 37));
    const { response, berths } = await listBerths(availabilityQuery(12, 14));
    expect(response.headers.get('cache-control')).toBe('no-store');

    expect(named(berths, 'Outer 1').availability).toEqual({ free: false, fits: true, reason: 'Booked for these dates' });
    expect(named(berths, 'Outer 3').availability).toEqual({ free: true, fits: true, reason: null });
    expect(named(berths, 'Outer 2').availability).toEqual({ free: false, fits: true, reason: 'Occupied' });
    expect(named(berths, 'Outer 5').availability).toEqual({ free: false, fits: true, reason: 'Occupied' });
    expect(named(berths, 'Inner 4').availability).toEqual({ free: false, fits: true, reason: 'Under maintenance' });
    expect(berths.filter((berth) => berth.availability?.free).map((berth) => berth.name)).toHaveLength(11);
  });

  test('stays are half-open: a berth whose guest leaves on the arrival day is free that day', async () => {
    await reserve(harness, berthNamed(seeded, 'Outer 1').id, stay(10, 17));
    const { berths: before } = await listBerths(availabilityQuery(3, 10));
    const { berths: after } = await listBerths(availabilityQuery(17, 20));
    const { berths: overlapping } = await listBerths(availabilityQuery(16, 20));
    expect(named(before, 'Outer 1').availability?.free).toBe(true);
    expect(named(after, 'Outer 1').availability?.free).toBe(true);
    expect(named(overlapping, 'Outer 1').availability?.free).toBe(false);
  });

  test('a cancelled reservation does not make a berth busy', async () => {
    await reserve(harness, berthNamed(seeded, 'Outer 1').id, stay(10, 17));
    await harness.db.update(berthReservations).set({ status: 'cancelled' });
    const { berths } = await listBerths(availabilityQuery(12, 14));
    expect(named(berths, 'Outer 1').availability).toEqual({ free: true, fits: true, reason: null });
  });

  test('with a vessel size, berths too short or too shallow say so', async () => {
    const { berths } = await listBerths(availabilityQuery(5, 8, '&length=160&draft=17'));
    expect(named(berths, 'Outer 1').availability).toEqual({
      free: true,
      fits: false,
      reason: 'Too short for a 160 ft vessel (150 ft berth)',
    });
    expect(named(berths, 'Inner 5').availability).toEqual({ free: true, fits: false, reason: 'Too shallow for a 17 ft draft (max 15 ft)' });
    expect(named(berths, 'Outer 5').availability).toEqual({ free: false, fits: false, reason: 'Occupied' });
    expect(berths.filter((berth) => berth.availability?.fits).map((berth) => berth.name)).toEqual(['Outer 3']);
  });

  test.each([
    ['only an arrival date', () => `?arrival=${stay(5, 6).arrivalDate}`, 'departure', 'Give both an arrival and a departure date'],
    ['a departure before the arrival', () => availabilityQuery(8, 5), 'departure', 'Departure date must be after the arrival date'],
    ['a date that is not a date', () => '?arrival=tomorrow&departure=2030-01-01', 'arrival', 'Enter the arrival date as YYYY-MM-DD'],
    ['a draft deeper than any vessel we take', () => availabilityQuery(5, 8, '&draft=21'), 'draft', 'Draft can be at most 20 ft'],
  ])('%s answers 400 with the field’s message', async (_case, query, field, message) => {
    const response = await harness.app.request(`/api/berths${query()}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  test('a reservation made through the API shows up at once (nothing cached)', async () => {
    const { berths: before } = await listBerths(availabilityQuery(10, 12));
    await reserve(harness, berthNamed(seeded, 'Outer 6').id, stay(10, 12));
    const { berths: after } = await listBerths(availabilityQuery(10, 12));
    expect(named(before, 'Outer 6').availability?.free).toBe(true);
    expect(named(after, 'Outer 6').availability?.free).toBe(false);
  });
});
