import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { seedReferenceData } from '#api/db/seed.ts';
import { berthReservations, mailOutbox, processedPaymentEvents } from '#api/db/schema/index.ts';
import { createStripeProvider } from '#api/payments/stripe.ts';
import { expireHolds } from '#api/services/holds/expire-holds.ts';
import { declineReservation } from '#api/services/reservations/lifecycle/decline.ts';
import { handlePaymentWebhook } from '#api/services/payments/handle-webhook.ts';
import type { BerthView } from '#shared/berth-views.ts';
import { crashingDatabase } from '#tests/setup/crashing-database.ts';
import { startFakeStripe, type FakeStripe } from '#tests/setup/fake-stripe-server.ts';
import { testServiceContext } from '#tests/setup/service-context.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { contactEmail, createReservation, outbox, paymentCalls, storedReservation } from './payments-fixtures.ts';

const webhookSecret = 'whsec_x';
const stripeEnvironment = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
};

let fake: FakeStripe;
let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  fake = await startFakeStripe();
});

afterAll(async () => {
  await fake.close();
});

beforeEach(async () => {
  fake.intents.clear();
  fake.refunds.length = 0;
  fake.failRefunds(null);
  const payments = createStripeProvider({ secretKey: 'sk_test_x', webhookSecret, api: fake.api });
  harness = await createTestApp(stripeEnvironment, { payments });
  await resetDatabase(harness.db);
  await seedReferenceData(harness.db);
});

const { createIntent, confirm, openIntent } = paymentCalls(() => harness.app);

// Stripe posts webhooks itself: no Origin, its own signature over the exact body.
function deliverWebhook(payload: string, signature: string | undefined) {
  return harness.app.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...(signature && { 'Stripe-Signature': signature }) },
    body: payload,
  });
}

const sign = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });

function signedEvent(type: string, intentId: string, eventId?: string) {
  const payload = JSON.stringify(fake.event(type, intentId, eventId));
  return { payload, signature: sign(payload) };
}

describe('Stripe provider: create-payment-intent', () => {
  test('creates a Stripe intent for exactly the total and hands the browser what Elements needs', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const response = await createIntent(reservation.id, cookie);

    expect(response.status).toBe(200);
    const body = await response.json();
    const intent = fake.intent(body.paymentIntentId);
    expect(body).toEqual({
      mode: 'stripe',
      clientSecret: intent.client_secret,
      paymentIntentId: intent.id,
      amount: reservation.totalCost,
      publishableKey: 'pk_test_x',
    });
    expect(intent).toMatchObject({
      amount: reservation.totalCost,
      currency: 'usd',
      metadata: { reservationId: reservation.id },
      receipt_email: contactEmail,
      automatic_payment_methods: { enabled: true },
    });
    expect(intent.description).toContain('M/V Gulf Runner');
  });

  test('asking again returns the same open intent; Stripe holds one', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const first = await openIntent(reservation.id, cookie);
    const second = await openIntent(reservation.id, cookie);

    expect(second).toEqual(first);
    expect(fake.intents.size).toBe(1);
  });

  test('an intent cancelled at Stripe is replaced by a new one', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const first = await openIntent(reservation.id, cookie);
    fake.cancel(first.paymentIntentId);

    const second = await openIntent(reservation.id, cookie);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(fake.intent(second.paymentIntentId).status).toBe('requires_payment_method');
    expect((await storedReservation(harness.db, reservation.id)).stripePaymentIntentId).toBe(second.paymentIntentId);
  });

  test('an unsigned lease gets 409 and Stripe is never asked', async () => {
    const { reservation, cookie } = await createReservation(harness.db, { lease: 'draft' });
    const response = await createIntent(reservation.id, cookie);

    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('Please sign the lease before paying.');
    expect(fake.intents.size).toBe(0);
  });

  test('the test-mode card endpoint does not exist with Stripe', async () => {
    const response = await sendJson(harness.app, 'POST', '/api/payments/test/confirm', {
      clientSecret: 'pi_x_secret_y',
      cardNumber: '4242424242424242',
    });
    expect(response.status).toBe(404);
  });
});

describe('Stripe provider: confirm-payment', () => {
  test('refused until Stripe reports success, then paid once with two mails, idempotently', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const { paymentIntentId } = await openIntent(reservation.id, cookie);
    const before = await storedReservation(harness.db, reservation.id);

    const early = await confirm(reservation.id, cookie, paymentIntentId);
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe('Payment has not been completed yet.');
    expect(await storedReservation(harness.db, reservation.id)).toEqual(before);

    fake.succeed(paymentIntentId);
    const paid = await confirm(reservation.id, cookie, paymentIntentId);
    expect(paid.status).toBe(200);
    expect((await paid.json()).reservation).toMatchObject({ status: 'pending', paymentStatus: 'paid', paidAmount: reservation.totalCost });

    const again = await confirm(reservation.id, cookie, paymentIntentId);
    expect(again.status).toBe(200);
    expect((await again.json()).reservation).toMatchObject({ paymentStatus: 'paid', paidAmount: reservation.totalCost });
    expect(await outbox(harness.db)).toHaveLength(2);
  });

  test("another reservation's succeeded intent: 409 and nothing changes", async () => {
    const mine = await createReservation(harness.db);
    const theirs = await createReservation(harness.db, { berthName: 'Inner 1' });
    await openIntent(mine.reservation.id, mine.cookie);
    const theirIntent = await openIntent(theirs.reservation.id, theirs.cookie);
    fake.succeed(theirIntent.paymentIntentId);
    const before = await storedReservation(harness.db, mine.reservation.id);

    const response = await confirm(mine.reservation.id, mine.cookie, theirIntent.paymentIntentId);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('This payment does not belong to this reservation.');
    expect(await storedReservation(harness.db, mine.reservation.id)).toEqual(before);
    expect(await outbox(harness.db)).toHaveLength(0);
  });

  test('an intent Stripe no longer knows is foreign, not an error', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const { paymentIntentId } = await openIntent(reservation.id, cookie);
    fake.intents.delete(paymentIntentId);

    const response = await confirm(reservation.id, cookie, paymentIntentId);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('This payment does not belong to this reservation.');
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  test('a bad or missing signature is refused 400 and nothing changes', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const { paymentIntentId } = await openIntent(reservation.id, cookie);
    fake.succeed(paymentIntentId);
    const { payload } = signedEvent('payment_intent.succeeded', paymentIntentId);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });

    for (const signature of [forged, undefined, 't=1,v1=00']) {
      const response = await deliverWebhook(payload, signature);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe('Invalid webhook signature');
    }
    expect((await storedReservation(harness.db, reservation.id)).paymentStatus).toBe('unpaid');
    expect(await harness.db.select().from(processedPaymentEvents)).toHaveLength(0);
  });

  test('payment_intent.succeeded marks the reservation paid; a replay changes nothing', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const { paymentIntentId } = await openIntent(reservation.id, cookie);
    fake.succeed(paymentIntentId);
    const { payload, signature } = signedEvent('payment_intent.succeeded', paymentIntentId);

    const response = await deliverWebhook(payload, signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    const paid = await storedReservation(harness.db, reservation.id);
    expect(paid).toMatchObject({ status: 'pending', paymentStatus: 'paid', paidAmount: reservation.totalCost });
    expect(await outbox(harness.db)).toHaveLength(2);

    const replay = await deliverWebhook(payload, signature);
    expect(replay.status).toBe(200);
    expect(await storedReservation(harness.db, reservation.id)).toEqual(paid);
    expect(await outbox(harness.db)).toHaveLength(2);
    expect(harness.logger.entries).toContainEqual(expect.objectContaining({ message: 'payment webhook already processed' }));
  });

  test('a payment the webhook records after its hold ran out shows the berth booked again at once', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const { paymentIntentId } = await openIntent(reservation.id, cookie);
    const holdEnds = new Date(harness.clock.now().getTime() + 60_000);
    await harness.db.update(berthReservations).set({ holdExpiresAt: holdEnds }).where(eq(berthReservations.id, reservation.id));
    const outer1 = async () => {
      const response = await harness.app.request(`/api/berths?arrival=${reservation.arrivalDate}&departure=${reservation.departureDate}`);
      const berths = (await response.json()) as BerthView[];
      return berths.find((berth) => berth.name === 'Outer 1')?.availability;
    };
    expect(await outer1()).toMatchObject({ free: false });
    harness.clock.set(new Date(holdEnds.getTime() + 1_000));
    // Read once after the hold ran out, so the shared answer of these dates says free.
    expect(await outer1()).toMatchObject({ free: true });

    fake.succeed(paymentIntentId);
    const { payload, signature } = signedEvent('payment_intent.succeeded', paymentIntentId);
    expect((await deliverWebhook(payload, signature)).status).toBe(200);

    expect(await storedReservation(harness.db, reservation.id)).toMatchObject({ paymentStatus: 'paid', holdExpiresAt: null });
    expect(await outer1()).toEqual({ free: false, fits: true, reason: 'Booked for these dates' });
  });

  test('concurrent redeliveries of one event record one payment and queue one set of mails', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const { paymentIntentId } = await openIntent(reservation.id, cookie);
    fake.succeed(paymentIntentId);
    const { payload, signature } = signedEvent('payment_intent.succeeded', paymentIntentId, 'evt_redelivered');

    const responses = await Promise.all([1, 2, 3].map(() => deliverWebhook(payload, signature)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await storedReservation(harness.db, reservation.id)).toMatchObject({ paymentStatus: 'paid', paidAmount: reservation.totalCost });
    expect(await outbox(harness.db)).toHaveLength(2);
    expect(await harness.db.select().from(processedPaymentEvents)).toEqual([expect.objectContaining({ id: 'evt_redelivered' })]);
  });

  test('a crash after the event is claimed and before its payment is recorded: the retry records the payment', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const { paymentIntentId } = await openIntent(reservation.id, cookie);
    fake.succeed(paymentIntentId);
    const { payload, signature } = signedEvent('payment_intent.succeeded', paymentIntentId, 'evt_crash');
    const dying = testServiceContext({ db: crashingDatabase(harness.db, mailOutbox), payments: harness.payments });

    await expect(handlePaymentWebhook(dying, { rawBody: payload, signature })).rejects.toThrow('the process crashed');
    expect((await storedReservation(harness.db, reservation.id)).paymentStatus).toBe('unpaid');
    expect(await harness.db.select().from(processedPaymentEvents)).toHaveLength(0);
    expect(await outbox(harness.db)).toHaveLength(0);

    const retry = await deliverWebhook(payload, signature);
    expect(retry.status).toBe(200);
    expect(await storedReservation(harness.db, reservation.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      paidAmount: reservation.totalCost,
    });
    expect(await outbox(harness.db)).toHaveLength(2);
    expect(await harness.db.select().from(processedPaymentEvents)).toEqual([expect.objectContaining({ id: 'evt_crash' })]);
  });

  test('a validly signed body that is not an event answers 400 and claims nothing', async () => {
    for (const payload of ['not json', '{"id": "evt_1", "type":', '[]', '"payment_intent.succeeded"', '{"id": "evt_1"}']) {
      const response = await deliverWebhook(payload, sign(payload));
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe('The webhook body is not a valid event');
    }
    expect(await harness.db.select().from(processedPaymentEvents)).toHaveLength(0);
  });

  test('the webhook and the browser both confirming give one payment and one set of mails', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const { paymentIntentId } = await openIntent(reservation.id, cookie);
    fake.succeed(paymentIntentId);
    const { payload, signature } = signedEvent('payment_intent.succeeded', paymentIntentId);

    const [webhook, browser] = await Promise.all([deliverWebhook(payload, signature), confirm(reservation.id, cookie, paymentIntentId)]);
    expect([webhook.status, browser.status]).toEqual([200, 200]);
    expect((await storedReservation(harness.db, reservation.id)).paymentStatus).toBe('paid');
    expect(await outbox(harness.db)).toHaveLength(2);
  });

  test('the event is not trusted: an intent Stripe says has not succeeded is not recorded', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const { paymentIntentId } = await openIntent(reservation.id, cookie);
    // Signed, but Stripe's own record of the intent says otherwise.
    const { payload, signature } = signedEvent('payment_intent.succeeded', paymentIntentId);

    expect((await deliverWebhook(payload, signature)).status).toBe(200);
    expect((await storedReservation(harness.db, reservation.id)).paymentStatus).toBe('unpaid');
  });

  test('other events, and intents of no reservation, are acknowledged and ignored', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const { paymentIntentId } = await openIntent(reservation.id, cookie);
    const failed = signedEvent('payment_intent.payment_failed', paymentIntentId);
    expect((await deliverWebhook(failed.payload, failed.signature)).status).toBe(200);

    const strayIntent = fake.intent(paymentIntentId);
    fake.intents.set('pi_stray', { ...strayIntent, id: 'pi_stray', status: 'succeeded' });
    const stray = signedEvent('payment_intent.succeeded', 'pi_stray');
    expect((await deliverWebhook(stray.payload, stray.signature)).status).toBe(200);

    expect((await storedReservation(harness.db, reservation.id)).paymentStatus).toBe('unpaid');
    expect(
      harness.logger.entries.filter((entry) => entry.message === 'payment webhook ignored').map((entry) => entry.fields.reason),
    ).toEqual(['event type not handled', 'no reservation has this payment intent']);
  });

  test('without STRIPE_WEBHOOK_SECRET every webhook is refused', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const { paymentIntentId } = await openIntent(reservation.id, cookie);
    fake.succeed(paymentIntentId);
    const unverifiable = await createTestApp(stripeEnvironment, {
      payments: createStripeProvider({ secretKey: 'sk_test_x', webhookSecret: undefined, api: fake.api }),
    });
    const { payload, signature } = signedEvent('payment_intent.succeeded', paymentIntentId);

    const response = await unverifiable.app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
    expect(response.status).toBe(400);
    expect((await storedReservation(harness.db, reservation.id)).paymentStatus).toBe('unpaid');
  });
});

describe('declineReservation with Stripe', () => {
  async function paidReservation() {
    const booking = await createReservation(harness.db);
    const { paymentIntentId } = await openIntent(booking.reservation.id, booking.cookie);
    fake.succeed(paymentIntentId);
    expect((await confirm(booking.reservation.id, booking.cookie, paymentIntentId)).status).toBe(200);
    return { ...booking, paymentIntentId };
  }

  test('a paid reservation is refunded in full at Stripe under the key refund-<id>, then cancelled', async () => {
    const { reservation, paymentIntentId } = await paidReservation();
    const declined = await declineReservation(testServiceContext(harness), reservation.id);

    expect(declined).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', paidAmount: reservation.totalCost });
    expect(fake.refunds).toEqual([
      { id: expect.any(String), paymentIntent: paymentIntentId, amount: reservation.totalCost, idempotencyKey: `refund-${reservation.id}` },
    ]);
  });

  test('when Stripe fails the refund, the reservation stays pending and paid', async () => {
    const { reservation } = await paidReservation();
    const before = await storedReservation(harness.db, reservation.id);
    fake.failRefunds({ status: 500, message: 'An unknown error occurred' });

    await expect(declineReservation(testServiceContext(harness), reservation.id)).rejects.toMatchObject({ code: 'service_unavailable' });
    expect(await storedReservation(harness.db, reservation.id)).toEqual(before);
    expect(fake.refunds).toHaveLength(0);
  });
});

describe('the hold expiry worker with Stripe', () => {
  const minute = 60_000;

  /** A reservation at the Payment step with an open Stripe intent, whose hold then runs out. */
  async function expiredHoldWithIntent() {
    const { reservation, cookie } = await createReservation(harness.db);
    const { paymentIntentId } = await openIntent(reservation.id, cookie);
    await harness.db
      .update(berthReservations)
      .set({ holdExpiresAt: new Date(harness.clock.now().getTime() + 60 * minute) })
      .where(eq(berthReservations.id, reservation.id));
    harness.clock.advance(61 * minute);
    return { reservation, paymentIntentId };
  }

  const runWorker = () => expireHolds(testServiceContext({ db: harness.db, payments: harness.payments, clock: harness.clock }));

  test('cancels the intent at Stripe, then the hold, with the reason', async () => {
    const { reservation, paymentIntentId } = await expiredHoldWithIntent();

    expect(await runWorker()).toMatchObject({ cancelled: 1, paid: 0, waiting: 0, failures: [] });
    expect(fake.intent(paymentIntentId).status).toBe('canceled');
    expect(await storedReservation(harness.db, reservation.id)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'The hold expired before payment.',
      paymentStatus: 'unpaid',
    });
  });

  test('a card that went through at Stripe makes the hold paid, and its intent is not cancelled', async () => {
    const { reservation, paymentIntentId } = await expiredHoldWithIntent();
    fake.succeed(paymentIntentId);

    expect(await runWorker()).toMatchObject({ cancelled: 0, paid: 1, failures: [] });
    expect(fake.intent(paymentIntentId).status).toBe('succeeded');
    expect(await storedReservation(harness.db, reservation.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      holdExpiresAt: null,
    });
  });
});

describe('createStripeProvider', () => {
  test('an intent Stripe does not know reads as null', async () => {
    const provider = createStripeProvider({ secretKey: 'sk_test_x', webhookSecret, api: fake.api });
    expect(await provider.retrieveIntent('pi_unknown')).toBeNull();
  });

  test('cancelIntent cancels an open intent; a succeeded one is refused as Stripe refuses it, and stays succeeded', async () => {
    const provider = createStripeProvider({ secretKey: 'sk_test_x', webhookSecret, api: fake.api });
    const input = { reservationId: crypto.randomUUID(), amount: 150_000, description: 'Berth', receiptEmail: contactEmail };
    const open = await provider.createIntent({ ...input, idempotencyKey: 'k-open' });
    await provider.cancelIntent(open.id);
    expect(fake.intent(open.id).status).toBe('canceled');
    expect((await provider.retrieveIntent(open.id))?.status).toBe('canceled');

    const paid = await provider.createIntent({ ...input, idempotencyKey: 'k-paid' });
    fake.succeed(paid.id);
    const refusal = provider.cancelIntent(paid.id);
    await expect(refusal).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(refusal).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
      message: expect.stringContaining('You cannot cancel this PaymentIntent because it has a status of succeeded.'),
    });
    expect(fake.intent(paid.id).status).toBe('succeeded');
  });

  test('the same idempotency key gives the same intent', async () => {
    const provider = createStripeProvider({ secretKey: 'sk_test_x', webhookSecret, api: fake.api });
    const input = {
      reservationId: crypto.randomUUID(),
      amount: 150_000,
      description: 'Berth',
      receiptEmail: contactEmail,
      idempotencyKey: 'k-1',
    };
    const [first, second] = await Promise.all([provider.createIntent(input), provider.createIntent(input)]);
    expect(second).toEqual(first);
    expect(first).toMatchObject({
      amount: 150_000,
      currency: 'usd',
      status: 'requires_payment_method',
      reservationId: input.reservationId,
    });
  });
});

test('processed events are kept by id', async () => {
  const { reservation, cookie } = await createReservation(harness.db);
  const { paymentIntentId } = await openIntent(reservation.id, cookie);
  fake.succeed(paymentIntentId);
  const { payload, signature } = signedEvent('payment_intent.succeeded', paymentIntentId, 'evt_kept');
  await deliverWebhook(payload, signature);

  expect(await harness.db.select().from(processedPaymentEvents).where(eq(processedPaymentEvents.id, 'evt_kept'))).toEqual([
    expect.objectContaining({ id: 'evt_kept', type: 'payment_intent.succeeded' }),
  ]);
});
