import { buffer, text } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { verifyPassword } from '#api/auth/password.ts';
import type { Database } from '#api/db/client.ts';
import {
  berthBlocks,
  berthReservations,
  berths,
  clientMessages,
  clientUploads,
  customerDocuments,
  customers,
  customerVessels,
  documentCategories,
  documents,
  files,
  vesselInsuranceCertificates,
  invoices,
  leases,
  serviceRequests,
} from '#api/db/schema/index.ts';
import type { Berth } from '#api/db/schema/index.ts';
import { seedReferenceData } from '#api/db/seed.ts';
import { loadElectronicConsent } from '#api/content/electronic-consent.ts';
import { leaseDocumentTitle } from '#api/services/customer-records/record-names.ts';
import { verifyLease } from '#api/services/leases/evidence/verify-lease.ts';
import { systemClock } from '#api/lib/clock.ts';
import { demoCustomerEmail, demoCustomerPassword, seedDemoData } from '#api/demo/demo-data.ts';
import { seedDatabase } from '#api/demo/seed-database.ts';
import { createDatabaseFileStore } from '#api/storage/database-file-store.ts';
import type { FileStore } from '#api/storage/file-store.ts';
import { isAcceptedExtension } from '#shared/uploads.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { pdfText } from '#tests/setup/pdf-text.ts';
import { getTestDatabase, resetDatabase, schemaTables } from '#tests/setup/test-database.ts';

const waterfrontFt = 1250;
const longTermZoneEndFt = 950;
const waterDepthFt = 25;

let db: Database;
let store: FileStore;

beforeEach(async () => {
  db = (await getTestDatabase()).db;
  store = createDatabaseFileStore(db);
  await resetDatabase(db);
});

async function rowCounts(): Promise<number[]> {
  return Promise.all(schemaTables.map((table) => db.$count(table)));
}

const rowOf = (berth: Berth) => berth.name.replace(/ \d+$/, '');

test('seeding twice leaves the same rows as seeding once', async () => {
  await seedReferenceData(db);
  await seedDemoData(db, store);
  const once = await rowCounts();

  expect(await seedReferenceData(db)).toEqual({ berths: 0, categories: 0 });
  expect(await seedDemoData(db, store)).toBe(false);
  await seedDatabase(db, { demo: true, files: store, clock: systemClock });
  expect(await rowCounts()).toEqual(once);
});

test('of two demo seedings at once, the one that loses keeps none of its files', async () => {
  await seedReferenceData(db);
  const outcomes = await Promise.all([seedDemoData(db, store), seedDemoData(db, store)]);
  expect(outcomes.filter(Boolean)).toHaveLength(1);

  const referenced = await Promise.all([
    db.$count(customerDocuments),
    db.$count(clientUploads),
    db.$count(clientMessages, sql`${clientMessages.attachmentPath} is not null`),
    db.$count(documents),
    db.$count(vesselInsuranceCertificates),
  ]);
  expect(await db.$count(files)).toBe(referenced.reduce((sum, count) => sum + count, 0));
});

/** The demo customer and their one stay, as seeded. */
async function demoCustomerAndStay() {
  const [customer] = await db.select().from(customers).where(sql`lower(${customers.email}) = ${demoCustomerEmail}`);
  const [stay] = await db
    .select()
    .from(berthReservations)
    .where(eq(berthReservations.customerId, customer?.id ?? ''));
  return { customer, stay };
}

describe('the berth layout', () => {
  let layout: Berth[];

  beforeEach(async () => {
    await seedReferenceData(db);
    layout = await db.select().from(berths).orderBy(berths.position);
  });

  test('has double-berthed long-term rows and a service zone along the 1,250 ft waterfront', () => {
    expect(new Set(layout.map(rowOf))).toEqual(new Set(['Outer', 'Inner', 'Service Zone']));
    for (const berth of layout) {
      const end = berth.position + berth.length;
      expect(berth.position, berth.name).toBeGreaterThanOrEqual(0);
      expect(end, berth.name).toBeLessThanOrEqual(waterfrontFt);
      if (rowOf(berth) === 'Service Zone') expect(berth.position, berth.name).toBeGreaterThanOrEqual(longTermZoneEndFt);
      else expect(end, berth.name).toBeLessThanOrEqual(longTermZoneEndFt);
    }
  });

  test('no two berths of one row overlap', () => {
    for (const row of ['Outer', 'Inner', 'Service Zone']) {
      const inRow = layout.filter((berth) => rowOf(berth) === row);
      expect(inRow.length, row).toBeGreaterThanOrEqual(3);
      inRow.slice(1).forEach((berth, index) => {
        const previous = inRow[index];
        expect(berth.position, `${previous?.name} and ${berth.name}`).toBeGreaterThanOrEqual(
          (previous?.position ?? 0) + (previous?.length ?? 0),
        );
      });
    }
  });

  test('priced at the spec rates, with realistic drafts and the spec amenities', () => {
    const allowedAmenities = ['power', 'water', 'fuel', 'crane', 'supplies', 'crew-change'];
    for (const berth of layout) {
      expect(berth, berth.name).toMatchObject({ monthlyRate: '0.50', weeklyRate: '0.75', dailyRate: '1.00' });
      expect(berth.maxDraft, berth.name).toBeGreaterThan(0);
      expect(berth.maxDraft, berth.name).toBeLessThan(waterDepthFt);
      expect(berth.maxDraft, berth.name).toBeLessThanOrEqual(20);
      expect(allowedAmenities, berth.name).toEqual(expect.arrayContaining(berth.amenities));
      if (rowOf(berth) === 'Service Zone')
        expect(berth.amenities, berth.name).toEqual(expect.arrayContaining(['crane', 'supplies', 'crew-change']));
    }
  });

  test('every berth open for booking; what is busy today is a block on its calendar from today', async () => {
    expect(layout.every((berth) => berth.status === 'available')).toBe(true);
    const today = facilityToday();
    const blocks = await db
      .select({ name: berths.name, block: berthBlocks })
      .from(berthBlocks)
      .innerJoin(berths, eq(berths.id, berthBlocks.berthId));
    const byName = Object.fromEntries(blocks.map(({ name, block }) => [name, block]));
    expect(Object.keys(byName).toSorted()).toEqual(['Inner 4', 'Outer 2', 'Outer 5']);
    expect(byName['Outer 2']).toMatchObject({ kind: 'occupied', vesselName: 'M/V Bayou Runner', startsOn: today, endsOn: null });
    expect(byName['Outer 5']).toMatchObject({ kind: 'occupied', startsOn: today, endsOn: addDays(today, 21) });
    expect(byName['Inner 4']).toMatchObject({ kind: 'maintenance', vesselName: null, startsOn: today, endsOn: null });
  });

  test('each berth bills at least half its length', () => {
    for (const berth of layout) expect(berth.minBillableLength, berth.name).toBe(Math.ceil(berth.length / 2));
  });
});

test('the eight document categories, each with a description', async () => {
  await seedReferenceData(db);
  const categories = await db.select().from(documentCategories);
  expect(categories.map((category) => category.name).toSorted()).toEqual([
    'certificates',
    'contracts',
    'drawings',
    'invoices',
    'manuals',
    'photos',
    'quotes',
    'reports',
  ]);
  for (const category of categories) expect(category.description, category.name).toMatch(/\w{3,}/);
});

describe('seedDatabase', () => {
  test('seeds reference data into an empty database, without demo data unless asked', async () => {
    expect(await seedDatabase(db, { demo: false, files: store, clock: systemClock })).toEqual({
      reference: { berths: 15, categories: 8 },
      demo: false,
    });
    expect(await db.$count(customers)).toBe(0);
    expect(await db.$count(serviceRequests)).toBe(0);
  });

  test('leaves reference data alone once the database has any, so staff deletions stay deleted', async () => {
    await seedDatabase(db, { demo: false, files: store, clock: systemClock });
    await db.delete(berths).where(eq(berths.name, 'Inner 6'));
    expect((await seedDatabase(db, { demo: false, files: store, clock: systemClock })).reference).toBeUndefined();
    expect(await db.$count(berths)).toBe(14);
  });

  test('creates the demo customer, who can sign in, with a history in every portal tab', async () => {
    expect((await seedDatabase(db, { demo: true, files: store, clock: systemClock })).demo).toBe(true);

    const [customer] = await db.select().from(customers).where(sql`lower(${customers.email}) = ${demoCustomerEmail}`);
    expect(customer?.accountStatus).toBe('active');
    expect(customer?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(customer?.passwordHash ?? '', demoCustomerPassword)).toBe(true);
    const customerId = customer?.id ?? '';

    const requests = await db.select().from(serviceRequests).where(eq(serviceRequests.customerId, customerId));
    expect(requests.map((request) => request.status).toSorted()).toEqual(['completed', 'in-progress', 'pending']);

    const bills = await db.select().from(invoices).where(eq(invoices.customerId, customerId));
    expect(bills.length).toBeGreaterThanOrEqual(2);
    for (const bill of bills) {
      expect(Number.isInteger(bill.totalAmount)).toBe(true);
      expect(bill.totalAmount).toBe(bill.subtotal + bill.taxAmount);
    }
    expect(bills.some((bill) => bill.status === 'pending')).toBe(true);

    expect(await db.$count(customerDocuments, eq(customerDocuments.customerId, customerId))).toBeGreaterThan(0);
    expect(await db.$count(clientUploads, eq(clientUploads.customerId, customerId))).toBeGreaterThan(0);
    const messages = await db.select().from(clientMessages).where(eq(clientMessages.customerId, customerId));
    expect(messages.some((message) => message.fromAdmin)).toBe(true);
    expect(messages.some((message) => message.priority === 'urgent')).toBe(true);
    expect(messages.some((message) => message.fromAdmin && message.attachmentPath && message.attachmentName)).toBe(true);

    const [stay] = await db.select().from(berthReservations).where(eq(berthReservations.customerId, customerId));
    expect(stay).toMatchObject({ paymentStatus: 'paid', status: 'completed' });
    const vessels = await db.select().from(customerVessels).where(eq(customerVessels.customerId, customerId));
    expect(vessels.map((vessel) => vessel.name).toSorted()).toEqual(['M/V Gulf Tide Endeavor', 'OSV Gulf Tide Resolute']);
    expect(vessels.find((vessel) => vessel.id === stay?.vesselId)).toMatchObject({ name: stay?.vesselName, length: stay?.vesselLength });
    expect(bills).toEqual(
      expect.arrayContaining([expect.objectContaining({ reservationId: stay?.id, status: 'paid', totalAmount: stay?.paidAmount })]),
    );
  });

  test('library: rates and hurricane plan for all, fuel dock procedure for staff, demo customer’s insurance due in 20 days and signed lease', async () => {
    await seedDatabase(db, { demo: true, files: store, clock: systemClock });
    const { customer, stay } = await demoCustomerAndStay();
    const library = await db
      .select({
        title: documents.title,
        accessLevel: documents.accessLevel,
        customerId: documents.customerId,
        expiresAt: documents.expiresAt,
        category: documentCategories.name,
        file: files,
      })
      .from(documents)
      .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
      .innerJoin(files, eq(files.id, documents.filePath));
    expect(library.map(({ file, ...document }) => document).toSorted((a, b) => a.title.localeCompare(b.title))).toEqual([
      {
        title: leaseDocumentTitle(stay?.reservationNumber ?? ''),
        accessLevel: 'customer',
        customerId: customer?.id,
        expiresAt: null,
        category: 'contracts',
      },
      {
        title: 'Certificate of insurance — M/V Gulf Tide Endeavor',
        accessLevel: 'customer',
        customerId: customer?.id,
        expiresAt: addDays(facilityToday(), 20),
        category: 'certificates',
      },
      { title: 'Dockage rates and facility rules', accessLevel: 'public', customerId: null, expiresAt: null, category: 'contracts' },
      { title: 'Fuel dock operating procedure', accessLevel: 'internal', customerId: null, expiresAt: null, category: 'manuals' },
      { title: 'Hurricane preparedness plan', accessLevel: 'public', customerId: null, expiresAt: null, category: 'manuals' },
    ]);
    for (const { title, file } of library) {
      expect(file.mimeType, title).toBe('application/pdf');
      const opened = await store.open(file.id);
      if (!opened) throw new Error(`${title}: no stored file`);
      expect((await text(opened.content)).startsWith('%PDF-'), title).toBe(true);
    }
    // Filed by the dock office, so none of the library's files counts as the customer's own upload;
    // the signed lease's PDF is the customer's, as every signed lease's is.
    expect(library.filter(({ file }) => file.ownerCustomerId !== null).map(({ title }) => title)).toEqual([
      leaseDocumentTitle(stay?.reservationNumber ?? ''),
    ]);
  });

  test('the demo stay’s lease is signed with its evidence, verifies, and ends with its completion certificate', async () => {
    await seedDatabase(db, { demo: true, files: store, clock: systemClock });
    const { stay } = await demoCustomerAndStay();
    const [lease] = await db
      .select()
      .from(leases)
      .where(eq(leases.reservationId, stay?.id ?? ''));
    expect(lease).toMatchObject({
      status: 'signed',
      signerName: 'Danielle Guidry',
      signerEmail: demoCustomerEmail,
      signerEmailVerifiedBy: 'account',
      consentVersion: loadElectronicConsent().version,
    });
    // Signed before the stay was paid, as the checkout has it.
    expect(lease?.signedAt?.getTime()).toBeLessThan(stay?.paidAt?.getTime() ?? 0);
    const verification = await verifyLease({ db, files: store }, lease?.id ?? '');
    expect(verification).toMatchObject({ verified: true, events: 4 });
    const opened = await store.open(lease?.signedPdfFileId ?? '');
    if (!opened) throw new Error('the demo lease has no stored PDF');
    expect(pdfText(new Uint8Array(await buffer(opened.content)))).toContain('Completion certificate');
  });

  test('every demo document, upload and attachment is a stored file with the content its name promises', async () => {
    await seedDatabase(db, { demo: true, files: store, clock: systemClock });
    const documents = await db.select().from(customerDocuments);
    const uploads = await db.select().from(clientUploads);
    const attachments = (await db.select().from(clientMessages)).flatMap((message) =>
      message.attachmentPath && message.attachmentName ? [{ fileId: message.attachmentPath, name: message.attachmentName }] : [],
    );
    const named = [
      ...documents.map((document) => ({ fileId: document.fileUrl, name: document.fileName, size: document.fileSize })),
      ...uploads.map((upload) => ({ fileId: upload.filePath, name: upload.originalName, size: upload.fileSize })),
      ...attachments,
    ];
    expect(named.length).toBeGreaterThanOrEqual(6);
    for (const upload of uploads) expect(isAcceptedExtension('clientFile', upload.originalName), upload.originalName).toBe(true);

    for (const { fileId, name, ...expected } of named) {
      const opened = await store.open(fileId);
      if (!opened) throw new Error(`${name}: no stored file ${fileId}`);
      const content = await text(opened.content);
      if ('size' in expected) expect(opened.file.size, name).toBe(expected.size);
      if (name.endsWith('.pdf')) {
        expect(opened.file.mimeType, name).toBe('application/pdf');
        expect(content.startsWith('%PDF-'), name).toBe(true);
      } else {
        expect(opened.file.mimeType, name).toMatch(/^text\/csv/);
        expect(content, name).toMatch(/^point,measured_mm/);
      }
    }
  });
});
