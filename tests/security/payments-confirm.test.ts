import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { berthReservations, berths } from '#api/db/schema/index.ts';
import type { FakeIntent } from '#tests/setup/fake-stripe-server.ts';
import { signedInStaff } from '#tests/setup/signed-in.ts';
import { sendJson } from '#tests/setup/test-app.ts';
import { reservationForm } from '#tests/api/berth-booking-fixtures.ts';
import { createReservation, outbox, paymentCalls, reservationActionPath, storedReservation } from '#tests/api/payments-fixtures.ts';
import { deliverWebhook, signedEvent, stripeWorld } from './payments-world.ts';

// Every way a browser could have a reservation marked paid without a succeeded intent, of its
// exact total in dollars, made for it: each is refused, and the reservation stays unpaid.

const world = stripeWorld();
const { confirm, openIntent } = paymentCalls(() => world.harness.app);

/** A reservation with its open intent, which the test then bends at "Stripe". */
async function reservationWithIntent(berthName = 'Outer 1') {
  const { reservation, cookie } = await createReservation(world.harness.db, { berthName });
  const { paymentIntentId } = await openIntent(reservation.id, cookie);
  return { reservation, cookie, paymentIntentId, before: await storedReservation(world.harness.db, reservation.id) };
}

const bentIntents: [string, (intent: FakeIntent) => void, string][] = [
  ['still waiting for a card', () => {}, 'Payment has not been completed yet.'],
  ['still processing', (intent) => (intent.status = 'processing'), 'Payment has not been completed yet.'],
  ['cancelled', (intent) => (intent.status = 'canceled'), 'Payment has not been completed yet.'],
  [
    'succeeded for a cent less',
    (intent) => Object.assign(intent, { status: 'succeeded', amount: intent.amount - 1 }),
    'This payment does not belong to this reservation.',
  ],
  [
    'succeeded for a cent more',
    (intent) => Object.assign(intent, { status: 'succeeded', amount: intent.amount + 1 }),
    'This payment does not belong to this reservation.',
  ],
  [
    'succeeded in euros',
    (intent) => Object.assign(intent, { status: 'succeeded', currency: 'eur' }),
    'This payment does not belong to this reservation.',
  ],
  [
    'succeeded, made for another reservation',
    (intent) => Object.assign(intent, { status: 'succeeded', metadata: { reservationId: crypto.randomUUID() } }),
    'This payment does not belong to this reservation.',
  ],
  [
    'succeeded, made for no reservation',
    (intent) => Object.assign(intent, { status: 'succeeded', metadata: {} }),
    'This payment does not belong to this reservation.',
  ],
];

describe.each(bentIntents)('an intent %s', (_case, bend, message) => {
  test('does not pay the reservation, confirmed by the browser or reported by the webhook', async () => {
    const { reservation, cookie, paymentIntentId, before } = await reservationWithIntent();
    bend(world.fake.intent(paymentIntentId));

    const response = await confirm(reservation.id, cookie, paymentIntentId);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message });
    const { payload, signature } = signedEvent(world, 'payment_intent.succeeded', paymentIntentId);
    expect((await deliverWebhook(world, payload, signature)).status).toBe(200);

    expect(await storedReservation(world.harness.db, reservation.id)).toEqual(before);
    expect(await outbox(world.harness.db)).toEqual([]);
  });
});

test('an amount and a status sent by the browser are not read: only Stripe’s intent counts', async () => {
  const { reservation, cookie, paymentIntentId, before } = await reservationWithIntent();
  const claimed = { paymentIntentId, status: 'succeeded', paymentStatus: 'paid', amount: 100, paidAmount: 100, currency: 'usd' };
  const path = reservationActionPath(reservation.id, 'confirm-payment');

  const early = await sendJson(world.harness.app, 'POST', path, claimed, { Cookie: cookie });
  expect(early.status).toBe(409);
  expect(await storedReservation(world.harness.db, reservation.id)).toEqual(before);

  world.fake.succeed(paymentIntentId);
  const paid = await sendJson(world.harness.app, 'POST', path, claimed, { Cookie: cookie });
  expect(paid.status).toBe(200);
  expect(await storedReservation(world.harness.db, reservation.id)).toMatchObject({
    paymentStatus: 'paid',
    paidAmount: reservation.totalCost,
  });
});

test('one succeeded intent pays one reservation: confirmed for a second one it is refused, by either browser', async () => {
  const first = await reservationWithIntent('Outer 1');
  const second = await reservationWithIntent('Inner 1');
  world.fake.succeed(first.paymentIntentId);
  expect((await confirm(first.reservation.id, first.cookie, first.paymentIntentId)).status).toBe(200);

  for (const cookie of [second.cookie, first.cookie]) {
    const reused = await confirm(second.reservation.id, cookie, first.paymentIntentId);
    // The first reservation's browser may not even see the second: 404; its own browser: 409.
    expect([404, 409]).toContain(reused.status);
  }
  expect(await storedReservation(world.harness.db, second.reservation.id)).toEqual(second.before);
  // Nor can it be pointed at the paid intent behind the server's back: the database holds each intent to one reservation.
  await expect(
    world.harness.db
      .update(berthReservations)
      .set({ stripePaymentIntentId: first.paymentIntentId })
      .where(eq(berthReservations.id, second.reservation.id)),
  ).rejects.toThrow();
  expect(await outbox(world.harness.db)).toHaveLength(2);
});

test('a reservation made with payment fields in its form is stored unpaid, and staff moves never touch payment', async () => {
  const [berth] = await world.harness.db.select().from(berths).where(eq(berths.name, 'Outer 1'));
  const form = reservationForm(berth?.id ?? '', {
    paymentStatus: 'paid',
    paidAmount: 1,
    paidAt: new Date().toISOString(),
    stripePaymentIntentId: 'pi_forged',
    status: 'confirmed',
  });
  const made = await sendJson(world.harness.app, 'POST', '/api/berth-reservations', form);
  expect(made.status, await made.clone().text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  expect(await storedReservation(world.harness.db, id)).toMatchObject({
    status: 'pending',
    paymentStatus: 'unpaid',
    paidAmount: null,
    paidAt: null,
    stripePaymentIntentId: null,
  });

  const staff = await signedInStaff(world.harness.db, world.harness.clock);
  const approved = await sendJson(
    world.harness.app,
    'PATCH',
    `/api/berth-reservations/${id}`,
    { status: 'confirmed', paymentStatus: 'paid', paidAmount: 1 },
    { Cookie: staff.cookie },
  );
  expect(approved.status).toBe(200);
  expect(await storedReservation(world.harness.db, id)).toMatchObject({
    status: 'confirmed',
    paymentStatus: 'unpaid',
    paidAmount: null,
    paidAt: null,
  });
});
