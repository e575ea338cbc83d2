import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { hashToken } from '#api/auth/tokens.ts';
import type { Berth } from '#api/db/schema/index.ts';
import { berthReservations } from '#api/db/schema/index.ts';
import type { ReservationView } from '#shared/berth-views.ts';
import { bookingHorizonDays } from '#shared/schemas/berth-reservation.ts';
import { addDays, facilityToday, formatStayDate } from '#shared/stay-dates.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, checkoutCookie, reservationForm, reserve, seedBerths, stay, type TestHarness } from './berth-booking-fixtures.ts';

const alreadyBooked = 'This berth is already booked for some of those dates. Please choose other dates or another berth.';

let harness: TestHarness;
let seeded: Map<string, Berth>;
let outer1: Berth;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  seeded = await seedBerths(harness.db);
  outer1 = berthNamed(seeded, 'Outer 1');
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  sendJson(harness.app, 'POST', '/api/berth-reservations', body, headers);
const get = (id: string, headers: Record<string, string> = {}) => harness.app.request(`/api/berth-reservations/${id}`, { headers });
const storedCount = () => harness.db.$count(berthReservations);

describe('POST /api/berth-reservations', () => {
  test('books the berth: 201 with the reservation, priced by the server, and an HttpOnly checkout cookie', async () => {
    const response = await post(reservationForm(outer1.id));
    expect(response.status).toBe(201);
    const body = (await response.json()) as ReservationView;
    const dates = stay(10, 17);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      reservationNumber: expect.stringMatching(/^R-\d{4}-\d{6}$/),
      berthId: outer1.id,
      berth: { id: outer1.id, name: 'Outer 1', length: 150, maxDraft: 18 },
      vesselName: 'M/V Grand Isle Runner',
      vesselLength: 120,
      vesselBeam: 32,
      vesselDraft: 12,
      vesselId: null,
      onAccount: false,
      contactName: 'Claire Thibodaux',
      contactEmail: 'claire@grandisle.example',
      contactPhone: '(985) 555-0110',
      company: 'Grand Isle Offshore LLC',
      ...dates,
      purpose: 'crew-change',
      specialRequirements: 'Shore power on arrival',
      status: 'pending',
      holdExpiresAt: expect.any(String),
      cancellationReason: null,
      // One 7-day week at $0.75 per ft per day for 120 ft.
      totalCost: 7 * 75 * 120,
      paymentStatus: 'unpaid',
      paidAmount: null,
      paidAt: null,
      leaseId: null,
      lease: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^berth_checkout=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    const [row] = await harness.db.select().from(berthReservations).where(eq(berthReservations.id, body.id));
    const token = checkoutCookie(response).split('=')[1] ?? '';
    expect(row?.checkoutTokenHash).toBe(hashToken(token));
  });

  test('the total comes from the berth’s stored rates; a total sent by the client is ignored', async () => {
    const response = await post(reservationForm(outer1.id, { ...stay(3, 48), vesselLength: 137, totalCost: 1 }));
    expect(response.status).toBe(201);
    const { id, totalCost } = (await response.json()) as ReservationView;
    // 45 days: a month at $0.50, two weeks at $0.75 and a day at $1.00 per ft, for 137 ft.
    expect(totalCost).toBe((30 * 50 + 14 * 75 + 100) * 137);
    const [row] = await harness.db.select().from(berthReservations).where(eq(berthReservations.id, id));
    expect(row?.totalCost).toBe(totalCost);
  });

  test.each([
    ['vesselLength', 'Vessel length is required'],
    ['vesselDraft', 'Draft is required'],
  ])('without %s: 400 "%s", nothing stored (the price and the fit need it)', async (field, message) => {
    const form: Record<string, unknown> = reservationForm(outer1.id);
    delete form[field];
    for (const body of [form, { ...form, [field]: '' }, { ...form, [field]: null }]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message, code: 'validation_failed', errors: { [field]: message } });
    }
    expect(await storedCount()).toBe(0);
  });

  test('a 1 ft vessel in a 200 ft berth pays for the berth’s 100 ft minimum billable length', async () => {
    const response = await post(reservationForm(berthNamed(seeded, 'Inner 5').id, { vesselLength: 1, ...stay(3, 33) }));
    expect(response.status).toBe(201);
    // 30 days: one month at $0.50 per ft per day, for 100 ft rather than 1 ft.
    expect(await response.json()).toMatchObject({ vesselLength: 1, totalCost: 30 * 50 * 100 });
  });

  test('a browser that books twice keeps one cookie, and reads both reservations with it', async () => {
    const first = await reserve(harness, outer1.id);
    const second = await post(reservationForm(berthNamed(seeded, 'Outer 3').id), { Cookie: first.cookie });
    expect(second.status).toBe(201);
    expect(checkoutCookie(second)).toBe(first.cookie);
    const { id } = (await second.json()) as ReservationView;
    expect((await get(first.id, { Cookie: first.cookie })).status).toBe(200);
    expect((await get(id, { Cookie: first.cookie })).status).toBe(200);
  });

  describe('validation, with the form’s own messages', () => {
    test.each([
      ['contactName', 'Contact name is required'],
      ['vesselName', 'Vessel name is required'],
      ['arrivalDate', 'Arrival date is required'],
      ['departureDate', 'Departure date is required'],
      ['contactEmail', 'Please enter a valid email address'],
      ['company', 'Company name is required'],
    ])('without %s: 400 "%s", nothing stored', async (field, message) => {
      const form: Record<string, unknown> = reservationForm(outer1.id);
      delete form[field];
      for (const body of [form, { ...form, [field]: '  ' }]) {
        const response = await post(body);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ message, code: 'validation_failed', errors: { [field]: message } });
      }
      expect(await storedCount()).toBe(0);
    });

    test('an email address that is not one', async () => {
      const response = await post(reservationForm(outer1.id, { contactEmail: 'claire@' }));
      expect(await response.json()).toMatchObject({ errors: { contactEmail: 'Please enter a valid email address' } });
    });

    test('an arrival before today at the facility', async () => {
      const yesterday = addDays(facilityToday(), -1);
      const response = await post(reservationForm(outer1.id, { arrivalDate: yesterday, departureDate: addDays(yesterday, 3) }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: { arrivalDate: 'Arrival date cannot be in the past' } });
    });

    test('an arrival today is fine', async () => {
      expect((await post(reservationForm(outer1.id, stay(0, 1)))).status).toBe(201);
    });

    test.each([
      ['the same day as the arrival', 0],
      ['before the arrival', -2],
    ])('a departure on %s', async (_case, offset) => {
      const arrivalDate = addDays(facilityToday(), 10);
      const response = await post(reservationForm(outer1.id, { arrivalDate, departureDate: addDays(arrivalDate, offset) }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: { departureDate: 'Departure date must be after the arrival date' } });
    });

    test('a draft of 21 ft, deeper than the form allows', async () => {
      const response = await post(reservationForm(outer1.id, { vesselDraft: 21 }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: { vesselDraft: 'Draft can be at most 20 ft' } });
    });

    test('a berth that does not exist', async () => {
      const response = await post(reservationForm(crypto.randomUUID()));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'Choose a berth', errors: { berthId: 'Choose a berth' } });
    });
  });

  describe('the berth must be free on its calendar and take the vessel', () => {
    const today = () => formatStayDate(facilityToday());
    test.each([
      [
        'Outer 2',
        () => `Outer 2 is occupied by another vessel from ${today()} until further notice. Please choose other dates or another berth.`,
      ],
      [
        'Outer 5',
        () =>
          `Outer 5 is occupied by another vessel from ${today()} to ${formatStayDate(addDays(facilityToday(), 21))}. ` +
          'Please choose other dates or another berth.',
      ],
      [
        'Inner 4',
        () => `Inner 4 is closed for maintenance from ${today()} until further notice. Please choose other dates or another berth.`,
      ],
    ])('%s, blocked on some of the stay’s days, answers 409 saying why', async (name, message) => {
      const response = await post(reservationForm(berthNamed(seeded, name).id));
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ message: message(), code: 'conflict' });
      expect(await storedCount()).toBe(0);
    });

    test('a berth occupied today is bookable for the days after its block ends, not one day sooner', async () => {
      const outer5 = berthNamed(seeded, 'Outer 5').id;
      expect((await post(reservationForm(outer5, stay(20, 27)))).status).toBe(409);
      expect((await post(reservationForm(outer5, stay(21, 28)))).status).toBe(201);
    });

    test('maintenance with no end blocks every date, up to the end of the booking horizon', async () => {
      const inner4 = berthNamed(seeded, 'Inner 4').id;
      expect((await post(reservationForm(inner4, stay(bookingHorizonDays, bookingHorizonDays + 7)))).status).toBe(409);
      expect(await storedCount()).toBe(0);
    });

    test('a vessel longer than the berth', async () => {
      const response = await post(reservationForm(berthNamed(seeded, 'Service Zone 1').id, { vesselLength: 120 }));
      expect(response.status).toBe(400);
      const message = 'Service Zone 1 is 100 ft long: too short for a 120 ft vessel. Please choose a longer berth.';
      expect(await response.json()).toMatchObject({ message, errors: { vesselLength: message } });
      expect(await storedCount()).toBe(0);
    });

    test('a vessel drawing more water than the berth allows', async () => {
      const response = await post(reservationForm(berthNamed(seeded, 'Inner 1').id, { vesselLength: 100, vesselDraft: 14 }));
      expect(response.status).toBe(400);
      const message = 'Inner 1 takes a draft of at most 12 ft: too shallow for a 14 ft draft. Please choose a deeper berth.';
      expect(await response.json()).toMatchObject({ message, errors: { vesselDraft: message } });
    });
  });

  describe('no double booking', () => {
    test('an overlapping stay on the same berth answers 409 and the first booking stands', async () => {
      const first = await reserve(harness, outer1.id, stay(10, 17));
      const response = await post(reservationForm(outer1.id, stay(16, 20)));
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ message: alreadyBooked, code: 'conflict' });
      const rows = await harness.db.select().from(berthReservations);
      expect(rows.map((row) => row.id)).toEqual([first.id]);
    });

    test('a stay inside another one, or around it, also overlaps', async () => {
      await reserve(harness, outer1.id, stay(10, 17));
      expect((await post(reservationForm(outer1.id, stay(12, 13)))).status).toBe(409);
      expect((await post(reservationForm(outer1.id, stay(5, 25)))).status).toBe(409);
    });

    test('same-day turnover: arriving the day the previous vessel leaves is allowed', async () => {
      await reserve(harness, outer1.id, stay(10, 17));
      expect((await post(reservationForm(outer1.id, stay(17, 20)))).status).toBe(201);
      expect((await post(reservationForm(outer1.id, stay(5, 10)))).status).toBe(201);
    });

    test('another berth on the same dates is fine', async () => {
      await reserve(harness, outer1.id, stay(10, 17));
      expect((await post(reservationForm(berthNamed(seeded, 'Outer 3').id, stay(10, 17)))).status).toBe(201);
    });

    test('a cancelled reservation does not block its dates', async () => {
      const first = await reserve(harness, outer1.id, stay(10, 17));
      await harness.db.update(berthReservations).set({ status: 'cancelled' }).where(eq(berthReservations.id, first.id));
      expect((await post(reservationForm(outer1.id, stay(10, 17)))).status).toBe(201);
    });

    test('50 overlapping requests at once: exactly one wins, 49 get 409, one row is stored', async () => {
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          post(reservationForm(outer1.id, { ...stay(10 + (index % 3), 15), vesselName: `Racer ${index}` })),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      const losers = responses.filter((response) => response.status === 409);
      for (const body of await Promise.all(losers.map((response) => response.json())))
        expect(body).toMatchObject({ message: alreadyBooked });
      expect(await storedCount()).toBe(1);
    });
  });

  test('creation is rate limited per IP: the 21st request within the hour answers 429', async () => {
    const limited = await createTestApp();
    const attempts = [];
    for (let index = 0; index < 21; index += 1) attempts.push(await sendJson(limited.app, 'POST', '/api/berth-reservations', {}));
    expect(attempts.slice(0, 20).map((response) => response.status)).toEqual(Array(20).fill(400));
    const last = attempts[20];
    expect(last?.status).toBe(429);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await last?.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes?\.$/),
    });
  });
});

describe('GET /api/berth-reservations/:id', () => {
  test('the browser that booked reads its reservation, never cached', async () => {
    const booked = await reserve(harness, outer1.id);
    const response = await get(booked.id, { Cookie: booked.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as ReservationView & Record<string, unknown>;
    expect(body).toMatchObject({ id: booked.id, berth: { name: 'Outer 1' }, totalCost: 7 * 75 * 120, lease: null });
    expect(body).not.toHaveProperty('checkoutTokenHash');
    expect(body).not.toHaveProperty('stripePaymentIntentId');
  });

  test('without the cookie, or with another browser’s, it is 404 like an unknown id', async () => {
    const booked = await reserve(harness, outer1.id);
    const stranger = await reserve(harness, berthNamed(seeded, 'Outer 3').id);
    const strangers: Record<string, string>[] = [{}, { Cookie: stranger.cookie }, { Cookie: 'berth_checkout=not-a-token' }];
    for (const headers of strangers) {
      const response = await get(booked.id, headers);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'Reservation not found', code: 'not_found' });
    }
    const unknown = await get(crypto.randomUUID(), { Cookie: booked.cookie });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'Reservation not found' });
  });

  test('an id that is not a UUID answers 404', async () => {
    const booked = await reserve(harness, outer1.id);
    const response = await get('12345', { Cookie: booked.cookie });
    expect(response.status).toBe(404);
  });
});
