import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, test } from 'vitest';
import type { CustomerDocument } from '#shared/customer-views.ts';
import { trashRetentionDays } from '#shared/document-options.ts';
import { berthReservations, customers, documents, leaseEvents, leases } from '#api/db/schema/index.ts';
import { purgeTrashedDocuments } from '#api/services/documents/purge-trashed-documents.ts';
import { testServiceContext } from '#tests/setup/service-context.ts';
import { signedInCustomer, type SignedIn } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { createTestClock } from '#tests/setup/test-clock.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, reserve, seedBerths, type Booked, type TestHarness } from './berth-booking-fixtures.ts';
import { signBookedLease, storedBytes, type SignedLease } from './signed-lease-copy-fixtures.ts';

// A signed lease, its event log and its stored PDF are evidence: nothing that removes a customer,
// a reservation or a trashed document takes them along (decisions 104, 109).

let harness: TestHarness;
let customer: SignedIn;
let booked: Booked;
let signed: SignedLease;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  const seeded = await seedBerths(harness.db);
  booked = await reserve(harness, berthNamed(seeded, 'Outer 4').id);
  customer = await signedInCustomer(harness.db, harness.clock);
  await harness.db.update(berthReservations).set({ customerId: customer.id }).where(eq(berthReservations.id, booked.id));
  signed = await signBookedLease(harness, booked);
});

const leaseId = () => signed.lease.id;
const pdfFileId = () => signed.lease.signedPdfFileId ?? '';
const storedLease = () => harness.db.select().from(leases).where(eq(leases.id, leaseId()));
const eventsOfLease = () => harness.db.select().from(leaseEvents).where(eq(leaseEvents.leaseId, leaseId()));
const filedLease = () => harness.db.select().from(documents).where(eq(documents.leaseId, leaseId()));

async function download(path: string, cookie: string): Promise<Buffer> {
  const response = await sendJson(harness.app, 'GET', path, undefined, { Cookie: cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/pdf');
  return Buffer.from(await response.arrayBuffer());
}

test('the lease filed in the customer’s documents is the stored signed PDF, downloadable from the account and the reservation', async () => {
  const [filed] = await filedLease();
  expect(filed).toMatchObject({ customerId: customer.id, filePath: pdfFileId(), accessLevel: 'customer', status: 'active' });
  const listed = await sendJson(harness.app, 'GET', '/api/customer/documents', undefined, { Cookie: customer.cookie });
  const items = (await listed.json()) as CustomerDocument[];
  const inAccount = items.find((item) => item.id === filed?.id);
  expect(inAccount).toMatchObject({ source: 'library', fileName: filed?.fileName });
  const fromAccount = await download(inAccount?.downloadUrl ?? '', customer.cookie);
  const fromReservation = await download(`/api/leases/${leaseId()}/pdf`, booked.cookie);
  expect(fromAccount.equals(signed.pdf)).toBe(true);
  expect(fromReservation.equals(signed.pdf)).toBe(true);
});

test('deleting the customer leaves the signed lease, its events and its stored PDF', async () => {
  const eventsBefore = await eventsOfLease();
  expect(eventsBefore.length).toBeGreaterThan(0);
  await harness.db.delete(customers).where(eq(customers.id, customer.id));

  expect(await storedLease()).toEqual([expect.objectContaining({ status: 'signed', signedPdfFileId: pdfFileId() })]);
  expect(await eventsOfLease()).toEqual(eventsBefore);
  expect((await storedBytes(harness, pdfFileId())).equals(signed.pdf)).toBe(true);
  expect((await download(`/api/leases/${leaseId()}/pdf`, booked.cookie)).equals(signed.pdf)).toBe(true);
});

test('the filed lease trashed and purged past the retention keeps its PDF: the lease still opens and downloads', async () => {
  const [filed] = await filedLease();
  const trashedAt = harness.clock.now();
  await harness.db.update(documents).set({ status: 'trashed', trashedAt }).where(eq(documents.leaseId, leaseId()));
  const clock = createTestClock(new Date(trashedAt.getTime() + (trashRetentionDays + 1) * 24 * 60 * 60_000));
  const run = await purgeTrashedDocuments(testServiceContext({ db: harness.db, payments: null, files: harness.files, clock }));

  expect(run).toEqual({ documents: 1, filesRemoved: 0 });
  expect(
    await harness.db
      .select()
      .from(documents)
      .where(eq(documents.id, filed?.id ?? '')),
  ).toEqual([]);
  expect((await storedBytes(harness, pdfFileId())).equals(signed.pdf)).toBe(true);
  const opened = await sendJson(harness.app, 'GET', `/api/leases/${leaseId()}`, undefined, { Cookie: booked.cookie });
  expect(opened.status).toBe(200);
  expect((await download(`/api/leases/${leaseId()}/pdf`, booked.cookie)).equals(signed.pdf)).toBe(true);
});

test('the database refuses to delete a signed lease, one of its events, its reservation or its stored PDF', async () => {
  await expect(harness.db.execute(sql`delete from leases where id = ${leaseId()}`)).rejects.toThrow();
  await expect(harness.db.execute(sql`delete from lease_events where lease_id = ${leaseId()}`)).rejects.toThrow();
  await expect(harness.db.execute(sql`delete from berth_reservations where id = ${booked.id}`)).rejects.toThrow();
  await expect(harness.db.execute(sql`delete from files where id = ${pdfFileId()}`)).rejects.toThrow();
  expect(await storedLease()).toHaveLength(1);
  expect((await eventsOfLease()).length).toBeGreaterThan(0);
});
