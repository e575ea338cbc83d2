import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { berthReservations, documents, documentShares, invoices, serviceRequests, type NewDocument } from '#api/db/schema/index.ts';
import {
  customerDocumentSchema,
  customerInvoiceSchema,
  customerReservationSchema,
  customerServiceRequestSchema,
  type CustomerDocument,
  type CustomerReservation,
} from '#shared/customer-views.ts';
import type { LeaseView } from '#shared/berth-views.ts';
import { customerCountsSchema } from '#shared/customer-counts.ts';
import { z } from 'zod';
import { signedInStaff } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, leaseInfo, leaseSignature, reserve, seedBerths, type Booked, type TestHarness } from './berth-booking-fixtures.ts';
import { customerWithRecords, idsOf, pdfBytes, storeFile, type CustomerRecords } from './customer-portal-fixtures.ts';
import { paymentCalls, storedReservation } from './payments-fixtures.ts';

let harness: TestHarness;
let berthIds: Map<string, string>;
let alice: CustomerRecords;
let bruno: CustomerRecords;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  const seeded = await seedBerths(harness.db);
  berthIds = new Map(['Outer 1', 'Outer 3'].map((name) => [name, berthNamed(seeded, name).id]));
  alice = await customerWithRecords(harness, 'alice');
  bruno = await customerWithRecords(harness, 'bruno');
});

const get = (path: string, cookie?: string) => harness.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
const claim = (id: string, cookie?: string, headers: Record<string, string> = {}) =>
  sendJson(harness.app, 'POST', `/api/customer/reservations/${id}/claim`, undefined, { ...(cookie && { Cookie: cookie }), ...headers });
const reserveBerth = (name = 'Outer 1') => reserve(harness, berthIds.get(name) ?? '');

async function list<Item>(path: string, schema: z.ZodType<Item>, cookie: string): Promise<Item[]> {
  const response = await get(path, cookie);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return z.array(schema).parse(await response.json());
}

async function counts(cookie: string) {
  const response = await get('/api/customer/counts', cookie);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return customerCountsSchema.strict().parse(await response.json());
}

async function ownedBy(booked: Booked, customerId: string): Promise<void> {
  await harness.db.update(berthReservations).set({ customerId }).where(eq(berthReservations.id, booked.id));
}

describe('signed out', () => {
  test('every customer route answers 401', async () => {
    const id = crypto.randomUUID();
    for (const path of ['counts', 'service-requests', 'invoices', 'documents', `documents/${id}/download`, 'reservations']) {
      const response = await get(`/api/customer/${path}`);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Please sign in to continue.' });
    }
    expect((await claim(id)).status).toBe(401);
  });

  test('a checkout cookie alone is not a customer', async () => {
    const booked = await reserveBerth();
    expect((await get('/api/customer/reservations', booked.cookie)).status).toBe(401);
    expect((await claim(booked.id, booked.cookie)).status).toBe(401);
  });
});

describe('two customers', () => {
  test('each list holds only the caller’s rows, in the customer-facing shape', async () => {
    for (const { customer, serviceRequestId, invoiceId, documentId } of [alice, bruno]) {
      const requests = await list('/api/customer/service-requests', customerServiceRequestSchema.strict(), customer.cookie);
      expect(idsOf(requests)).toEqual([serviceRequestId]);
      const bills = await list('/api/customer/invoices', customerInvoiceSchema.strict(), customer.cookie);
      expect(idsOf(bills)).toEqual([invoiceId]);
      const documents = await list('/api/customer/documents', customerDocumentSchema.strict(), customer.cookie);
      expect(documents).toEqual([
        expect.objectContaining({ id: documentId, downloadUrl: `/api/customer/documents/${documentId}/download` }),
      ]);
    }
  });

  test('a reservation appears only in its customer’s list', async () => {
    const booked = await reserveBerth();
    await ownedBy(booked, alice.customer.id);
    expect(idsOf(await list('/api/customer/reservations', customerReservationSchema.strict(), alice.customer.cookie))).toEqual([booked.id]);
    expect(await list('/api/customer/reservations', customerReservationSchema, bruno.customer.cookie)).toEqual([]);
  });

  test('a document downloads for its customer under its name; another customer’s, an unknown or a malformed id answers 404', async () => {
    const own = await get(`/api/customer/documents/${alice.documentId}/download`, alice.customer.cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="alice-survey.pdf"; filename*=UTF-8''alice-survey.pdf`);
    expect(await own.text()).toContain('alice survey');

    for (const id of [bruno.documentId, crypto.randomUUID(), 'not-a-uuid']) {
      const response = await get(`/api/customer/documents/${id}/download`, alice.customer.cookie);
      expect(response.status, id).toBe(404);
    }
  });
});

describe('library documents among the customer’s documents', () => {
  const later = (seconds: number) => new Date(harness.clock.now().getTime() + seconds * 1000);

  async function libraryDocument(title: string, fields: Partial<NewDocument>): Promise<string> {
    const file = await storeFile(harness.files, pdfBytes(title), 'application/pdf');
    const [row] = await harness.db
      .insert(documents)
      .values({
        title,
        fileName: `${title}.pdf`,
        fileSize: file.size,
        mimeType: file.mimeType,
        filePath: file.id,
        accessLevel: 'customer',
        ...fields,
      })
      .returning({ id: documents.id });
    if (!row) throw new Error('document not inserted');
    return row.id;
  }

  async function sharedWith(documentId: string, customerId: string, fields: Partial<typeof documentShares.$inferInsert> = {}) {
    await harness.db
      .insert(documentShares)
      .values({ documentId, sharedWithCustomerId: customerId, shareToken: crypto.randomUUID(), expiresAt: later(7 * 86_400), ...fields });
  }

  test('linked to or shared with the customer (not public, internal, trashed, another’s), newest first, each with a download', async () => {
    const linked = await libraryDocument('Certificate of insurance', { customerId: alice.customer.id, createdAt: later(10) });
    const shared = await libraryDocument('Hurricane plan for tenants', { createdAt: later(30) });
    await sharedWith(shared, alice.customer.id);
    await libraryDocument('Dockage rates', { accessLevel: 'public', createdAt: later(20) });
    await libraryDocument('Fuel dock procedure', { accessLevel: 'internal', customerId: alice.customer.id, createdAt: later(21) });
    await libraryDocument('Old certificate', {
      customerId: alice.customer.id,
      status: 'trashed',
      trashedAt: later(22),
      createdAt: later(22),
    });
    const brunos = await libraryDocument('Bruno’s certificate', { customerId: bruno.customer.id, createdAt: later(23) });
    const expiredShare = await libraryDocument('Expired link', { createdAt: later(24) });
    await sharedWith(expiredShare, alice.customer.id, { expiresAt: later(-1) });
    const revokedShare = await libraryDocument('Revoked link', { createdAt: later(25) });
    await sharedWith(revokedShare, alice.customer.id, { isActive: false });

    const seen: CustomerDocument[] = [];
    for (let path: string | undefined = '/api/customer/documents?limit=2'; path; ) {
      const response = await get(path, alice.customer.cookie);
      expect(response.status).toBe(200);
      seen.push(...z.array(customerDocumentSchema.strict()).parse(await response.json()));
      path = /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1];
    }
    expect(seen.map(({ id, source, downloadUrl }) => ({ id, source, downloadUrl }))).toEqual([
      { id: shared, source: 'library', downloadUrl: `/api/documents/${shared}/download` },
      { id: linked, source: 'library', downloadUrl: `/api/documents/${linked}/download` },
      { id: alice.documentId, source: 'office', downloadUrl: `/api/customer/documents/${alice.documentId}/download` },
    ]);
    expect(seen[1]).toMatchObject({ fileName: 'Certificate of insurance.pdf', documentType: 'document' });
    expect((await counts(alice.customer.cookie)).documents).toBe(3);
    expect(idsOf(await list('/api/customer/documents', customerDocumentSchema, bruno.customer.cookie))).toEqual(
      [bruno.documentId, brunos].toSorted(),
    );
  });

  test('a browser signed in as staff as well still lists only the customer’s own', async () => {
    await libraryDocument('Bruno’s certificate', { customerId: bruno.customer.id });
    const staff = await signedInStaff(harness.db, harness.clock);
    const documents = await list('/api/customer/documents', customerDocumentSchema, `${alice.customer.cookie}; ${staff.cookie}`);
    expect(idsOf(documents)).toEqual([alice.documentId]);
  });

  test('a library document downloads for its customer through the library, which counts it; another customer gets 404', async () => {
    const linked = await libraryDocument('Certificate of insurance', { customerId: alice.customer.id });
    const [listed] = (await list('/api/customer/documents', customerDocumentSchema, alice.customer.cookie)).filter(
      (document) => document.source === 'library',
    );
    const download = await get(listed?.downloadUrl ?? '', alice.customer.cookie);
    expect(download.status).toBe(200);
    expect(await download.text()).toContain('Certificate of insurance');
    expect((await get(listed?.downloadUrl ?? '', bruno.customer.cookie)).status).toBe(404);
    const [row] = await harness.db.select({ downloadCount: documents.downloadCount }).from(documents).where(eq(documents.id, linked));
    expect(row?.downloadCount).toBe(1);
  });
});

describe('records of berth reservations', () => {
  const { openIntent, confirm } = paymentCalls(() => harness.app);

  async function signLease(booked: Booked): Promise<LeaseView> {
    const generated = await sendJson(harness.app, 'POST', `/api/berth-reservations/${booked.id}/generate-lease`, leaseInfo, {
      Cookie: booked.cookie,
    });
    const { lease } = (await generated.json()) as { lease: LeaseView };
    expect((await sendJson(harness.app, 'POST', `/api/leases/${lease.id}/sign`, leaseSignature, { Cookie: booked.cookie })).status).toBe(
      200,
    );
    return lease;
  }

  test('a signed lease is among the documents and downloads as its PDF; the paid reservation is a paid invoice', async () => {
    const booked = await reserveBerth();
    await ownedBy(booked, alice.customer.id);
    await signLease(booked);
    const intent = await openIntent(booked.id, booked.cookie);
    await sendJson(harness.app, 'POST', '/api/payments/test/confirm', {
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
    });
    expect((await confirm(booked.id, booked.cookie, intent.paymentIntentId)).status).toBe(200);
    const { reservationNumber, totalCost } = await storedReservation(harness.db, booked.id);

    const documents = await list<CustomerDocument>('/api/customer/documents', customerDocumentSchema, alice.customer.cookie);
    const lease = documents.find((document) => document.documentType === 'lease');
    expect(lease).toMatchObject({ fileName: `Berth-Lease-${reservationNumber}.pdf` });
    const download = await get(lease?.downloadUrl ?? '', alice.customer.cookie);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await get(lease?.downloadUrl ?? '', bruno.customer.cookie)).status).toBe(404);

    const bills = await list('/api/customer/invoices', customerInvoiceSchema, alice.customer.cookie);
    expect(bills).toContainEqual(
      expect.objectContaining({ invoiceNumber: `INV-${reservationNumber}`, status: 'paid', totalAmount: totalCost }),
    );
    const [reservation] = await list('/api/customer/reservations', customerReservationSchema, alice.customer.cookie);
    expect(reservation).toMatchObject({ id: booked.id, paid: true, holdExpiresAt: null });
  });

  test('a live hold shows when it expires; once it has run out it shows none', async () => {
    const booked = await reserveBerth();
    await ownedBy(booked, alice.customer.id);
    const { holdExpiresAt } = await storedReservation(harness.db, booked.id);
    const [live] = await list<CustomerReservation>('/api/customer/reservations', customerReservationSchema, alice.customer.cookie);
    expect(live).toMatchObject({ paid: false, status: 'pending', holdExpiresAt: holdExpiresAt?.toISOString() });

    harness.clock.advance(harness.config.holdMinutes * 60_000 + 1000);
    const [expired] = await list<CustomerReservation>('/api/customer/reservations', customerReservationSchema, alice.customer.cookie);
    expect(expired?.holdExpiresAt).toBeNull();
  });
});

describe('POST /api/customer/reservations/:id/claim', () => {
  test('a live guest hold made in this browser becomes the customer’s', async () => {
    const booked = await reserveBerth();
    const response = await claim(booked.id, `${alice.customer.cookie}; ${booked.cookie}`);
    expect(response.status).toBe(200);
    const { reservation } = z.object({ reservation: customerReservationSchema.strict() }).parse(await response.json());
    expect(reservation).toMatchObject({ id: booked.id, berthName: 'Outer 1', paid: false, holdExpiresAt: expect.any(String) });
    expect((await storedReservation(harness.db, booked.id)).customerId).toBe(alice.customer.id);
    expect(idsOf(await list('/api/customer/reservations', customerReservationSchema, alice.customer.cookie))).toEqual([booked.id]);
  });

  test('another browser’s hold, a hold owned already, an expired hold, or an unknown id: 404 and nothing changes', async () => {
    const other = await reserveBerth();
    const mine = await reserveBerth('Outer 3');
    expect((await claim(other.id, `${alice.customer.cookie}; ${mine.cookie}`)).status).toBe(404);
    expect((await claim(other.id, alice.customer.cookie)).status).toBe(404);

    expect((await claim(mine.id, `${bruno.customer.cookie}; ${mine.cookie}`)).status).toBe(200);
    expect((await claim(mine.id, `${alice.customer.cookie}; ${mine.cookie}`)).status).toBe(404);
    expect((await storedReservation(harness.db, mine.id)).customerId).toBe(bruno.customer.id);

    harness.clock.advance(harness.config.holdMinutes * 60_000 + 1000);
    expect((await claim(other.id, `${alice.customer.cookie}; ${other.cookie}`)).status).toBe(404);
    expect((await storedReservation(harness.db, other.id)).customerId).toBeNull();

    expect((await claim(crypto.randomUUID(), `${alice.customer.cookie}; ${other.cookie}`)).status).toBe(404);
    expect((await claim('not-a-uuid', `${alice.customer.cookie}; ${other.cookie}`)).status).toBe(404);
  });

  test('from another site: 403, and the hold stays a guest’s', async () => {
    const booked = await reserveBerth();
    const response = await claim(booked.id, `${alice.customer.cookie}; ${booked.cookie}`, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await storedReservation(harness.db, booked.id)).customerId).toBeNull();
  });
});

test('lists page newest first with a Link to the next page', async () => {
  const first = await reserveBerth();
  harness.clock.advance(1000);
  const second = await reserveBerth('Outer 3');
  await ownedBy(first, alice.customer.id);
  await ownedBy(second, alice.customer.id);

  const page1 = await get('/api/customer/reservations?limit=1', alice.customer.cookie);
  expect(idsOf(await page1.json())).toEqual([second.id]);
  const next = /^<([^>]+)>; rel="next"$/.exec(page1.headers.get('link') ?? '')?.[1];
  expect(next).toMatch(/^\/api\/customer\/reservations\?limit=1&cursor=/);
  const page2 = await get(next ?? '', alice.customer.cookie);
  expect(idsOf(await page2.json())).toEqual([first.id]);
  expect(page2.headers.get('link')).toBeNull();
});

describe('GET /api/customer/counts', () => {
  test('counts the caller’s whole lists as the counters say: open projects, pending invoices, every document', async () => {
    expect(await counts(alice.customer.cookie)).toEqual({ activeProjects: 1, pendingInvoices: 1, documents: 1 });
    const customerId = alice.customer.id;
    await harness.db.insert(serviceRequests).values([
      { customerId, email: 'alice@example.com', serviceType: 'Crew Changes', projectDetails: 'Second crew change', status: 'in-progress' },
      { customerId, email: 'alice@example.com', serviceType: 'Crew Changes', projectDetails: 'Done already', status: 'completed' },
    ]);
    await harness.db.insert(invoices).values({
      customerId,
      invoiceNumber: 'INV-alice-paid',
      description: 'Paid dockage',
      subtotal: 5_000,
      totalAmount: 5_000,
      dueDate: '2026-12-31',
      status: 'paid',
    });
    expect(await counts(alice.customer.cookie)).toEqual({ activeProjects: 2, pendingInvoices: 1, documents: 1 });
    expect(await counts(bruno.customer.cookie)).toEqual({ activeProjects: 1, pendingInvoices: 1, documents: 1 });
  });

  test('a pending invoice past its due date reads overdue in the list and leaves the pending counter', async () => {
    const customerId = alice.customer.id;
    await harness.db.insert(invoices).values({
      customerId,
      invoiceNumber: 'INV-alice-late',
      description: 'Dockage, unpaid',
      subtotal: 7_500,
      totalAmount: 7_500,
      dueDate: '2020-01-31',
      status: 'pending',
    });
    const listed = (await (await get('/api/customer/invoices', alice.customer.cookie)).json()) as {
      invoiceNumber: string;
      status: string;
    }[];
    expect(listed.find((invoice) => invoice.invoiceNumber === 'INV-alice-late')?.status).toBe('overdue');
    expect(await counts(alice.customer.cookie)).toEqual({ activeProjects: 1, pendingInvoices: 1, documents: 1 });
  });
});

test('service requests page newest first with a Link to the next page, past the first page the dashboard reads', async () => {
  const customerId = alice.customer.id;
  for (const details of ['Hull survey', 'Crane lift']) {
    harness.clock.advance(1000);
    await harness.db.insert(serviceRequests).values({
      customerId,
      email: 'alice@example.com',
      serviceType: 'Crew Changes',
      projectDetails: details,
      createdAt: harness.clock.now(),
    });
  }
  const seen: string[] = [];
  let address: string | undefined = '/api/customer/service-requests?limit=2';
  while (address) {
    const page = await get(address, alice.customer.cookie);
    seen.push(
      ...z
        .array(customerServiceRequestSchema)
        .parse(await page.json())
        .map((request) => request.projectDetails ?? ''),
    );
    address = /^<([^>]+)>; rel="next"$/.exec(page.headers.get('link') ?? '')?.[1];
  }
  expect(seen).toEqual(['Crane lift', 'Hull survey', 'Crew change for alice']);
});
