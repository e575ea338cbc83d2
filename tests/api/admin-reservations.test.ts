import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Berth } from '#api/db/schema/index.ts';
import { auditLog, berthBlocks, berthReservations, clientNotifications, mailOutbox, testPaymentIntents } from '#api/db/schema/index.ts';
import type { PaymentProvider } from '#api/payments/provider.ts';
import { expireHolds } from '#api/services/holds/expire-holds.ts';
import {
  beingDeclinedMessage,
  declineClaimMs,
  declineReservation,
  refundedButChangedMessage,
  refundFailedMessage,
} from '#api/services/reservations/lifecycle/decline.ts';
import { adminReservationViewSchema, berthBlockViewSchema, berthCalendarViewSchema } from '#shared/admin-reservation-views.ts';
import { reservationViewSchema, type BerthView } from '#shared/berth-views.ts';
import { earlyStayNotes } from '#shared/early-stay-words.ts';
import { addDays, formatStayDate } from '#shared/stay-dates.ts';
import { testServiceContext } from '#tests/setup/service-context.ts';
import { signedInCustomer, signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, reserve, seedBerths, stay, type TestHarness } from './berth-booking-fixtures.ts';
import { createReservation, paymentCalls, storedReservation } from './payments-fixtures.ts';

const hour = 3_600_000;
const monthDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

let harness: TestHarness;
let staff: SignedIn;
let outer1: Berth;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  outer1 = berthNamed(await seedBerths(harness.db), 'Outer 1');
  staff = await signedInStaff(harness.db, harness.clock);
});

const { openIntent, payInTestMode } = paymentCalls(() => harness.app);
const payWithCard = (clientSecret: string) =>
  sendJson(harness.app, 'POST', '/api/payments/test/confirm', { clientSecret, cardNumber: '4242424242424242' });

const paidReservation = async () => payInTestMode(await createReservation(harness.db));

const asStaff = (method: string, path: string, body?: unknown, who: SignedIn = staff) =>
  sendJson(harness.app, method, path, body, { Cookie: who.cookie });
const patchStatus = (id: string, status: string, who?: SignedIn) => asStaff('PATCH', `/api/berth-reservations/${id}`, { status }, who);
const auditRows = (entityId: string) => harness.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
const mailsTo = (to: string) => harness.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

async function setStatus(id: string, status: 'confirmed' | 'active' | 'completed' | 'cancelled') {
  await harness.db.update(berthReservations).set({ status, holdExpiresAt: null }).where(eq(berthReservations.id, id));
}

describe('who may use the staff reservation routes', () => {
  const id = '6f9f2c1e-8a57-4d8e-9c0b-2f3e4a5b6c7d';
  const routes: [string, () => string, unknown?][] = [
    ['GET', () => '/api/berth-reservations'],
    ['PATCH', () => `/api/berth-reservations/${id}`, { status: 'confirmed' }],
    ['POST', () => `/api/admin/reservations/${id}/cancel-hold`],
    ['GET', () => `/api/admin/berths/${outer1.id}/blocks`],
    ['POST', () => `/api/admin/berths/${outer1.id}/blocks`, { kind: 'maintenance', startsOn: '2030-01-01' }],
    ['DELETE', () => `/api/admin/berths/${outer1.id}/blocks/${id}`],
    ['GET', () => `/api/admin/berths/${outer1.id}/calendar?from=2030-01-01&to=2030-02-01`],
  ];

  test.each(routes)('%s %s: 401 signed out, 401 for a checkout holder, 403 for a customer', async (method, path, body) => {
    expect((await sendJson(harness.app, method, path(), body)).status).toBe(401);
    const holder = await reserve(harness, outer1.id, stay(40, 42));
    expect((await sendJson(harness.app, method, path(), body, { Cookie: holder.cookie })).status).toBe(401);
    const customer = await signedInCustomer(harness.db, harness.clock);
    const refused = await sendJson(harness.app, method, path(), body, { Cookie: customer.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'This page is for marina staff only.' });
  });
});

describe('GET /api/berth-reservations (staff)', () => {
  test('lists every reservation newest first with berth, payment, hold time left, age and the overdue flag', async () => {
    const held = await reserve(harness, outer1.id, stay(30, 33));
    await harness.db
      .update(berthReservations)
      .set({ createdAt: new Date(harness.clock.now().getTime() - 10 * 60_000) })
      .where(eq(berthReservations.id, held.id));
    const { reservation: paid } = await paidReservation();
    await harness.db
      .update(berthReservations)
      .set({ paidAt: new Date(harness.clock.now().getTime() - 25 * hour) })
      .where(eq(berthReservations.id, paid.id));

    const response = await asStaff('GET', '/api/berth-reservations');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const rows = adminReservationViewSchema.array().parse(await response.json());
    expect(rows.map((row) => row.id)).toEqual([paid.id, held.id]);
    expect(rows[0]).toMatchObject({ berthName: 'Outer 1', paymentStatus: 'paid', holdMinutesLeft: null, waitingTooLong: true });
    expect(rows[1]).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', waitingTooLong: false, ageMinutes: 10 });
    expect(rows[1]?.holdMinutesLeft).toBe(harness.config.holdMinutes);
  });

  test('filters by status, berth and dates, and pages with a Link header', async () => {
    const early = await reserve(harness, outer1.id, stay(30, 33));
    const late = await reserve(harness, outer1.id, stay(60, 63));
    await setStatus(late.id, 'confirmed');
    const ids = async (query: string) =>
      ((await (await asStaff('GET', `/api/berth-reservations?${query}`)).json()) as { id: string }[]).map((row) => row.id);

    expect(await ids('status=confirmed')).toEqual([late.id]);
    expect(await ids(`berthId=${outer1.id}&from=${stay(29, 34).arrivalDate}&to=${stay(29, 34).departureDate}`)).toEqual([early.id]);
    expect(await ids(`berthId=${crypto.randomUUID()}`)).toEqual([]);
    const first = await asStaff('GET', '/api/berth-reservations?limit=1');
    expect(first.headers.get('link')).toMatch(/^<\/api\/berth-reservations\?limit=1&cursor=[\w-]+>; rel="next"$/);
    expect((await asStaff('GET', '/api/berth-reservations?status=finished')).status).toBe(400);
  });
});

describe('PATCH /api/berth-reservations/:id', () => {
  test('approving an unpaid hold ends the hold, so the expiry worker leaves it; the customer is mailed and notified; audited', async () => {
    const customer = await signedInCustomer(harness.db, harness.clock);
    const held = await reserve(harness, outer1.id, stay(30, 33));
    await harness.db.update(berthReservations).set({ customerId: customer.id }).where(eq(berthReservations.id, held.id));

    const response = await patchStatus(held.id, 'confirmed');
    expect(response.status).toBe(200);
    expect(reservationViewSchema.parse(await response.json())).toMatchObject({
      status: 'confirmed',
      holdExpiresAt: null,
      paymentStatus: 'unpaid',
    });

    harness.clock.advance(harness.config.holdMinutes * 60_000 + hour);
    await expireHolds(testServiceContext({ db: harness.db, payments: harness.payments, clock: harness.clock }));
    expect((await storedReservation(harness.db, held.id)).status).toBe('confirmed');

    const [mail] = await mailsTo('claire@grandisle.example').then((mails) => mails.filter((sent) => sent.kind === 'reservation-approved'));
    expect(mail?.subject).toContain('Reservation approved: Outer 1');
    expect(mail?.text).toContain('Payment is settled with the marina office, on arrival or by invoice.');
    const notices = await harness.db.select().from(clientNotifications).where(eq(clientNotifications.customerId, customer.id));
    expect(notices).toEqual([
      expect.objectContaining({
        type: 'reservation-approved',
        title: 'Reservation approved',
        actionUrl: '/customer/dashboard?tab=reservations',
      }),
    ]);
    expect(await auditRows(held.id)).toEqual([
      expect.objectContaining({
        action: 'reservation.approved',
        entityType: 'reservation',
        actorUserId: staff.id,
        actorName: 'harbormaster',
        customerId: customer.id,
        before: expect.objectContaining({ status: 'pending', holdExpiresAt: expect.any(String) }),
        after: expect.objectContaining({ status: 'confirmed', holdExpiresAt: null }),
      }),
    ]);
  });

  test('a guest’s approval mails them and notifies nobody; start and complete follow, each audited', async () => {
    const { reservation } = await paidReservation();
    expect((await patchStatus(reservation.id, 'confirmed')).status).toBe(200);
    const started = await patchStatus(reservation.id, 'active');
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({ status: 'active' });
    const completed = await patchStatus(reservation.id, 'completed');
    expect(await completed.json()).toMatchObject({ status: 'completed' });

    expect(await harness.db.$count(clientNotifications)).toBe(0);
    const approval = (await mailsTo(reservation.contactEmail)).find((mail) => mail.kind === 'reservation-approved');
    expect(approval?.text).toContain('Your payment has been received, so there is nothing more to pay.');
    expect((await auditRows(reservation.id)).map((row) => row.action).sort()).toEqual([
      'reservation.approved',
      'reservation.completed',
      'reservation.started',
    ]);
  });

  test.each([
    ['pending', 'active', 'This reservation is pending, so it cannot become active: it can only become confirmed or cancelled.'],
    ['pending', 'completed', 'This reservation is pending, so it cannot become completed: it can only become confirmed or cancelled.'],
    ['confirmed', 'confirmed', 'This reservation is confirmed, so it cannot become confirmed: it can only become active.'],
    ['confirmed', 'cancelled', 'This reservation is confirmed, so it cannot become cancelled: it can only become active.'],
    ['confirmed', 'completed', 'This reservation is confirmed, so it cannot become completed: it can only become active.'],
    ['active', 'cancelled', 'This reservation is active, so it cannot become cancelled: it can only become completed.'],
    ['completed', 'active', 'This reservation is completed, so it cannot become active: it cannot be changed any more.'],
    ['cancelled', 'confirmed', 'This reservation is cancelled, so it cannot become confirmed: it cannot be changed any more.'],
  ] as const)('%s → %s is refused with 409 and nothing changes', async (from, to, message) => {
    const { reservation } = await createReservation(harness.db);
    if (from !== 'pending') await setStatus(reservation.id, from);
    const before = await storedReservation(harness.db, reservation.id);

    const response = await patchStatus(reservation.id, to);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message });
    expect(await storedReservation(harness.db, reservation.id)).toEqual(before);
    expect(await auditRows(reservation.id)).toEqual([]);
    expect(await harness.db.$count(mailOutbox, eq(mailOutbox.to, reservation.contactEmail))).toBe(0);
  });

  test('a status that is not a move, and an unknown reservation, are refused', async () => {
    const { reservation } = await createReservation(harness.db);
    expect((await patchStatus(reservation.id, 'pending')).status).toBe(400);
    expect((await patchStatus(crypto.randomUUID(), 'confirmed')).status).toBe(404);
  });

  test('a hold that ran out cannot be approved', async () => {
    const held = await reserve(harness, outer1.id, stay(30, 33));
    await harness.db
      .update(berthReservations)
      .set({ holdExpiresAt: new Date(harness.clock.now().getTime() - 60_000) })
      .where(eq(berthReservations.id, held.id));
    const response = await patchStatus(held.id, 'confirmed');
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/^The hold on this reservation ran out/);
  });

  test('declining a paid reservation refunds it in test payment mode, mails the customer and is audited', async () => {
    const { reservation, intent } = await paidReservation();
    const response = await patchStatus(reservation.id, 'cancelled');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      paidAmount: reservation.totalCost,
      cancellationReason: 'Declined by the harbor office.',
    });
    const [testIntent] = await harness.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(testIntent?.refundedAmount).toBe(reservation.totalCost);
    const declined = (await mailsTo(reservation.contactEmail)).find((mail) => mail.kind === 'reservation-declined');
    expect(declined?.text).toContain('has been refunded in full to your card');
    expect(await auditRows(reservation.id)).toEqual([
      expect.objectContaining({
        action: 'reservation.declined',
        before: expect.objectContaining({ paymentStatus: 'paid' }),
        after: expect.objectContaining({ status: 'cancelled', paymentStatus: 'refunded' }),
      }),
    ]);
  });

  test('a decision landing while a paid decline refunds leaves the refund on record and answers 409', async () => {
    const { reservation } = await paidReservation();
    const provider = harness.payments;
    if (!provider) throw new Error('test payments missing');
    // Another staff member approves between the refund and the decline's lock.
    const racing: PaymentProvider = {
      ...provider,
      refund: async (input) => {
        await provider.refund(input);
        await setStatus(reservation.id, 'confirmed');
      },
    };
    const ctx = testServiceContext({ db: harness.db, payments: racing, clock: harness.clock });
    await expect(declineReservation(ctx, reservation.id)).rejects.toMatchObject({ status: 409, message: refundedButChangedMessage });
    expect(await storedReservation(harness.db, reservation.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'refunded',
      paidAmount: reservation.totalCost,
    });
  });

  test('an approval sent while a paid decline refunds is refused, and the decline completes', async () => {
    const { reservation } = await paidReservation();
    const provider = harness.payments;
    if (!provider) throw new Error('test payments missing');
    let approval: Response | undefined;
    const racing: PaymentProvider = {
      ...provider,
      refund: async (input) => {
        await provider.refund(input);
        approval = await patchStatus(reservation.id, 'confirmed');
      },
    };
    const ctx = testServiceContext({ db: harness.db, payments: racing, clock: harness.clock });
    await expect(declineReservation(ctx, reservation.id)).resolves.toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(approval?.status).toBe(409);
    expect(await approval?.json()).toMatchObject({ message: beingDeclinedMessage });
    expect(await storedReservation(harness.db, reservation.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      declineStartedAt: null,
    });
  });

  test('a decline whose refund fails lets the reservation be approved at once', async () => {
    const { reservation } = await paidReservation();
    const provider = harness.payments;
    if (!provider) throw new Error('test payments missing');
    const failing: PaymentProvider = { ...provider, refund: () => Promise.reject(new Error('card network down')) };
    const ctx = testServiceContext({ db: harness.db, payments: failing, clock: harness.clock });
    await expect(declineReservation(ctx, reservation.id)).rejects.toMatchObject({ status: 503, message: refundFailedMessage });
    expect((await patchStatus(reservation.id, 'confirmed')).status).toBe(200);
  });

  test('a decline cut off before it finished holds the reservation back for five minutes only', async () => {
    const { reservation } = await paidReservation();
    await harness.db
      .update(berthReservations)
      .set({ declineStartedAt: harness.clock.now() })
      .where(eq(berthReservations.id, reservation.id));
    const refused = await patchStatus(reservation.id, 'confirmed');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: beingDeclinedMessage });
    harness.clock.advance(declineClaimMs);
    expect((await patchStatus(reservation.id, 'confirmed')).status).toBe(200);
  });

  test('declining an unpaid reservation closes its open card payment', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const intent = await openIntent(reservation.id, cookie);
    expect((await patchStatus(reservation.id, 'cancelled')).status).toBe(200);
    const [testIntent] = await harness.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(testIntent?.status).toBe('canceled');
    expect((await payWithCard(intent.clientSecret)).status).not.toBe(200);
    expect(await storedReservation(harness.db, reservation.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
  });

  test('a failing audit leaves the approval undone', async () => {
    const held = await reserve(harness, outer1.id, stay(30, 33));
    // A constraint refusing this staff member's audit rows makes the audit fail inside the approval's transaction.
    const ghost = await signedInStaff(harness.db, harness.clock, { username: 'relief-clerk' });
    await harness.db.execute(`alter table audit_log add constraint audit_test_refusal check (actor_name <> 'relief-clerk')`);
    try {
      expect((await patchStatus(held.id, 'confirmed', ghost)).status).toBe(500);
    } finally {
      await harness.db.execute('alter table audit_log drop constraint audit_test_refusal');
    }
    expect((await storedReservation(harness.db, held.id)).status).toBe('pending');
    expect(await harness.db.$count(mailOutbox, eq(mailOutbox.kind, 'reservation-approved'))).toBe(0);
  });

  test('concurrent moves of one reservation run one after the other: one approval, one refusal, one audit row', async () => {
    const { reservation } = await createReservation(harness.db);
    const answers = await Promise.all([
      patchStatus(reservation.id, 'confirmed'),
      patchStatus(reservation.id, 'confirmed'),
      patchStatus(reservation.id, 'cancelled'),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect(await auditRows(reservation.id)).toHaveLength(1);
    const [audit] = await auditRows(reservation.id);
    expect((await storedReservation(harness.db, reservation.id)).status).toBe(
      audit?.action === 'reservation.approved' ? 'confirmed' : 'cancelled',
    );
    expect(await harness.db.$count(mailOutbox, eq(mailOutbox.to, reservation.contactEmail))).toBe(1);
  });
});

describe('availability after a staff decision', () => {
  const outer1Free = async (dates: { arrivalDate: string; departureDate: string }) => {
    const response = await harness.app.request(`/api/berths?arrival=${dates.arrivalDate}&departure=${dates.departureDate}`);
    return ((await response.json()) as BerthView[]).find((berth) => berth.name === 'Outer 1')?.availability?.free;
  };

  test.each([
    ['a declined request', (id: string) => patchStatus(id, 'cancelled')],
    ['a cancelled hold', (id: string) => asStaff('POST', `/api/admin/reservations/${id}/cancel-hold`)],
  ])('%s frees its berth in availability at once', async (_what, decide) => {
    const dates = stay(30, 33);
    const held = await reserve(harness, outer1.id, dates);
    // Read first, so the shared answer of these dates says booked.
    expect(await outer1Free(dates)).toBe(false);
    expect((await decide(held.id)).status).toBe(200);
    expect(await outer1Free(dates)).toBe(true);
  });
});

describe('early arrivals and departures', () => {
  // 03:00 UTC is 21:00 or 22:00 the evening before at the facility; 18:00 UTC is the afternoon of the same day.
  const facilityEveningBefore = (date: string) => new Date(`${date}T03:00:00Z`);
  const facilityAfternoonOf = (date: string) => new Date(`${date}T18:00:00Z`);
  const staffRow = async (id: string) => {
    const rows = adminReservationViewSchema.array().parse(await (await asStaff('GET', '/api/berth-reservations')).json());
    return rows.find((row) => row.id === id);
  };
  const auditAfter = async (id: string, action: string) => (await auditRows(id)).find((row) => row.action === action)?.after;
  // A staff session does not last days, so the office signs in again at each moment.
  const at = async (moment: Date) => {
    harness.clock.set(moment);
    staff = await signedInStaff(harness.db, harness.clock, { username: `harbormaster-${moment.getTime()}` });
  };

  test('a status alone starts a stay before its arrival day and completes it before its departure, each recorded and audited', async () => {
    const { reservation } = await createReservation(harness.db);
    await setStatus(reservation.id, 'confirmed');
    await at(facilityEveningBefore(reservation.arrivalDate));
    const dayBeforeArrival = addDays(reservation.arrivalDate, -1);

    const started = await patchStatus(reservation.id, 'active');
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({ status: 'active' });
    expect(await staffRow(reservation.id)).toMatchObject({ earlyArrivalOn: dayBeforeArrival, earlyDepartureOn: null });
    expect(await auditAfter(reservation.id, 'reservation.started')).toMatchObject({ status: 'active', earlyArrivalOn: dayBeforeArrival });

    await at(facilityAfternoonOf(addDays(reservation.departureDate, -2)));
    expect((await patchStatus(reservation.id, 'completed')).status).toBe(200);
    const row = await staffRow(reservation.id);
    expect(row).toMatchObject({ status: 'completed', earlyDepartureOn: addDays(reservation.departureDate, -2) });
    expect(row && earlyStayNotes(row)).toEqual([
      `Arrived early on ${monthDay(dayBeforeArrival)} (due ${monthDay(reservation.arrivalDate)})`,
      `Left early on ${monthDay(addDays(reservation.departureDate, -2))} (due ${monthDay(reservation.departureDate)})`,
    ]);
    expect(await auditAfter(reservation.id, 'reservation.completed')).toMatchObject({
      earlyArrivalOn: dayBeforeArrival,
      earlyDepartureOn: addDays(reservation.departureDate, -2),
    });
  });

  test('starting on the arrival day and completing on or after the departure day records nothing early', async () => {
    const { reservation } = await createReservation(harness.db);
    await setStatus(reservation.id, 'confirmed');
    await at(facilityAfternoonOf(reservation.arrivalDate));
    expect((await patchStatus(reservation.id, 'active')).status).toBe(200);
    await at(facilityAfternoonOf(addDays(reservation.departureDate, 1)));
    expect((await patchStatus(reservation.id, 'completed')).status).toBe(200);

    expect(await staffRow(reservation.id)).toMatchObject({ status: 'completed', earlyArrivalOn: null, earlyDepartureOn: null });
    expect(await auditAfter(reservation.id, 'reservation.completed')).toMatchObject({ earlyArrivalOn: null, earlyDepartureOn: null });
  });
});

describe('POST /api/admin/reservations/:id/cancel-hold', () => {
  test('cancels an unpaid hold, mails the customer, audits it; anything else is 409', async () => {
    const held = await reserve(harness, outer1.id, stay(30, 33));
    const response = await asStaff('POST', `/api/admin/reservations/${held.id}/cancel-hold`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'The hold was cancelled by the harbor office.',
    });
    expect((await auditRows(held.id)).map((row) => row.action)).toEqual(['reservation.cancelled']);
    expect(
      await harness.db.$count(mailOutbox, and(eq(mailOutbox.kind, 'reservation-declined'), eq(mailOutbox.to, 'claire@grandisle.example'))),
    ).toBe(1);

    const again = await asStaff('POST', `/api/admin/reservations/${held.id}/cancel-hold`);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      message: 'Only an unpaid reservation that is still held for payment can have its hold cancelled.',
    });
    const { reservation: paid } = await paidReservation();
    expect((await asStaff('POST', `/api/admin/reservations/${paid.id}/cancel-hold`)).status).toBe(409);
    expect((await storedReservation(harness.db, paid.id)).status).toBe('pending');
  });
});

describe('berth blocks and the calendar', () => {
  const blocksPath = () => `/api/admin/berths/${outer1.id}/blocks`;

  test('a block is added, listed, shown on the calendar beside the stays, and removed; each change audited', async () => {
    const held = await reserve(harness, outer1.id, stay(10, 13));
    const added = await asStaff('POST', blocksPath(), {
      kind: 'maintenance',
      startsOn: stay(20, 0).arrivalDate,
      endsOn: stay(25, 0).arrivalDate,
      note: 'Fender repair',
    });
    expect(added.status).toBe(201);
    const block = berthBlockViewSchema.parse(await added.json());
    expect(block).toMatchObject({ berthId: outer1.id, kind: 'maintenance', note: 'Fender repair' });

    expect(
      berthBlockViewSchema
        .array()
        .parse(await (await asStaff('GET', blocksPath())).json())
        .map((row) => row.id),
    ).toEqual([block.id]);
    const range = stay(0, 28);
    const calendar = berthCalendarViewSchema.parse(
      await (await asStaff('GET', `/api/admin/berths/${outer1.id}/calendar?from=${range.arrivalDate}&to=${range.departureDate}`)).json(),
    );
    expect(calendar).toMatchObject({
      berth: { id: outer1.id, name: 'Outer 1' },
      stays: [expect.objectContaining({ id: held.id, status: 'pending' })],
      blocks: [expect.objectContaining({ id: block.id })],
    });

    const removed = await asStaff('DELETE', `${blocksPath()}/${block.id}`);
    expect(removed.status).toBe(204);
    expect(await harness.db.$count(berthBlocks, eq(berthBlocks.id, block.id))).toBe(0);
    expect((await asStaff('DELETE', `${blocksPath()}/${block.id}`)).status).toBe(404);
    expect((await auditRows(block.id)).map((row) => row.action).sort()).toEqual(['berth-block.added', 'berth-block.removed']);
  });

  test('a block overlapping a stay is refused with 409 naming the stay, and nothing is written', async () => {
    const held = await reserve(harness, outer1.id, stay(10, 17));
    const { reservationNumber } = await storedReservation(harness.db, held.id);
    const response = await asStaff('POST', blocksPath(), {
      kind: 'occupied',
      vesselName: 'M/V Bayou Star',
      startsOn: stay(15, 0).arrivalDate,
      endsOn: stay(20, 0).arrivalDate,
    });
    expect(response.status).toBe(409);
    const dates = `${formatStayDate(stay(10, 17).arrivalDate)} to ${formatStayDate(stay(10, 17).departureDate)}`;
    expect((await response.json()).message).toBe(
      `Outer 1 is booked for some of those days: reservation ${reservationNumber}, M/V Grand Isle Runner, ${dates}. ` +
        'Move or cancel that stay first.',
    );
    expect(await harness.db.$count(berthBlocks, eq(berthBlocks.berthId, outer1.id))).toBe(0);
    expect(await harness.db.$count(auditLog)).toBe(0);
  });

  test('a block of another berth is not removed through this one; bad input and unknown berths are refused', async () => {
    const other = (await seedBerths(harness.db)).get('Outer 2');
    if (!other) throw new Error('Outer 2 missing');
    const added = await asStaff('POST', `/api/admin/berths/${other.id}/blocks`, { kind: 'maintenance', startsOn: stay(5, 0).arrivalDate });
    const { id } = (await added.json()) as { id: string };
    expect((await asStaff('DELETE', `${blocksPath()}/${id}`)).status).toBe(404);
    const wrongEnd = await asStaff('POST', blocksPath(), { kind: 'maintenance', startsOn: '2030-05-02', endsOn: '2030-05-01' });
    expect(wrongEnd.status).toBe(400);
    expect(await wrongEnd.json()).toMatchObject({ errors: { endsOn: 'End date must be after the start date' } });
    expect((await asStaff('GET', `/api/admin/berths/${crypto.randomUUID()}/calendar?from=2030-01-01&to=2030-02-01`)).status).toBe(404);
    expect((await asStaff('GET', `/api/admin/berths/${outer1.id}/calendar?from=2030-02-01&to=2030-01-01`)).status).toBe(400);
  });
});
