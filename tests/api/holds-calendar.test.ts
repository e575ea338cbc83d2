import { eq, ne } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { berthReservations } from '#api/db/schema/index.ts';
import type { BerthView } from '#shared/berth-views.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, reservationForm, reserve, seedBerths, stay, type TestHarness } from './berth-booking-fixtures.ts';
import { createReservation as payableReservation } from './payments-fixtures.ts';

const minute = 60_000;
const day = 24 * 60 * minute;

let harness: TestHarness;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
});

/** Every berth's availability for a stay, as the berths page asks for it. */
async function freeBerths(fromDay: number, toDay: number): Promise<string[]> {
  const { arrivalDate, departureDate } = stay(fromDay, toDay);
  const response = await harness.app.request(`/api/berths?arrival=${arrivalDate}&departure=${departureDate}`);
  const listed = (await response.json()) as BerthView[];
  return listed.filter((berth) => berth.availability?.free).map((berth) => berth.name);
}

describe('the calendar cannot be filled for free', () => {
  // What a script does: a small vessel on every berth it can, one long stay each, never paying.
  const fill = (berthId: string, index: number, headers: Record<string, string> = {}) =>
    sendJson(
      harness.app,
      'POST',
      '/api/berth-reservations',
      reservationForm(berthId, { vesselLength: 20, vesselDraft: 4, contactEmail: `filler${index % 2}@example.com`, ...stay(1, 367) }),
      headers,
    );

  test('with the limits on, unpaid holds past the limit are refused', async () => {
    harness = await createTestApp({ TRUST_PROXY: '1' });
    const berthsByName = await seedBerths(harness.db);
    const statuses: number[] = [];
    let index = 0;
    for (const berth of berthsByName.values()) {
      // Two addresses, as in the attack that filled the calendar before holds existed.
      statuses.push((await fill(berth.id, index, { 'X-Forwarded-For': `198.51.100.${index % 2}` })).status);
      index += 1;
    }
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(6);
    expect(statuses).toContain(429);
  });

  test('with the limits off, 24 unpaid POSTs fill what they can, and every berth is bookable once the hold window has passed', async () => {
    const berthsByName = await seedBerths(harness.db);
    const before = await freeBerths(10, 17);
    const ids = [...berthsByName.values()].map((berth) => berth.id);
    const statuses: number[] = [];
    for (let index = 0; index < 24; index += 1) statuses.push((await fill(ids[index % ids.length] ?? '', index)).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(before.length);
    expect(await freeBerths(10, 17)).toEqual([]);

    harness.clock.advance(60 * minute);
    expect(await freeBerths(10, 17)).toEqual(before);
    for (const name of before) {
      expect(
        (
          await reserve(harness, berthNamed(berthsByName, name).id, {
            contactEmail: 'real@customer.example',
            vesselLength: 20,
            vesselDraft: 4,
            ...stay(10, 17),
          })
        ).id,
      ).toBeTruthy();
    }
  });
});

describe('payment for a stay whose arrival day has passed', () => {
  test('is refused with 409 and a clear message', async () => {
    await seedBerths(harness.db);
    const { reservation, cookie } = await payableReservation(harness.db, { startInDays: 2 });
    harness.clock.advance(3 * day);
    const response = await sendJson(harness.app, 'POST', `/api/berth-reservations/${reservation.id}/create-payment-intent`, undefined, {
      Cookie: cookie,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: 'The arrival date of this reservation has passed, so it can no longer be paid online. Please reserve again with new dates.',
    });
  });
});

// Single-connection PGlite runs requests one after another, so only a server shows the race.
describe.runIf(process.env.DATABASE_URL)('concurrent bookings over a hold that ran out (PostgreSQL)', () => {
  test('20 concurrent bookings for its dates: the expired hold is cancelled once and exactly one booking is stored', async () => {
    const berthsByName = await seedBerths(harness.db);
    const outer1 = berthNamed(berthsByName, 'Outer 1');
    const expired = await reserve(harness, outer1.id, stay(10, 17));
    harness.clock.advance(61 * minute);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        sendJson(
          harness.app,
          'POST',
          '/api/berth-reservations',
          reservationForm(outer1.id, { ...stay(9 + (index % 4), 16), vesselName: `Racer ${index}` }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await harness.db.$count(berthReservations, ne(berthReservations.status, 'cancelled'))).toBe(1);
    const [old] = await harness.db.select().from(berthReservations).where(eq(berthReservations.id, expired.id));
    expect(old).toMatchObject({ status: 'cancelled', cancellationReason: 'The hold expired before payment.' });
  });
});
