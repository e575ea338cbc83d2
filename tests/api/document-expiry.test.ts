import { Readable } from 'node:stream';
import { beforeEach, describe, expect, test } from 'vitest';
import { clientUploads, documentCategories, documents, type NewDocument } from '#api/db/schema/index.ts';
import type { AdminOverview } from '#shared/admin-overview-views.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { signedInCustomer, signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { createTestClock } from '#tests/setup/test-clock.ts';
import type { TestHarness } from './berth-booking-fixtures.ts';

let harness: TestHarness;
let staff: SignedIn;
let customer: SignedIn;
let certificates: string;

// 03:00 UTC is the evening before at the marina (America/Chicago): its calendar day is the 14th.
const evening = new Date('2026-03-15T03:00:00Z');

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' }, { clock: createTestClock(evening) });
  await resetDatabase(harness.db);
  staff = await signedInStaff(harness.db, harness.clock);
  customer = await signedInCustomer(harness.db, harness.clock);
  const [category] = await harness.db.insert(documentCategories).values({ name: 'certificates' }).returning({ id: documentCategories.id });
  certificates = category?.id ?? '';
});

const day = (offset: number) => addDays(facilityToday(harness.clock.now()), offset);

async function storedPdf() {
  return harness.files.put(Readable.from([Buffer.from('%PDF-1.4\n% test\n')]), { mimeType: 'application/pdf' });
}

async function libraryDocument(title: string, fields: Partial<NewDocument>) {
  const file = await storedPdf();
  await harness.db
    .insert(documents)
    .values({ title, fileName: `${title}.pdf`, fileSize: file.size, mimeType: file.mimeType, filePath: file.id, ...fields });
}

async function clientCertificate(originalName: string, expiresAt: string, category = 'certificate') {
  const file = await storedPdf();
  await harness.db.insert(clientUploads).values({
    customerId: customer.id,
    fileName: originalName,
    originalName,
    filePath: file.id,
    fileSize: file.size,
    mimeType: file.mimeType,
    category,
    expiresAt,
  });
}

async function overview(): Promise<AdminOverview> {
  const response = await sendJson(harness.app, 'GET', '/api/admin/overview', undefined, { Cookie: staff.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminOverview;
}

describe('expiring within 30 days, at a glance', () => {
  test('active documents and client certificates due within 30 days of the marina’s today, expired flagged, soonest first', async () => {
    expect(day(0)).toBe('2026-03-14');
    await libraryDocument('Certificate of insurance — Gulf Tide', {
      categoryId: certificates,
      customerId: customer.id,
      accessLevel: 'customer',
      expiresAt: day(20),
    });
    await libraryDocument('Fuel dock permit', { accessLevel: 'internal', expiresAt: day(-3) });
    await libraryDocument('Hull survey', { expiresAt: day(30) });
    await libraryDocument('Last day today', { expiresAt: day(0) });
    await libraryDocument('Next season’s permit', { expiresAt: day(31) });
    await libraryDocument('Old permit in the trash', { expiresAt: day(5), status: 'trashed', trashedAt: harness.clock.now() });
    await libraryDocument('Rates', { accessLevel: 'public' });
    await clientCertificate('Endeavor COI.pdf', day(10));
    await clientCertificate('Renewed COI.pdf', day(45));
    await clientCertificate('Fuel invoice.pdf', day(3), 'invoice');

    const { expiring } = await overview();
    expect(expiring.withinDays).toBe(30);
    expect(expiring.count).toBe(5);
    expect(expiring.soonest.map(({ title, expiresAt, expired, kind }) => ({ title, expiresAt, expired, kind }))).toEqual([
      { title: 'Fuel dock permit', expiresAt: '2026-03-11', expired: true, kind: 'document' },
      { title: 'Last day today', expiresAt: '2026-03-14', expired: false, kind: 'document' },
      { title: 'Endeavor COI.pdf', expiresAt: '2026-03-24', expired: false, kind: 'upload' },
      { title: 'Certificate of insurance — Gulf Tide', expiresAt: '2026-04-03', expired: false, kind: 'document' },
      { title: 'Hull survey', expiresAt: '2026-04-13', expired: false, kind: 'document' },
    ]);
    const client = { id: customer.id, name: 'Danielle Guidry', company: 'Gulf Tide Offshore', email: 'danielle@gulftide.example' };
    expect(expiring.soonest.find((file) => file.kind === 'upload')).toMatchObject({ certificate: true, customer: client });
    expect(expiring.soonest.find((file) => file.title.startsWith('Certificate'))).toMatchObject({ certificate: true, customer: client });
    expect(expiring.soonest.find((file) => file.title === 'Fuel dock permit')).toMatchObject({ certificate: false, customer: null });
  });

  test('nothing dated: none listed', async () => {
    await libraryDocument('Rates', { accessLevel: 'public' });
    expect((await overview()).expiring).toEqual({ withinDays: 30, count: 0, soonest: [] });
  });
});
