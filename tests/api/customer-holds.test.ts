import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { berthReservations, clientNotifications } from '#api/db/schema/index.ts';
import { customerReservationSchema } from '#shared/customer-views.ts';
import { signedInCustomer, type SignedIn } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import {
  berthNamed,
  checkoutCookie,
  reservationForm,
  reserve,
  seedBerths,
  type Booked,
  type TestHarness,
} from './berth-booking-fixtures.ts';
import { registered } from './customer-account-fixtures.ts';
import { storedReservation } from './payments-fixtures.ts';

let harness: TestHarness;
let berthId: string;
let owner: SignedIn;
let stranger: SignedIn;
const ownerEmail = 'marguerite@bayoulafourche.example';

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  berthId = berthNamed(await seedBerths(harness.db), 'Outer 1').id;
  owner = await signedInCustomer(harness.db, harness.clock, { email: ownerEmail });
  stranger = await signedInCustomer(harness.db, harness.clock, { email: 'stranger@example.com' });
});

const release = (id: string, cookie?: string) =>
  sendJson(harness.app, 'POST', `/api/customer/reservations/${id}/release`, undefined, cookie ? { Cookie: cookie } : {});
const released = z.object({ reservation: customerReservationSchema.strict() });

const notices = (customerId: string) =>
  harness.db
    .select({ type: clientNotifications.type, message: clientNotifications.message })
    .from(clientNotifications)
    .where(eq(clientNotifications.customerId, customerId));

/** A guest hold, made signed out (a fresh browser) with `email`. */
const guestHold = (email: string): Promise<Booked> => reserve(harness, berthId, { contactEmail: email });

describe('a booking made with an account’s email', () => {
  test('a verified account gets it at once, any letter case, with a notice naming it', async () => {
    const booked = await guestHold(ownerEmail.toUpperCase());
    const stored = await storedReservation(harness.db, booked.id);
    expect(stored.customerId).toBe(owner.id);
    expect(await notices(owner.id)).toEqual([
      {
        type: 'reservation-linked',
        message: `A reservation made with your email was added to your account: ${stored.reservationNumber} for M/V Grand Isle Runner.`,
      },
    ]);
    const list = await harness.app.request('/api/customer/reservations', { headers: { Cookie: owner.cookie } });
    expect((await list.json()).map((row: { id: string }) => row.id)).toEqual([booked.id]);
    expect(await notices(stranger.id)).toEqual([]);
  });

  test('the guest keeps the checkout and learns nothing of the account', async () => {
    const response = await sendJson(harness.app, 'POST', '/api/berth-reservations', reservationForm(berthId, { contactEmail: ownerEmail }));
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toContain(owner.id);
    expect(text).not.toContain('Danielle');
    const { id, onAccount } = JSON.parse(text) as { id: string; onAccount: boolean };
    expect(onAccount).toBe(false);
    const read = (cookie: string) => harness.app.request(`/api/berth-reservations/${id}`, { headers: { Cookie: cookie } });
    expect(await (await read(checkoutCookie(response))).json()).toMatchObject({ id, onAccount: false });
    expect(await (await read(owner.cookie)).json()).toMatchObject({ id, onAccount: true });
  });

  test('a signed-in customer’s booking stays theirs, whatever email it names', async () => {
    const response = await sendJson(
      harness.app,
      'POST',
      '/api/berth-reservations',
      reservationForm(berthId, { contactEmail: ownerEmail }),
      {
        Cookie: stranger.cookie,
      },
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await storedReservation(harness.db, id)).customerId).toBe(stranger.id);
    expect(await notices(owner.id)).toEqual([]);
  });

  test('an unverified account gets it only once the email is verified', async () => {
    const email = 'rene@pointeauxchenes.example';
    const account = await registered(harness, { email });
    const booked = await guestHold(email);
    expect((await storedReservation(harness.db, booked.id)).customerId).toBeNull();
    expect(await notices(account.customer.id)).toEqual([]);
    const verified = await sendJson(harness.app, 'POST', '/api/customers/verify-email', { token: account.verifyToken });
    expect(verified.status).toBe(200);
    expect((await storedReservation(harness.db, booked.id)).customerId).toBe(account.customer.id);
  });
});

describe('POST /api/customer/reservations/:id/release', () => {
  test('releases the owner’s live hold and frees the berth at once', async () => {
    const booked = await guestHold(ownerEmail);
    expect((await sendJson(harness.app, 'POST', '/api/berth-reservations', reservationForm(berthId))).status).toBe(409);

    const response = await release(booked.id, owner.cookie);
    expect(response.status).toBe(200);
    const { reservation } = released.parse(await response.json());
    expect(reservation).toMatchObject({ id: booked.id, status: 'cancelled', holdExpiresAt: null, holdExpired: false, paid: false });
    expect(reservation.cancellationReason).toBe('You released the hold before payment.');

    expect((await sendJson(harness.app, 'POST', '/api/berth-reservations', reservationForm(berthId))).status).toBe(201);
  });

  test('another customer’s, an unknown or a malformed id answers 404 and nothing changes', async () => {
    const booked = await guestHold(ownerEmail);
    for (const id of [booked.id, crypto.randomUUID(), 'not-a-uuid']) {
      const response = await release(id, stranger.cookie);
      expect(response.status, id).toBe(404);
    }
    // The answer of an unknown id: nothing says the reservation exists.
    expect(await (await release(booked.id, stranger.cookie)).json()).toMatchObject({ code: 'not_found', message: 'Reservation not found' });
    expect((await release(booked.id, booked.cookie)).status).toBe(401);
    expect((await storedReservation(harness.db, booked.id)).status).toBe('pending');
  });

  test('a paid reservation answers 409 and stays as it is', async () => {
    const booked = await guestHold(ownerEmail);
    await harness.db.update(berthReservations).set({ paymentStatus: 'paid', paidAmount: 1000 }).where(eq(berthReservations.id, booked.id));
    const response = await release(booked.id, owner.cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: 'This reservation is paid, so it is no longer a hold to release. To cancel it, please contact the marina office.',
    });
    expect(await storedReservation(harness.db, booked.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
  });

  test('an expired hold answers 409', async () => {
    const booked = await guestHold(ownerEmail);
    harness.clock.advance(harness.config.holdMinutes * 60_000 + 1000);
    const response = await release(booked.id, owner.cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: 'This reservation is no longer held for payment, so there is no hold to release.',
    });
    const list = await harness.app.request('/api/customer/reservations', { headers: { Cookie: owner.cookie } });
    expect(await list.json()).toEqual([expect.objectContaining({ id: booked.id, holdExpiresAt: null, holdExpired: true })]);
  });

  test('two releases at once: one releases, the other is refused', async () => {
    const booked = await guestHold(ownerEmail);
    const answers = await Promise.all([release(booked.id, owner.cookie), release(booked.id, owner.cookie)]);
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
    const refused = await answers.find((answer) => answer.status === 409)?.json();
    expect([
      'This hold is already being released. Please reload your reservations in a moment.',
      'This reservation is no longer held for payment, so there is no hold to release.',
    ]).toContain(refused.message);
    expect((await storedReservation(harness.db, booked.id)).status).toBe('cancelled');
  });
});
