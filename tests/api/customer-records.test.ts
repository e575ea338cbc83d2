import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { berthReservations, documents, invoices, leases } from '#api/db/schema/index.ts';
import { fileCustomerRecords, fileSignedLease } from '#api/services/customer-records/file-customer-records.ts';
import type { LeaseView } from '#shared/berth-views.ts';
import { testServiceContext } from '#tests/setup/service-context.ts';
import { signedInCustomer, type SignedIn } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, leaseInfo, leaseSignature, reserve, seedBerths, type Booked, type TestHarness } from './berth-booking-fixtures.ts';
import { paymentCalls, storedReservation } from './payments-fixtures.ts';

let harness: TestHarness;
let customer: SignedIn;
let berthIds: Map<string, string>;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  const seeded = await seedBerths(harness.db);
  berthIds = new Map(['Outer 1', 'Outer 3'].map((name) => [name, berthNamed(seeded, name).id]));
  customer = await signedInCustomer(harness.db, harness.clock);
});

const { openIntent, confirm } = paymentCalls(() => harness.app);
const reserveBerth = (name = 'Outer 1') => reserve(harness, berthIds.get(name) ?? '');

async function ownedBy(booked: Booked, customerId: string | null): Promise<void> {
  await harness.db.update(berthReservations).set({ customerId }).where(eq(berthReservations.id, booked.id));
}

async function signLease(booked: Booked): Promise<LeaseView> {
  const generated = await sendJson(harness.app, 'POST', `/api/berth-reservations/${booked.id}/generate-lease`, leaseInfo, {
    Cookie: booked.cookie,
  });
  const { lease } = (await generated.json()) as { lease: LeaseView };
  const signed = await sendJson(harness.app, 'POST', `/api/leases/${lease.id}/sign`, leaseSignature, { Cookie: booked.cookie });
  expect(signed.status).toBe(200);
  return lease;
}

async function pay(booked: Booked): Promise<void> {
  const intent = await openIntent(booked.id, booked.cookie);
  const card = await sendJson(harness.app, 'POST', '/api/payments/test/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: '4242424242424242',
  });
  expect(card.status).toBe(200);
  expect((await confirm(booked.id, booked.cookie, intent.paymentIntentId)).status).toBe(200);
}

const invoicesOf = (customerId: string) => harness.db.select().from(invoices).where(eq(invoices.customerId, customerId));
const documentsOf = (customerId: string) => harness.db.select().from(documents).where(eq(documents.customerId, customerId));
const leaseDocuments = (leaseId: string) => harness.db.select().from(documents).where(eq(documents.leaseId, leaseId));
const context = () => testServiceContext({ db: harness.db, payments: harness.payments, files: harness.files, clock: harness.clock });

describe('a reservation of a signed-in customer', () => {
  test('signing its lease files the stored PDF in the library, a contract the customer may see', async () => {
    const booked = await reserveBerth();
    await ownedBy(booked, customer.id);
    const lease = await signLease(booked);

    const [stored] = await harness.db.select().from(leases).where(eq(leases.id, lease.id));
    const { reservationNumber } = await storedReservation(harness.db, booked.id);
    expect(await documentsOf(customer.id)).toEqual([
      expect.objectContaining({
        title: `Berth lease ${reservationNumber}`,
        fileName: `Berth-Lease-${reservationNumber}.pdf`,
        filePath: stored?.signedPdfFileId,
        leaseId: lease.id,
        accessLevel: 'customer',
        status: 'active',
        fileSize: expect.any(Number),
        mimeType: 'application/pdf',
        description: expect.stringContaining(reservationNumber),
      }),
    ]);
  });

  test('paying it files a paid invoice for the amount paid, numbered after the reservation', async () => {
    const booked = await reserveBerth();
    await ownedBy(booked, customer.id);
    await signLease(booked);
    await pay(booked);

    const reservation = await storedReservation(harness.db, booked.id);
    expect(await invoicesOf(customer.id)).toEqual([
      expect.objectContaining({
        reservationId: booked.id,
        invoiceNumber: `INV-${reservation.reservationNumber}`,
        status: 'paid',
        totalAmount: reservation.paidAmount,
        subtotal: reservation.paidAmount,
        taxAmount: 0,
        paidDate: reservation.paidAt,
      }),
    ]);
  });
});

test('a guest’s signed lease is filed and invoiced to nobody until the stay belongs to an account, then each record once', async () => {
  const booked = await reserveBerth();
  const lease = await signLease(booked);
  await pay(booked);
  expect(await harness.db.$count(invoices)).toBe(0);
  expect(await leaseDocuments(lease.id)).toEqual([expect.objectContaining({ customerId: null, accessLevel: 'customer' })]);

  await ownedBy(booked, customer.id);
  await Promise.all([fileCustomerRecords(context(), customer.id), fileCustomerRecords(context(), customer.id)]);
  await fileCustomerRecords(context(), customer.id);

  const reservation = await storedReservation(harness.db, booked.id);
  const [invoice] = await invoicesOf(customer.id);
  expect(await invoicesOf(customer.id)).toHaveLength(1);
  // Dated when it was paid, not when it was filed.
  expect(invoice?.createdAt).toEqual(reservation.paidAt);
  expect(await documentsOf(customer.id)).toEqual([expect.objectContaining({ leaseId: lease.id })]);

  await Promise.all([fileSignedLease(context(), lease.id), fileCustomerRecords(context(), customer.id)]);
  expect(await leaseDocuments(lease.id)).toEqual([expect.objectContaining({ customerId: customer.id })]);
  expect(await harness.db.$count(documents)).toBe(1);
});

test('an unpaid reservation with a draft lease files nothing; another customer’s records stay theirs', async () => {
  const other = await signedInCustomer(harness.db, harness.clock, { email: 'someone@else.example' });
  const draft = await reserveBerth();
  await ownedBy(draft, customer.id);
  await sendJson(harness.app, 'POST', `/api/berth-reservations/${draft.id}/generate-lease`, leaseInfo, { Cookie: draft.cookie });
  const theirs = await reserveBerth('Outer 3');
  await ownedBy(theirs, other.id);
  await signLease(theirs);
  await pay(theirs);

  await fileCustomerRecords(context(), customer.id);
  expect(await invoicesOf(customer.id)).toEqual([]);
  expect(await documentsOf(customer.id)).toEqual([]);
  expect(await invoicesOf(other.id)).toHaveLength(1);
  expect(await documentsOf(other.id)).toHaveLength(1);
});
