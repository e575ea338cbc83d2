import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { berthReservations, type Berth } from '#api/db/schema/index.ts';
import { adminReservationDetailSchema } from '#shared/admin-reservation-views.ts';
import { auditSentence, sentenceText } from '#shared/audit-sentence.ts';
import { signedInCustomer, signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, reserve, seedBerths, stay, type TestHarness } from './berth-booking-fixtures.ts';
import { createReservation, paymentCalls } from './payments-fixtures.ts';

let harness: TestHarness;
let staff: SignedIn;
let outer1: Berth;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  outer1 = berthNamed(await seedBerths(harness.db), 'Outer 1');
  staff = await signedInStaff(harness.db, harness.clock);
});

const { payInTestMode } = paymentCalls(() => harness.app);
const detailOf = (id: string, cookie = staff.cookie) =>
  sendJson(harness.app, 'GET', `/api/admin/reservations/${id}`, undefined, { Cookie: cookie });

async function paidReservation(startInDays = 10) {
  const { reservation, intent } = await payInTestMode(await createReservation(harness.db, { startInDays }));
  return { reservation, intentId: intent.paymentIntentId };
}

async function detail(id: string) {
  const response = await detailOf(id);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return adminReservationDetailSchema.strict().parse(await response.json());
}

describe('GET /api/admin/reservations/{id}', () => {
  test('answers the vessel’s size, the contact, purpose, berth, the signed lease and the payment', async () => {
    const { reservation, intentId } = await paidReservation();
    const answer = await detail(reservation.id);

    expect(answer.reservation).toMatchObject({
      reservationNumber: reservation.reservationNumber,
      vesselName: 'M/V Gulf Runner',
      vesselLength: 120,
      vesselBeam: 30,
      vesselDraft: 12,
      contactName: 'Danielle Guidry',
      contactPhone: '(985) 555-0166',
      company: 'Gulf Runner Offshore',
      status: 'pending',
      paymentStatus: 'paid',
    });
    expect(answer.purpose).toBe('crew-change');
    expect(answer.berth).toEqual({ id: outer1.id, name: 'Outer 1', length: outer1.length, maxDraft: outer1.maxDraft });
    expect(answer.lease).toMatchObject({ status: 'signed', signerName: 'Danielle Guidry', signerTitle: 'Operations Manager' });
    expect(answer.payments.map((event) => [event.kind, event.amount, event.reference])).toEqual([
      ['requested', reservation.totalCost, intentId],
      ['paid', reservation.totalCost, intentId],
    ]);
    expect(answer.audit).toEqual([]);
  });

  test('after a decline: the refund in the payment history and the decline in the reservation’s own audit trail', async () => {
    const { reservation } = await paidReservation();
    const other = await paidReservation(40);
    const declined = await sendJson(
      harness.app,
      'PATCH',
      `/api/berth-reservations/${reservation.id}`,
      { status: 'cancelled', reason: 'Berth under repair' },
      { Cookie: staff.cookie },
    );
    expect(declined.status).toBe(200);
    await sendJson(
      harness.app,
      'PATCH',
      `/api/berth-reservations/${other.reservation.id}`,
      { status: 'confirmed' },
      { Cookie: staff.cookie },
    );

    const answer = await detail(reservation.id);
    expect(answer.reservation).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', cancellationReason: 'Berth under repair' });
    const refund = answer.payments.find((event) => event.kind === 'refunded');
    expect(refund).toMatchObject({ amount: reservation.totalCost });
    expect(refund?.at).toBe(answer.audit[0]?.createdAt);
    expect(answer.audit.map((entry) => entry.action)).toEqual(['reservation.declined']);
    const [decline] = answer.audit;
    if (!decline) throw new Error('the decline was not audited');
    expect(sentenceText(auditSentence(decline))).toMatch(/R-\d{4}-\d{6} was declined by .* — reason: Berth under repair/);
  });

  test('a hold without payment: its expiry, no lease yet, no payment', async () => {
    const held = await reserve(harness, outer1.id, stay(30, 33));
    const answer = await detail(held.id);
    expect(answer.reservation.holdExpiresAt).not.toBeNull();
    expect(answer.reservation.holdMinutesLeft).toBeGreaterThan(0);
    expect(answer.payments).toEqual([]);
  });

  test('an unknown or malformed id is 404; a customer is refused, even for their own reservation', async () => {
    expect((await detailOf('6f9f2c1e-8a57-4d8e-9c0b-2f3e4a5b6c7d')).status).toBe(404);
    expect((await detailOf('R-2026-000001')).status).toBe(404);
    const customer = await signedInCustomer(harness.db, harness.clock);
    const { reservation } = await paidReservation();
    await harness.db.update(berthReservations).set({ customerId: customer.id }).where(eq(berthReservations.id, reservation.id));
    expect((await detailOf(reservation.id, customer.cookie)).status).toBe(403);
    expect((await sendJson(harness.app, 'GET', `/api/admin/reservations/${reservation.id}`)).status).toBe(401);
  });
});
