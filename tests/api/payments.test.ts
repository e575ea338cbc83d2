import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { seedReferenceData } from '#api/db/seed.ts';
import { berthReservations, testPaymentIntents } from '#api/db/schema/index.ts';
import type { PaymentProvider } from '#api/payments/provider.ts';
import { createTestModeProvider } from '#api/payments/test-mode.ts';
import { declineReservation } from '#api/services/reservations/lifecycle/decline.ts';
import { formatCents } from '#shared/pricing.ts';
import { testServiceContext } from '#tests/setup/service-context.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { contactEmail, createReservation, outbox, paymentCalls, reservationActionPath, storedReservation } from './payments-fixtures.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeEach(async () => {
  harness = await createTestApp();
  await resetDatabase(harness.db);
  await seedReferenceData(harness.db);
});

const { createIntent, confirm, openIntent, payInTestMode } = paymentCalls(() => harness.app);
const payWithCard = (clientSecret: string, cardNumber: string) =>
  sendJson(harness.app, 'POST', '/api/payments/test/confirm', { clientSecret, cardNumber });

const paidReservation = async () => payInTestMode(await createReservation(harness.db));

describe('POST /api/berth-reservations/:id/create-payment-intent (test mode)', () => {
  test('a signed lease gets a test-mode intent for exactly the reservation total', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const response = await createIntent(reservation.id, cookie);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      mode: 'test',
      clientSecret: expect.stringMatching(/^pi_test_\w+_secret_[\w-]+$/),
      paymentIntentId: expect.stringMatching(/^pi_test_\w+$/),
      amount: reservation.totalCost,
    });
    expect(body.clientSecret.startsWith(`${body.paymentIntentId}_secret_`)).toBe(true);
    expect((await storedReservation(harness.db, reservation.id)).stripePaymentIntentId).toBe(body.paymentIntentId);
  });

  test('asking again returns the open intent instead of a second one', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const first = await openIntent(reservation.id, cookie);
    const second = await openIntent(reservation.id, cookie);

    expect(second).toEqual(first);
    expect(await harness.db.select().from(testPaymentIntents)).toHaveLength(1);
  });

  test('concurrent requests share one intent', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const bodies = await Promise.all(Array.from({ length: 5 }, () => openIntent(reservation.id, cookie)));

    expect(new Set(bodies.map((body) => body.paymentIntentId)).size).toBe(1);
    expect(await harness.db.select().from(testPaymentIntents)).toHaveLength(1);
  });

  test.each([
    ['no lease yet', null],
    ['a lease that is still a draft', 'draft'],
  ] as const)('%s: 409 "Please sign the lease before paying." and no intent', async (_case, lease) => {
    const { reservation, cookie } = await createReservation(harness.db, { lease });
    const response = await createIntent(reservation.id, cookie);

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: 'Please sign the lease before paying.', code: 'conflict' });
    expect(await harness.db.select().from(testPaymentIntents)).toHaveLength(0);
  });

  test('a cancelled reservation cannot be paid', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    await harness.db.update(berthReservations).set({ status: 'cancelled' }).where(eq(berthReservations.id, reservation.id));

    const response = await createIntent(reservation.id, cookie);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('This reservation has been cancelled and can no longer be paid.');
  });

  test('a paid reservation answers 409 "This reservation has already been paid."', async () => {
    const { reservation, cookie } = await paidReservation();
    const response = await createIntent(reservation.id, cookie);

    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('This reservation has already been paid.');
  });

  test('a card that went through before the browser reported it is recorded, not charged again', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const intent = await openIntent(reservation.id, cookie);
    await payWithCard(intent.clientSecret, '4242424242424242');

    const response = await createIntent(reservation.id, cookie);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('This reservation has already been paid.');
    expect(await storedReservation(harness.db, reservation.id)).toMatchObject({ paymentStatus: 'paid', paidAmount: reservation.totalCost });
    expect(await outbox(harness.db)).toHaveLength(2);
  });

  test('another browser, or none, gets 404 "Reservation not found"', async () => {
    const { reservation } = await createReservation(harness.db);
    const stranger = await createReservation(harness.db, { berthName: 'Outer 3' });

    for (const cookie of [stranger.cookie, '']) {
      const response = await createIntent(reservation.id, cookie);
      expect(response.status).toBe(404);
      expect((await response.json()).message).toBe('Reservation not found');
    }
    expect(await harness.db.select().from(testPaymentIntents)).toHaveLength(0);
  });

  test('an id that is not a UUID answers 404', async () => {
    const { cookie } = await createReservation(harness.db);
    expect((await createIntent('not-a-reservation', cookie)).status).toBe(404);
  });

  test('in production without Stripe keys, payment is refused with the office phone number', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com' });
    expect(production.payments).toBeNull();
    const { reservation, cookie } = await createReservation(harness.db);

    const response = await sendJson(production.app, 'POST', reservationActionPath(reservation.id, 'create-payment-intent'), undefined, {
      Cookie: cookie,
    });
    expect(response.status).toBe(503);
    expect((await response.json()).message).toBe(
      'Card payments are not available online right now. Please call the marina office at (985) 555-0142 to arrange payment.',
    );
    expect(
      (await sendJson(production.app, 'POST', '/api/payments/test/confirm', { clientSecret: 'x', cardNumber: '4242424242424242' })).status,
    ).toBe(404);
  });
});

describe('POST /api/payments/test/confirm', () => {
  test('4242 4242 4242 4242 pays the intent', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const intent = await openIntent(reservation.id, cookie);

    const response = await payWithCard(intent.clientSecret, '4242 4242 4242 4242');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ paymentIntentId: intent.paymentIntentId, status: 'succeeded' });
    expect((await payWithCard(intent.clientSecret, '4242424242424242')).status).toBe(200);
  });

  test('4000 0000 0000 0002 is declined with 402 "Your card was declined." and leaves the intent open', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const intent = await openIntent(reservation.id, cookie);

    const response = await payWithCard(intent.clientSecret, '4000000000000002');
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ message: 'Your card was declined.', code: 'payment_required' });
    expect(await openIntent(reservation.id, cookie)).toEqual(intent);
    expect((await payWithCard(intent.clientSecret, '4242424242424242')).status).toBe(200);
  });

  test('a real-looking card number is refused with a pointer to the test card', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const intent = await openIntent(reservation.id, cookie);

    const response = await payWithCard(intent.clientSecret, '5555555555554444');
    expect(response.status).toBe(402);
    expect((await response.json()).message).toMatch(/test mode.*4242 4242 4242 4242/);
  });

  test('an unknown client secret answers 404, a malformed card number 400', async () => {
    const unknown = await payWithCard('pi_test_nothing_secret_nothing', '4242424242424242');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('Payment not found');

    const malformed = await payWithCard('pi_test_nothing_secret_nothing', '4242-abc');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).errors).toEqual({ cardNumber: 'Enter the card number as digits' });
  });
});

describe('POST /api/berth-reservations/:id/confirm-payment (test mode)', () => {
  test('after the card succeeds the reservation is paid, still pending, and two mails are queued', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const intent = await openIntent(reservation.id, cookie);
    await payWithCard(intent.clientSecret, '4242424242424242');

    const response = await confirm(reservation.id, cookie, intent.paymentIntentId);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body.reservation).toMatchObject({
      id: reservation.id,
      status: 'pending',
      paymentStatus: 'paid',
      paidAmount: reservation.totalCost,
      paidAt: expect.any(String),
      lease: { status: 'signed' },
    });
    expect(body.reservation).not.toHaveProperty('stripePaymentIntentId');
    expect(body.reservation).not.toHaveProperty('checkoutTokenHash');

    const mails = await outbox(harness.db);
    expect(mails.map((mail) => [mail.kind, mail.to]).sort()).toEqual([
      ['reservation-confirmation', contactEmail],
      ['reservation-notification', harness.config.mail.leadsEmail],
    ]);
    const confirmation = mails.find((mail) => mail.kind === 'reservation-confirmation');
    expect(confirmation?.text).toContain('pending approval by the harbor office');
    expect(confirmation?.text).toContain(formatCents(reservation.totalCost));
    expect(confirmation?.text).toContain('Outer 1');
    expect(confirmation?.text).toContain('M/V Gulf Runner');
  });

  test('confirming again answers the same paid reservation and mails nobody twice', async () => {
    const { reservation, cookie, intent } = await paidReservation();
    const before = await storedReservation(harness.db, reservation.id);

    const response = await confirm(reservation.id, cookie, intent.paymentIntentId);
    expect(response.status).toBe(200);
    expect((await response.json()).reservation).toMatchObject({ paymentStatus: 'paid', paidAt: before.paidAt?.toISOString() });
    expect(await storedReservation(harness.db, reservation.id)).toEqual(before);
    expect(await outbox(harness.db)).toHaveLength(2);
  });

  test('the checkout link in the confirmation uses SITE_URL', async () => {
    const site = await createTestApp({ SITE_URL: 'https://bayoulafourchemarine.com' });
    const { reservation, cookie } = await createReservation(harness.db);
    const send = (action: string, body?: unknown) =>
      sendJson(site.app, 'POST', reservationActionPath(reservation.id, action), body, {
        Cookie: cookie,
        Origin: 'https://bayoulafourchemarine.com',
      });
    const intent = await (await send('create-payment-intent')).json();
    await payWithCard(intent.clientSecret, '4242424242424242');
    expect((await send('confirm-payment', { paymentIntentId: intent.paymentIntentId })).status).toBe(200);

    const [confirmation] = (await outbox(harness.db)).filter((mail) => mail.kind === 'reservation-confirmation');
    expect(confirmation?.text).toContain(`https://bayoulafourchemarine.com/berth-checkout?reservationId=${reservation.id}`);
  });

  test('before the card succeeds: 409 "Payment has not been completed yet." and nothing changes', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const intent = await openIntent(reservation.id, cookie);
    await payWithCard(intent.clientSecret, '4000000000000002');
    const before = await storedReservation(harness.db, reservation.id);

    const response = await confirm(reservation.id, cookie, intent.paymentIntentId);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('Payment has not been completed yet.');
    expect(await storedReservation(harness.db, reservation.id)).toEqual(before);
    expect(await outbox(harness.db)).toHaveLength(0);
  });

  test("another reservation's paid intent: 409 and neither reservation changes", async () => {
    const mine = await createReservation(harness.db);
    const theirs = await createReservation(harness.db, { berthName: 'Outer 3' });
    await openIntent(mine.reservation.id, mine.cookie);
    const theirIntent = await openIntent(theirs.reservation.id, theirs.cookie);
    await payWithCard(theirIntent.clientSecret, '4242424242424242');
    const before = await Promise.all([mine, theirs].map(({ reservation }) => storedReservation(harness.db, reservation.id)));

    const response = await confirm(mine.reservation.id, mine.cookie, theirIntent.paymentIntentId);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('This payment does not belong to this reservation.');
    expect(await Promise.all([mine, theirs].map(({ reservation }) => storedReservation(harness.db, reservation.id)))).toEqual(before);
    expect(await outbox(harness.db)).toHaveLength(0);
  });

  test('an unknown intent id: 409 and nothing changes', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    await openIntent(reservation.id, cookie);

    const response = await confirm(reservation.id, cookie, 'pi_test_000000000000000000000000');
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('This payment does not belong to this reservation.');
    expect((await storedReservation(harness.db, reservation.id)).paymentStatus).toBe('unpaid');
  });

  test('an intent for another amount than the total does not pay it', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const intent = await openIntent(reservation.id, cookie);
    await payWithCard(intent.clientSecret, '4242424242424242');
    await harness.db
      .update(berthReservations)
      .set({ totalCost: reservation.totalCost + 100 })
      .where(eq(berthReservations.id, reservation.id));

    const response = await confirm(reservation.id, cookie, intent.paymentIntentId);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('This payment does not belong to this reservation.');
    expect((await storedReservation(harness.db, reservation.id)).paymentStatus).toBe('unpaid');
    expect(await outbox(harness.db)).toHaveLength(0);
  });

  test('another browser gets 404 and the reservation is not paid', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const stranger = await createReservation(harness.db, { berthName: 'Outer 3' });
    const intent = await openIntent(reservation.id, cookie);
    await payWithCard(intent.clientSecret, '4242424242424242');

    const response = await confirm(reservation.id, stranger.cookie, intent.paymentIntentId);
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe('Reservation not found');
    expect((await storedReservation(harness.db, reservation.id)).paymentStatus).toBe('unpaid');
  });

  test('a missing payment intent id is a 400 with the field named', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const response = await sendJson(harness.app, 'POST', reservationActionPath(reservation.id, 'confirm-payment'), {}, { Cookie: cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ paymentIntentId: 'Payment intent is required' });
  });
});

describe('POST /api/payments/stripe/webhook in test mode', () => {
  test('the test mode sends no webhooks, so any webhook is refused 400', async () => {
    const response = await harness.app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=abc' },
      body: JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Invalid webhook signature');
  });

  test('a body that is not JSON is refused 400 as well', async () => {
    const response = await harness.app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=abc' },
      body: 'not json',
    });
    expect(response.status).toBe(400);
  });
});

describe('declineReservation (test mode)', () => {
  test('an unpaid pending reservation is cancelled and nothing is refunded', async () => {
    const { reservation } = await createReservation(harness.db);
    const declined = await declineReservation(testServiceContext(harness), reservation.id);

    expect(declined).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid', paidAmount: null });
  });

  test('a paid reservation is refunded in full through the provider, then cancelled', async () => {
    const { reservation, intent } = await paidReservation();
    const declined = await declineReservation(testServiceContext(harness), reservation.id);

    expect(declined).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', paidAmount: reservation.totalCost });
    const [testIntent] = await harness.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(testIntent?.refundedAmount).toBe(reservation.totalCost);
  });

  test('a card that went through but was not recorded yet is refunded too', async () => {
    const { reservation, cookie } = await createReservation(harness.db);
    const intent = await openIntent(reservation.id, cookie);
    await payWithCard(intent.clientSecret, '4242424242424242');

    const declined = await declineReservation(testServiceContext(harness), reservation.id);
    expect(declined).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', paidAmount: reservation.totalCost });
    const [testIntent] = await harness.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(testIntent?.refundedAmount).toBe(reservation.totalCost);
  });

  test('when the refund fails nothing changes, and a retry refunds once', async () => {
    const { reservation, intent } = await paidReservation();
    const provider = createTestModeProvider(harness.db);
    const failing: PaymentProvider = { ...provider, refund: () => Promise.reject(new Error('card network unreachable')) };
    const before = await storedReservation(harness.db, reservation.id);

    await expect(declineReservation(testServiceContext({ db: harness.db, payments: failing }), reservation.id)).rejects.toMatchObject({
      code: 'service_unavailable',
      message: 'The payment could not be refunded, so the reservation was not declined. Please try again in a few minutes.',
    });
    expect(await storedReservation(harness.db, reservation.id)).toEqual(before);

    await declineReservation(testServiceContext({ db: harness.db, payments: provider }), reservation.id);
    const [testIntent] = await harness.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(testIntent?.refundedAmount).toBe(reservation.totalCost);
  });

  test('a paid reservation is not declined without a provider to refund it', async () => {
    const { reservation } = await paidReservation();
    await expect(declineReservation(testServiceContext({ db: harness.db, payments: null }), reservation.id)).rejects.toMatchObject({
      code: 'service_unavailable',
    });
    expect((await storedReservation(harness.db, reservation.id)).status).toBe('pending');
  });

  test('only a pending reservation can be declined; an unknown one is not found', async () => {
    const { reservation } = await createReservation(harness.db);
    await harness.db.update(berthReservations).set({ status: 'confirmed' }).where(eq(berthReservations.id, reservation.id));

    await expect(declineReservation(testServiceContext(harness), reservation.id)).rejects.toMatchObject({
      code: 'conflict',
      message: 'Only a pending reservation can be declined.',
    });
    await expect(declineReservation(testServiceContext(harness), crypto.randomUUID())).rejects.toMatchObject({ code: 'not_found' });
  });
});
