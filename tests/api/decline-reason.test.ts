import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { auditLog, berthReservations, clientNotifications, mailOutbox, type Berth } from '#api/db/schema/index.ts';
import { customerReservationSchema } from '#shared/customer-views.ts';
import { signedInCustomer, signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, reserve, seedBerths, stay, type TestHarness } from './berth-booking-fixtures.ts';
import { createReservation, paymentCalls } from './payments-fixtures.ts';

let harness: TestHarness;
let staff: SignedIn;
let customer: SignedIn;
let outer1: Berth;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  outer1 = berthNamed(await seedBerths(harness.db), 'Outer 1');
  staff = await signedInStaff(harness.db, harness.clock);
  customer = await signedInCustomer(harness.db, harness.clock);
});

const { payInTestMode } = paymentCalls(() => harness.app);

/** A paid reservation of the signed-in customer. */
async function paidReservation() {
  const { reservation } = await payInTestMode(await createReservation(harness.db));
  await harness.db.update(berthReservations).set({ customerId: customer.id }).where(eq(berthReservations.id, reservation.id));
  return reservation;
}

const patch = (id: string, body: unknown) =>
  sendJson(harness.app, 'PATCH', `/api/berth-reservations/${id}`, body, { Cookie: staff.cookie });

async function customerReservation(id: string) {
  const response = await sendJson(harness.app, 'GET', '/api/customer/reservations', undefined, { Cookie: customer.cookie });
  expect(response.status).toBe(200);
  const rows = customerReservationSchema
    .strict()
    .array()
    .parse(await response.json());
  return rows.find((row) => row.id === id);
}

describe('a decline with a reason', () => {
  test('is stored as the cancellation reason, told in the mail and the notice with the refund, audited, and shown to the customer', async () => {
    const reservation = await paidReservation();
    const reason = 'Berth under repair that week.';
    const response = await patch(reservation.id, { status: 'cancelled', reason: `  ${reason} ` });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', cancellationReason: reason });

    const [mail] = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'reservation-declined'));
    expect(mail?.text).toContain(`The office gave this reason: ${reason}`);
    expect(mail?.text).toContain('has been refunded in full to your card');
    const [notice] = await harness.db.select().from(clientNotifications).where(eq(clientNotifications.customerId, customer.id));
    expect(notice?.message).toContain(`has been refunded in full. Reason: ${reason}`);
    expect(notice?.message).toMatch(/Your payment of \$[\d,]+\.\d\d has been refunded/);
    const [audit] = await harness.db.select().from(auditLog).where(eq(auditLog.entityId, reservation.id));
    expect(audit?.after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', cancellationReason: reason });

    expect(await customerReservation(reservation.id)).toMatchObject({
      status: 'cancelled',
      refundedAmount: reservation.totalCost,
      cancellationReason: reason,
      amountDue: null,
    });
  });

  test('a status alone still declines, with the office’s standard reason and no reason line in the mail', async () => {
    const reservation = await paidReservation();
    expect((await patch(reservation.id, { status: 'cancelled' })).status).toBe(200);
    const [mail] = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'reservation-declined'));
    expect(mail?.text).not.toContain('The office gave this reason');
    expect(await customerReservation(reservation.id)).toMatchObject({ cancellationReason: 'Declined by the harbor office.' });
  });

  test('a reason with characters no one types, or over 500 characters, is refused and nothing changes', async () => {
    const reservation = await paidReservation();
    for (const reason of ['bad\u0000reason', 'x'.repeat(501)]) {
      const response = await patch(reservation.id, { status: 'cancelled', reason });
      expect(response.status).toBe(400);
    }
    expect(await customerReservation(reservation.id)).toMatchObject({ status: 'pending', refundedAmount: null });
  });
});

describe('an approved unpaid reservation', () => {
  test('shows the customer the amount due; a paid approved one owes nothing', async () => {
    const held = await reserve(harness, outer1.id, stay(30, 33));
    await harness.db.update(berthReservations).set({ customerId: customer.id }).where(eq(berthReservations.id, held.id));
    expect((await patch(held.id, { status: 'confirmed' })).status).toBe(200);
    const approved = await customerReservation(held.id);
    expect(approved).toMatchObject({ status: 'confirmed', refundedAmount: null });
    expect(approved?.amountDue).toBe(approved?.totalCost);
    expect(approved?.amountDue).toBeGreaterThan(0);

    const paid = await paidReservation();
    expect((await patch(paid.id, { status: 'confirmed' })).status).toBe(200);
    expect(await customerReservation(paid.id)).toMatchObject({ status: 'confirmed', amountDue: null });
  });
});
