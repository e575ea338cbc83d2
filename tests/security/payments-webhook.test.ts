import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousActor } from '#api/auth/actor.ts';
import { hashToken } from '#api/auth/tokens.ts';
import { berthReservations, mailOutbox, processedPaymentEvents } from '#api/db/schema/index.ts';
import { moveReservation } from '#api/services/reservations/lifecycle/reservation-lifecycle.ts';
import { confirmPayment } from '#api/services/payments/confirm-payment.ts';
import { beingDeclinedMessage, declineClaimMs } from '#api/services/reservations/lifecycle/decline.ts';
import { handlePaymentWebhook } from '#api/services/payments/handle-webhook.ts';
import { crashingDatabase } from '#tests/setup/crashing-database.ts';
import { testServiceContext } from '#tests/setup/service-context.ts';
import { signedInStaff } from '#tests/setup/signed-in.ts';
import { sendJson } from '#tests/setup/test-app.ts';
import { createReservation, outbox, paymentCalls, storedReservation } from '#tests/api/payments-fixtures.ts';
import { deliverWebhook, signedEvent, signWebhook, stripeWorld } from './payments-world.ts';

// The webhook believes only a fresh signature and Stripe's own record, handles each payment once
// however often it hears of it, and a process dying between Stripe and the database leaves a
// state that the next attempt completes exactly once: one payment, one refund, one set of mails.

const world = stripeWorld();
const { confirm, openIntent } = paymentCalls(() => world.harness.app);

async function reservationWithIntent() {
  const { reservation, cookie } = await createReservation(world.harness.db);
  const { paymentIntentId } = await openIntent(reservation.id, cookie);
  return { reservation, cookie, paymentIntentId };
}

/** The context of a process that dies at its first mail: the transaction that records the outcome rolls back. */
const dyingContext = (actor = testServiceContext({ db: world.harness.db, payments: null }).actor) =>
  testServiceContext({
    db: crashingDatabase(world.harness.db, mailOutbox),
    payments: world.harness.payments,
    clock: world.harness.clock,
    actor,
  });

test('a delivery captured and replayed after Stripe’s five minutes is refused 400, though its signature was genuine', async () => {
  const { reservation, paymentIntentId } = await reservationWithIntent();
  world.fake.succeed(paymentIntentId);
  const payload = JSON.stringify(world.fake.event('payment_intent.succeeded', paymentIntentId));
  const response = await deliverWebhook(world, payload, signWebhook(payload, Math.floor(Date.now() / 1000) - 10 * 60));
  expect(response.status).toBe(400);
  expect((await storedReservation(world.harness.db, reservation.id)).paymentStatus).toBe('unpaid');
  expect(await world.harness.db.$count(processedPaymentEvents)).toBe(0);
});

test('several events about one payment record it once and mail once', async () => {
  const { reservation, paymentIntentId } = await reservationWithIntent();
  world.fake.succeed(paymentIntentId);
  for (const eventId of ['evt_first', 'evt_second', 'evt_first', 'evt_third']) {
    const { payload, signature } = signedEvent(world, 'payment_intent.succeeded', paymentIntentId, eventId);
    expect((await deliverWebhook(world, payload, signature)).status).toBe(200);
  }
  expect(await storedReservation(world.harness.db, reservation.id)).toMatchObject({
    paymentStatus: 'paid',
    paidAmount: reservation.totalCost,
  });
  expect(await outbox(world.harness.db)).toHaveLength(2);
  expect(await world.harness.db.$count(processedPaymentEvents)).toBe(3);
});

test('an event about an intent neither Stripe nor the marina knows is acknowledged and changes nothing', async () => {
  const { reservation, paymentIntentId } = await reservationWithIntent();
  const event = world.fake.event('payment_intent.succeeded', paymentIntentId);
  const payload = JSON.stringify({ ...event, data: { object: { ...event.data.object, id: 'pi_nobody_knows', status: 'succeeded' } } });
  expect((await deliverWebhook(world, payload, signWebhook(payload))).status).toBe(200);
  expect((await storedReservation(world.harness.db, reservation.id)).paymentStatus).toBe('unpaid');
  expect(await outbox(world.harness.db)).toEqual([]);
});

test('the browser’s confirmation dying after Stripe said yes: nothing is half-recorded, and the retry records it once', async () => {
  const { reservation, cookie, paymentIntentId } = await reservationWithIntent();
  world.fake.succeed(paymentIntentId);
  const holder = { ...anonymousActor, checkoutTokenHash: hashToken(cookie.replace('berth_checkout=', '')) };

  await expect(confirmPayment(dyingContext(holder), { reservationId: reservation.id, paymentIntentId })).rejects.toThrow(
    'the process crashed',
  );
  expect((await storedReservation(world.harness.db, reservation.id)).paymentStatus).toBe('unpaid');
  expect(await outbox(world.harness.db)).toEqual([]);

  expect((await confirm(reservation.id, cookie, paymentIntentId)).status).toBe(200);
  const { payload, signature } = signedEvent(world, 'payment_intent.succeeded', paymentIntentId);
  expect((await deliverWebhook(world, payload, signature)).status).toBe(200);
  expect(await storedReservation(world.harness.db, reservation.id)).toMatchObject({
    paymentStatus: 'paid',
    paidAmount: reservation.totalCost,
  });
  expect(await outbox(world.harness.db)).toHaveLength(2);
});

test('a late payment refunded by a webhook that then died: the redelivery records the refund without refunding twice', async () => {
  const { reservation, paymentIntentId } = await reservationWithIntent();
  world.fake.succeed(paymentIntentId);
  // The hold ended while the card was being paid.
  await world.harness.db.update(berthReservations).set({ status: 'cancelled' }).where(eq(berthReservations.id, reservation.id));
  const { payload, signature } = signedEvent(world, 'payment_intent.succeeded', paymentIntentId, 'evt_late');

  await expect(handlePaymentWebhook(dyingContext(), { rawBody: payload, signature })).rejects.toThrow('the process crashed');
  expect(world.fake.refunds).toHaveLength(1);
  expect(await world.harness.db.$count(processedPaymentEvents)).toBe(0);

  expect((await deliverWebhook(world, payload, signature)).status).toBe(200);
  expect((await deliverWebhook(world, payload, signature)).status).toBe(200);
  expect(world.fake.refunds).toEqual([expect.objectContaining({ paymentIntent: paymentIntentId, amount: reservation.totalCost })]);
  expect(await storedReservation(world.harness.db, reservation.id)).toMatchObject({
    status: 'cancelled',
    paymentStatus: 'refunded',
    paidAmount: reservation.totalCost,
  });
  expect((await outbox(world.harness.db)).map((mail) => mail.kind).toSorted()).toEqual(['reservation-notification', 'reservation-refund']);
});

/**
 * The office declines again after a decline died between Stripe and the database: the dead
 * decline's claim holds the reservation back until it lapses, then the retry goes through.
 */
async function retryAfterTheCrashedClaim(reservationId: string, cookie: string): Promise<Response> {
  const decline = () =>
    sendJson(world.harness.app, 'PATCH', `/api/berth-reservations/${reservationId}`, { status: 'cancelled' }, { Cookie: cookie });
  const tooSoon = await decline();
  expect(tooSoon.status).toBe(409);
  expect(await tooSoon.json()).toMatchObject({ message: beingDeclinedMessage });
  world.harness.clock.advance(declineClaimMs);
  return decline();
}

test('a decline dying after Stripe refunded: the office’s retry declines it with no second refund', async () => {
  const { reservation, cookie, paymentIntentId } = await reservationWithIntent();
  world.fake.succeed(paymentIntentId);
  expect((await confirm(reservation.id, cookie, paymentIntentId)).status).toBe(200);

  await expect(moveReservation(dyingContext(), reservation.id, 'cancelled')).rejects.toThrow('the process crashed');
  expect(world.fake.refunds).toHaveLength(1);
  expect(await storedReservation(world.harness.db, reservation.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });

  const staff = await signedInStaff(world.harness.db, world.harness.clock);
  const retry = await retryAfterTheCrashedClaim(reservation.id, staff.cookie);
  expect(retry.status).toBe(200);
  expect(world.fake.refunds).toEqual([expect.objectContaining({ paymentIntent: paymentIntentId, amount: reservation.totalCost })]);
  expect(await storedReservation(world.harness.db, reservation.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  expect((await outbox(world.harness.db)).filter((mail) => mail.kind === 'reservation-declined')).toHaveLength(1);
});

// Stripe retries a webhook for three days, and the office may retry a decline the next day: by
// then Stripe may have forgotten the refund's idempotency key, and answers the retried refund with
// "already refunded". The money is back, so the record must follow, not fail for good.
test('a late payment’s webhook redelivered after Stripe forgot the refund’s key records the refund, nothing refunded twice', async () => {
  const { reservation, paymentIntentId } = await reservationWithIntent();
  world.fake.succeed(paymentIntentId);
  await world.harness.db.update(berthReservations).set({ status: 'cancelled' }).where(eq(berthReservations.id, reservation.id));
  const { payload, signature } = signedEvent(world, 'payment_intent.succeeded', paymentIntentId, 'evt_late');
  await expect(handlePaymentWebhook(dyingContext(), { rawBody: payload, signature })).rejects.toThrow('the process crashed');
  world.fake.forgetIdempotencyKeys();

  const redelivered = await deliverWebhook(world, payload, signWebhook(payload));
  expect(redelivered.status).toBe(200);
  expect(world.fake.refunds).toHaveLength(1);
  expect(await storedReservation(world.harness.db, reservation.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
});

test('a decline retried after Stripe forgot the refund’s key declines it; nothing is refunded twice', async () => {
  const { reservation, cookie, paymentIntentId } = await reservationWithIntent();
  world.fake.succeed(paymentIntentId);
  expect((await confirm(reservation.id, cookie, paymentIntentId)).status).toBe(200);
  await expect(moveReservation(dyingContext(), reservation.id, 'cancelled')).rejects.toThrow('the process crashed');
  world.fake.forgetIdempotencyKeys();

  const staff = await signedInStaff(world.harness.db, world.harness.clock);
  const retry = await retryAfterTheCrashedClaim(reservation.id, staff.cookie);
  expect(retry.status).toBe(200);
  expect(world.fake.refunds).toHaveLength(1);
  expect(await storedReservation(world.harness.db, reservation.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
});

test('a payment refunded only in part elsewhere is not taken for refunded: the decline is refused and nothing changes', async () => {
  const { reservation, cookie, paymentIntentId } = await reservationWithIntent();
  world.fake.succeed(paymentIntentId);
  expect((await confirm(reservation.id, cookie, paymentIntentId)).status).toBe(200);
  world.fake.refunds.push({ id: 're_dashboard', paymentIntent: paymentIntentId, amount: 100, idempotencyKey: undefined });

  const staff = await signedInStaff(world.harness.db, world.harness.clock);
  const decline = await sendJson(
    world.harness.app,
    'PATCH',
    `/api/berth-reservations/${reservation.id}`,
    { status: 'cancelled' },
    { Cookie: staff.cookie },
  );
  expect(decline.status).toBe(503);
  expect(await storedReservation(world.harness.db, reservation.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
});
