import { eq } from 'drizzle-orm';
import { beforeEach, expect, test } from 'vitest';
import { berthReservations } from '#api/db/schema/index.ts';
import { timelineAnswerSchema } from '#shared/admin-client-views.ts';
import { auditSentence, sentenceText } from '#shared/audit-sentence.ts';
import type { AuditEntryView } from '#shared/audit-views.ts';
import { signedInCustomer, signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { seedBerths, type TestHarness } from './berth-booking-fixtures.ts';
import { createReservation, paymentCalls } from './payments-fixtures.ts';

// The audit answer carries what a sentence is made of (the record's number, the client's name, the
// refund and the reason of a decline) and what its link needs (the record's kind and berth and days),
// and the action filter narrows the log to one kind of action.

let harness: TestHarness;
let staff: SignedIn;
let customer: SignedIn;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  await seedBerths(harness.db);
  staff = await signedInStaff(harness.db, harness.clock);
  customer = await signedInCustomer(harness.db, harness.clock);
});

const { confirm, openIntent } = paymentCalls(() => harness.app);
const asStaff = (method: string, path: string, body?: unknown) => sendJson(harness.app, method, path, body, { Cookie: staff.cookie });
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** A paid reservation of the signed-in customer, declined by the office, and an unpaid one approved. */
async function decidedReservations() {
  const paid = await createReservation(harness.db);
  const intent = await openIntent(paid.reservation.id, paid.cookie);
  const card = { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' };
  expect((await sendJson(harness.app, 'POST', '/api/payments/test/confirm', card)).status).toBe(200);
  expect((await confirm(paid.reservation.id, paid.cookie, intent.paymentIntentId)).status).toBe(200);
  const approved = await createReservation(harness.db, { berthName: 'Outer 2', startInDays: 20 });
  const ids = [paid.reservation.id, approved.reservation.id];
  for (const id of ids) await harness.db.update(berthReservations).set({ customerId: customer.id }).where(eq(berthReservations.id, id));
  expect(
    (await asStaff('PATCH', `/api/berth-reservations/${paid.reservation.id}`, { status: 'cancelled', reason: 'berth under repair' }))
      .status,
  ).toBe(200);
  harness.clock.advance(60_000);
  expect((await asStaff('PATCH', `/api/berth-reservations/${approved.reservation.id}`, { status: 'confirmed' })).status).toBe(200);
  return { declined: paid.reservation, approved: approved.reservation };
}

test('a decline answers its R-number, client, refund, reason and berth and days, and reads as one sentence', async () => {
  const { declined, approved } = await decidedReservations();
  const response = await asStaff('GET', '/api/admin/audit');
  expect(response.status).toBe(200);
  const [approval, decline] = (await response.json()) as AuditEntryView[];
  expect(decline).toMatchObject({
    action: 'reservation.declined',
    entityType: 'reservation',
    entityId: declined.id,
    recordName: declined.reservationNumber,
    customerName: 'Danielle Guidry',
    details: { refundCents: declined.totalCost, reason: 'berth under repair' },
    stay: { berthId: declined.berthId, from: declined.arrivalDate, to: declined.departureDate },
  });
  expect(approval).toMatchObject({
    action: 'reservation.approved',
    recordName: approved.reservationNumber,
    details: { refundCents: null },
  });
  if (!decline) throw new Error('no decline');
  const sentence = sentenceText(auditSentence(decline));
  expect(sentence).toMatch(
    new RegExp(
      `^Danielle Guidry’s reservation ${declined.reservationNumber} was declined by harbormaster — refund \\$[\\d,]+\\.\\d\\d — reason: berth under repair$`,
    ),
  );
  expect(sentence).not.toMatch(uuid);
});

test('the action filter narrows the log to that action, alongside the customer filter', async () => {
  await decidedReservations();
  const declines = (await (await asStaff('GET', '/api/admin/audit?action=reservation.declined')).json()) as AuditEntryView[];
  expect(declines.map((entry) => entry.action)).toEqual(['reservation.declined']);
  const both = await asStaff('GET', `/api/admin/audit?action=reservation.approved&customerId=${customer.id}`);
  expect(((await both.json()) as AuditEntryView[]).map((entry) => entry.action)).toEqual(['reservation.approved']);
  const none = await asStaff('GET', '/api/admin/audit?action=document.trashed');
  expect(await none.json()).toEqual([]);
});

test('the client’s timeline says the same sentence, with the facts for its links and its reservations’ links', async () => {
  const { declined } = await decidedReservations();
  const response = await asStaff('GET', `/api/admin/clients/${customer.id}/timeline`);
  expect(response.status).toBe(200);
  const { entries } = timelineAnswerSchema.strict().parse(await response.json());
  const decline = entries.find((entry) => entry.audit?.action === 'reservation.declined');
  expect(decline?.title).toMatch(
    new RegExp(`^Danielle Guidry’s reservation ${declined.reservationNumber} was declined by harbormaster — refund `),
  );
  expect(decline?.audit).toMatchObject({
    recordName: declined.reservationNumber,
    stay: { berthId: declined.berthId, from: declined.arrivalDate, to: declined.departureDate },
  });
  expect(entries.filter((entry) => entry.kind !== 'audit').every((entry) => entry.audit === null)).toBe(true);
  const booked = entries.find((entry) => entry.kind === 'reservation' && entry.record?.recordName === declined.reservationNumber);
  expect(booked?.record).toMatchObject({
    entityType: 'reservation',
    entityId: declined.id,
    stay: { berthId: declined.berthId, from: declined.arrivalDate, to: declined.departureDate },
  });
});
