import { eq, sql } from 'drizzle-orm';
import { pgSchema, text } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '#api/db/client.ts';
import {
  berthReservations,
  berths,
  clientMessages,
  clientNotifications,
  clientSessions,
  clientUploads,
  customers,
  documentCategories,
  documents,
  documentShares,
  documentTemplates,
  files,
  invoices,
  leases,
  quoteLineItems,
  quotes,
  serviceRequests,
  users,
} from '#api/db/schema/index.ts';
import { getTestDatabase, resetDatabase, schemaTableNames, schemaTables } from '#tests/setup/test-database.ts';

const informationSchema = pgSchema('information_schema');
const catalogTables = informationSchema.table('tables', {
  tableName: text('table_name').notNull(),
  tableSchema: text('table_schema').notNull(),
});

const uniqueViolation = '23505';
const checkViolation = '23514';
const exclusionViolation = '23P01';

/** The SQLSTATE the database answered with; drizzle wraps the driver's error, which carries it as `code`. */
async function sqlStateOf(operation: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await operation;
  } catch (error) {
    for (let current: unknown = error; current instanceof Error; current = current.cause) {
      if ('code' in current && typeof current.code === 'string') return current.code;
    }
    throw error;
  }
  return undefined;
}

let db: Database;

beforeEach(async () => {
  db = (await getTestDatabase()).db;
  await resetDatabase(db);
});

async function insertCustomer(email = 'ops@gulftide.example', username?: string) {
  const [customer] = await db
    .insert(customers)
    .values({ email, username, passwordHash: 'hash', firstName: 'Danielle', lastName: 'Guidry', company: 'Gulf Tide Offshore' })
    .returning();
  if (!customer) throw new Error('customer not inserted');
  return customer;
}

async function insertBerth(name = 'Outer 1') {
  const [berth] = await db
    .insert(berths)
    .values({
      name,
      position: 0,
      length: 150,
      maxDraft: 18,
      minBillableLength: 75,
      monthlyRate: '0.50',
      weeklyRate: '0.75',
      dailyRate: '1.00',
    })
    .returning();
  if (!berth) throw new Error('berth not inserted');
  return berth;
}

function reservationOf(berthId: string, arrivalDate: string, departureDate: string) {
  return {
    berthId,
    vesselName: 'M/V Bayou Runner',
    contactName: 'Remy Cheramie',
    contactEmail: 'remy@bayourunner.example',
    company: 'Bayou Runner Marine',
    arrivalDate,
    departureDate,
    totalCost: 150_000,
  };
}

async function insertReservation(arrivalDate = '2026-03-02', departureDate = '2026-03-09') {
  const berth = await insertBerth();
  const [reservation] = await db
    .insert(berthReservations)
    .values(reservationOf(berth.id, arrivalDate, departureDate))
    .returning();
  if (!reservation) throw new Error('reservation not inserted');
  return reservation;
}

async function insertDocument() {
  const [file] = await db
    .insert(files)
    .values({ sha256: 'b'.repeat(64), size: 2048, mimeType: 'application/pdf' })
    .returning();
  const [document] = await db
    .insert(documents)
    .values({
      title: 'Dockage agreement',
      fileName: 'agreement.pdf',
      fileSize: 2048,
      mimeType: 'application/pdf',
      filePath: file?.id ?? '',
    })
    .returning();
  if (!document) throw new Error('document not inserted');
  return document;
}

/** Spec part 2 §3, field by field, as the spec names them. */
const specFields: Record<string, string[]> = {
  users: ['id', 'username', 'password', 'role', 'email', 'firstName', 'lastName', 'createdAt'],
  service_requests: [
    'id',
    'firstName',
    'lastName',
    'company',
    'email',
    'phone',
    'serviceType',
    'projectDetails',
    'urgency',
    'preferredDate',
    'preferredTime',
    'duration',
    'location',
    'status',
    'assignedTo',
    'internalNotes',
    'scheduledDate',
    'completedAt',
    'createdAt',
    'updatedAt',
  ],
  berths: [
    'id',
    'name',
    'position',
    'length',
    'maxDraft',
    'amenities',
    'monthlyRate',
    'weeklyRate',
    'dailyRate',
    'status',
    'currentVessel',
    'reservedUntil',
    'createdAt',
    'updatedAt',
  ],
  berth_reservations: [
    'id',
    'berthId',
    'vesselName',
    'vesselLength',
    'vesselBeam',
    'vesselDraft',
    'contactName',
    'contactEmail',
    'contactPhone',
    'company',
    'arrivalDate',
    'departureDate',
    'purpose',
    'specialRequirements',
    'status',
    'totalCost',
    'stripePaymentIntentId',
    'leaseId',
    'createdAt',
    'updatedAt',
  ],
  leases: [
    'id',
    'reservationId',
    'leaseDocument',
    'lesseeName',
    'lesseeCompany',
    'lesseeEmail',
    'lesseeAddress',
    'lesseeCity',
    'lesseeState',
    'lesseeZip',
    'insuranceRequired',
    'insuranceAmount',
    'specialTerms',
    'status',
    'signedAt',
    'signerName',
    'signerTitle',
    'digitalSignature',
    'createdAt',
    'updatedAt',
  ],
  customers: [
    'id',
    'email',
    'passwordHash',
    'firstName',
    'lastName',
    'company',
    'phone',
    'address',
    'city',
    'state',
    'zipCode',
    'accountStatus',
    'lastLogin',
    'createdAt',
    'updatedAt',
    'username',
  ],
  customer_documents: ['id', 'customerId', 'documentType', 'fileName', 'fileUrl', 'fileSize', 'uploadedBy', 'description', 'createdAt'],
  invoices: [
    'id',
    'customerId',
    'serviceRequestId',
    'invoiceNumber',
    'description',
    'subtotal',
    'taxAmount',
    'totalAmount',
    'status',
    'dueDate',
    'paidDate',
    'createdAt',
    'updatedAt',
  ],
  quotes: [
    'id',
    'customerId',
    'quoteNumber',
    'contactName',
    'contactEmail',
    'contactPhone',
    'company',
    'projectTitle',
    'projectDescription',
    'location',
    'vesselType',
    'vesselSpecs',
    'timeframe',
    'priority',
    'laborCost',
    'materialCost',
    'equipmentCost',
    'additionalCosts',
    'subtotal',
    'taxRate',
    'taxAmount',
    'totalAmount',
    'validUntil',
    'status',
    'notes',
    'internalNotes',
    'createdBy',
    'approvedAt',
    'createdAt',
    'updatedAt',
  ],
  quote_line_items: ['id', 'quoteId', 'category', 'description', 'quantity', 'unitPrice', 'totalPrice', 'notes', 'createdAt'],
  document_categories: ['id', 'name', 'description', 'parentId', 'isActive', 'createdAt'],
  documents: [
    'id',
    'categoryId',
    'customerId',
    'serviceRequestId',
    'quoteId',
    'title',
    'description',
    'fileName',
    'fileSize',
    'mimeType',
    'filePath',
    'version',
    'isLatestVersion',
    'status',
    'tags',
    'uploadedBy',
    'accessLevel',
    'expiresAt',
    'downloadCount',
    'checksum',
    'createdAt',
    'updatedAt',
  ],
  document_versions: [
    'id',
    'documentId',
    'version',
    'fileName',
    'fileSize',
    'filePath',
    'uploadedBy',
    'changeNotes',
    'checksum',
    'createdAt',
  ],
  document_shares: [
    'id',
    'documentId',
    'sharedWithCustomerId',
    'sharedWithEmail',
    'accessLevel',
    'shareToken',
    'expiresAt',
    'isActive',
    'sharedBy',
    'accessedAt',
    'downloadCount',
    'createdAt',
  ],
  document_templates: [
    'id',
    'name',
    'description',
    'category',
    'templatePath',
    'variables',
    'isActive',
    'createdBy',
    'lastUsed',
    'usageCount',
    'createdAt',
    'updatedAt',
  ],
  client_messages: [
    'id',
    'customerId',
    'fromAdmin',
    'subject',
    'message',
    'attachmentPath',
    'attachmentName',
    'isRead',
    'priority',
    'createdAt',
  ],
  client_uploads: [
    'id',
    'customerId',
    'fileName',
    'originalName',
    'filePath',
    'fileSize',
    'mimeType',
    'description',
    'category',
    'isProcessed',
    'processedBy',
    'notes',
    'createdAt',
  ],
  client_sessions: ['id', 'customerId', 'sessionToken', 'expiresAt', 'lastActivity', 'ipAddress', 'userAgent', 'isActive', 'createdAt'],
  client_notifications: ['id', 'customerId', 'type', 'title', 'message', 'actionUrl', 'isRead', 'createdAt'],
};

/**
 * Where a spec field is kept under another column, and why (docs/decisions/022-schema-links-and-names.md):
 * the password column holds only a hash, and a reservation's lease is found through leases.reservation_id.
 */
const storedAs: Record<string, string | null> = {
  'users.password': 'password_hash',
  'berth_reservations.leaseId': null,
};

const catalogColumns = informationSchema.table('columns', {
  tableName: text('table_name').notNull(),
  columnName: text('column_name').notNull(),
  tableSchema: text('table_schema').notNull(),
});

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

test('the migrations create every table and field the spec names', async () => {
  const created = await db
    .select({ table: catalogColumns.tableName, column: catalogColumns.columnName })
    .from(catalogColumns)
    .where(eq(catalogColumns.tableSchema, 'public'));
  const columnsByTable = new Map<string, Set<string>>();
  for (const { table, column } of created) columnsByTable.set(table, (columnsByTable.get(table) ?? new Set()).add(column));

  const missing = Object.entries(specFields).flatMap(([table, fields]) =>
    fields
      .map((field) => {
        const stored = storedAs[`${table}.${field}`];
        return stored === null ? null : (stored ?? snakeCase(field));
      })
      .filter((column): column is string => column !== null && !columnsByTable.get(table)?.has(column))
      .map((column) => `${table}.${column}`),
  );
  expect(missing).toEqual([]);
});

test('every table of the Drizzle schema exists in the database', async () => {
  const created = await db.select({ name: catalogTables.tableName }).from(catalogTables).where(eq(catalogTables.tableSchema, 'public'));
  expect(created.map((table) => table.name).toSorted()).toEqual(schemaTableNames.toSorted());
});

describe('unique keys refuse a duplicate', () => {
  test('users.username, in any letter case', async () => {
    await db.insert(users).values({ username: 'harbormaster', passwordHash: 'hash' });
    expect(await sqlStateOf(db.insert(users).values({ username: 'harbormaster', passwordHash: 'hash' }))).toBe(uniqueViolation);
    expect(await sqlStateOf(db.insert(users).values({ username: 'HarborMaster', passwordHash: 'hash' }))).toBe(uniqueViolation);
    expect(await db.$count(users)).toBe(1);
  });

  test('customers.email, in any letter case', async () => {
    await insertCustomer('ops@gulftide.example');
    expect(await sqlStateOf(insertCustomer('ops@gulftide.example'))).toBe(uniqueViolation);
    expect(await sqlStateOf(insertCustomer('OPS@GulfTide.example'))).toBe(uniqueViolation);
  });

  test('customers.username when present, in any letter case; many customers may have none', async () => {
    await insertCustomer('a@gulftide.example');
    await insertCustomer('b@gulftide.example');
    await insertCustomer('c@gulftide.example', 'captain');
    expect(await sqlStateOf(insertCustomer('d@gulftide.example', 'Captain'))).toBe(uniqueViolation);
    expect(await db.$count(customers)).toBe(3);
  });

  test('invoices.invoiceNumber', async () => {
    const customer = await insertCustomer();
    const invoice = { customerId: customer.id, invoiceNumber: 'INV-1001', subtotal: 10_000, totalAmount: 10_000 };
    await db.insert(invoices).values(invoice);
    expect(await sqlStateOf(db.insert(invoices).values(invoice))).toBe(uniqueViolation);
  });

  test('quotes.quoteNumber', async () => {
    const quote = {
      quoteNumber: 'Q-2026-0001',
      contactName: 'Remy Cheramie',
      contactEmail: 'remy@bayourunner.example',
      company: 'Bayou Runner Marine',
      projectTitle: 'Deck repairs',
      projectDescription: 'Replace corroded deck plating on the aft deck.',
    };
    await db.insert(quotes).values(quote);
    expect(await sqlStateOf(db.insert(quotes).values(quote))).toBe(uniqueViolation);
  });

  test('document_categories.name', async () => {
    await db.insert(documentCategories).values({ name: 'contracts' });
    expect(await sqlStateOf(db.insert(documentCategories).values({ name: 'contracts' }))).toBe(uniqueViolation);
  });

  test('document_shares.shareToken', async () => {
    const document = await insertDocument();
    const share = {
      documentId: document.id,
      sharedWithEmail: 'remy@bayourunner.example',
      shareToken: 'token-1',
      expiresAt: new Date('2026-03-09T00:00:00Z'),
    };
    await db.insert(documentShares).values(share);
    expect(await sqlStateOf(db.insert(documentShares).values(share))).toBe(uniqueViolation);
  });

  test('client_sessions.sessionToken', async () => {
    const customer = await insertCustomer();
    const session = { subjectId: customer.id, sessionToken: 'a'.repeat(64), expiresAt: new Date(Date.now() + 60_000) };
    await db.insert(clientSessions).values(session);
    expect(await sqlStateOf(db.insert(clientSessions).values(session))).toBe(uniqueViolation);
  });

  test('berths.name', async () => {
    await insertBerth('Inner 4');
    expect(await sqlStateOf(insertBerth('Inner 4'))).toBe(uniqueViolation);
  });
});

describe('a minimal row gets the defaults of the spec', () => {
  test('users, service requests and customers', async () => {
    const [user] = await db.insert(users).values({ username: 'dockhand', passwordHash: 'hash' }).returning();
    expect(user?.role).toBe('user');
    expect(user?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Math.abs((user?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);

    const [request] = await db
      .insert(serviceRequests)
      .values({ email: 'ops@gulftide.example', projectDetails: 'Crew change at Port Fourchon' })
      .returning();
    expect(request).toMatchObject({ urgency: 'standard', status: 'pending' });

    const customer = await insertCustomer();
    expect(customer.accountStatus).toBe('active');
    expect(customer.username).toBeNull();
  });

  test('berths, reservations and leases', async () => {
    const reservation = await insertReservation();
    const [berth] = await db.select().from(berths).where(eq(berths.id, reservation.berthId));
    expect(berth).toMatchObject({ status: 'available', amenities: [], monthlyRate: '0.50', weeklyRate: '0.75', dailyRate: '1.00' });
    expect(reservation).toMatchObject({ status: 'pending', arrivalDate: '2026-03-02', departureDate: '2026-03-09', totalCost: 150_000 });

    const [lease] = await db.insert(leases).values({ reservationId: reservation.id, leaseDocument: 'BERTH LEASE AGREEMENT' }).returning();
    expect(lease).toMatchObject({ status: 'draft', insuranceRequired: true, insuranceAmount: 100_000_000 });
  });

  test('invoices, quotes and quote line items', async () => {
    const customer = await insertCustomer();
    const [invoice] = await db
      .insert(invoices)
      .values({ customerId: customer.id, invoiceNumber: 'INV-1', subtotal: 10_000, totalAmount: 10_000 })
      .returning();
    expect(invoice).toMatchObject({ taxAmount: 0, status: 'pending' });

    const [quote] = await db
      .insert(quotes)
      .values({
        quoteNumber: 'Q-1',
        contactName: 'Remy Cheramie',
        contactEmail: 'remy@bayourunner.example',
        company: 'Bayou Runner Marine',
        projectTitle: 'Deck repairs',
        projectDescription: 'Replace corroded deck plating on the aft deck.',
      })
      .returning();
    expect(quote).toMatchObject({ taxRate: 875, priority: 'standard', status: 'pending', additionalCosts: 0 });

    const [item] = await db
      .insert(quoteLineItems)
      .values({ quoteId: quote?.id ?? '', description: 'Deck plating, 3/8 in', unitPrice: 42_500, totalPrice: 42_500 })
      .returning();
    expect(item?.quantity).toBe(1);
  });

  test('documents, categories, shares and templates', async () => {
    const [category] = await db.insert(documentCategories).values({ name: 'contracts' }).returning();
    expect(category?.isActive).toBe(true);

    const document = await insertDocument();
    expect(document).toMatchObject({
      version: 1,
      isLatestVersion: true,
      status: 'active',
      tags: [],
      accessLevel: 'internal',
      downloadCount: 0,
    });

    const [share] = await db
      .insert(documentShares)
      .values({
        documentId: document.id,
        sharedWithEmail: 'remy@bayourunner.example',
        shareToken: 'token',
        expiresAt: new Date('2026-03-09T00:00:00Z'),
      })
      .returning();
    expect(share).toMatchObject({ accessLevel: 'view', isActive: true });

    const [template] = await db.insert(documentTemplates).values({ name: 'Berth lease', templatePath: 'content/lease.md' }).returning();
    expect(template).toMatchObject({ isActive: true, usageCount: 0, variables: [] });
  });

  test('client messages, uploads, sessions and notifications', async () => {
    const customer = await insertCustomer();
    const customerId = customer.id;
    const [message] = await db.insert(clientMessages).values({ customerId, subject: 'Fuel', message: 'Fuel dock open at 6.' }).returning();
    expect(message).toMatchObject({ fromAdmin: false, isRead: false, priority: 'normal' });

    // The spec's filePath holds the stored file's id (decision 036).
    const [file] = await db
      .insert(files)
      .values({ sha256: 'a'.repeat(64), size: 10, mimeType: 'application/pdf' })
      .returning();
    const [upload] = await db
      .insert(clientUploads)
      .values({
        customerId,
        fileName: 'f.pdf',
        originalName: 'COI.pdf',
        filePath: file?.id ?? '',
        fileSize: 10,
        mimeType: 'application/pdf',
      })
      .returning();
    expect(upload).toMatchObject({ category: 'general', isProcessed: false });

    const [session] = await db
      .insert(clientSessions)
      .values({ subjectId: customerId, sessionToken: 'b'.repeat(64), expiresAt: new Date(Date.now() + 60_000) })
      .returning();
    expect(session?.isActive).toBe(true);

    const [notification] = await db
      .insert(clientNotifications)
      .values({ customerId, type: 'invoice', title: 'New invoice', message: 'Invoice INV-1 is ready.' })
      .returning();
    expect(notification?.isRead).toBe(false);
  });

  test('updatedAt moves forward on every update', async () => {
    const berth = await insertBerth();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [updated] = await db.update(berths).set({ status: 'maintenance' }).where(eq(berths.id, berth.id)).returning();
    expect(updated?.updatedAt.getTime()).toBeGreaterThan(berth.updatedAt.getTime());
  });
});

describe('check constraints refuse values outside the spec lists', () => {
  test('an unknown reservation status', async () => {
    const reservation = await insertReservation();
    const update = db.update(berthReservations).set({ status: sql`'on-hold'` }).where(eq(berthReservations.id, reservation.id));
    expect(await sqlStateOf(update)).toBe(checkViolation);
  });

  test('unknown berth, lease, account and access-level statuses', async () => {
    const reservation = await insertReservation();
    expect(await sqlStateOf(db.update(berths).set({ status: sql`'sunk'` }))).toBe(checkViolation);
    expect(await sqlStateOf(db.insert(leases).values({ reservationId: reservation.id, leaseDocument: 'LEASE', status: sql`'void'` }))).toBe(
      checkViolation,
    );
    await insertCustomer();
    expect(await sqlStateOf(db.update(customers).set({ accountStatus: sql`'closed'` }))).toBe(checkViolation);
    await insertDocument();
    expect(await sqlStateOf(db.update(documents).set({ accessLevel: sql`'everyone'` }))).toBe(checkViolation);
  });

  test('a departure that is not after the arrival', async () => {
    const berth = await insertBerth();
    const sameDay = db.insert(berthReservations).values(reservationOf(berth.id, '2026-03-09', '2026-03-09'));
    expect(await sqlStateOf(sameDay)).toBe(checkViolation);
  });
});

describe('a berth is never booked twice for the same night', () => {
  test('an overlapping live reservation is refused, a same-day turnover and a cancelled one are not', async () => {
    const first = await insertReservation('2026-03-02', '2026-03-09');
    const berthId = first.berthId;

    expect(await sqlStateOf(db.insert(berthReservations).values(reservationOf(berthId, '2026-03-08', '2026-03-12')))).toBe(
      exclusionViolation,
    );
    await db.insert(berthReservations).values(reservationOf(berthId, '2026-03-09', '2026-03-12'));

    await db.update(berthReservations).set({ status: 'cancelled' }).where(eq(berthReservations.id, first.id));
    await db.insert(berthReservations).values(reservationOf(berthId, '2026-03-01', '2026-03-05'));

    const other = await insertBerth('Outer 2');
    await db.insert(berthReservations).values(reservationOf(other.id, '2026-03-02', '2026-03-09'));
    expect(await db.$count(berthReservations)).toBe(4);
  });
});

test('resetDatabase empties every table, whatever the foreign keys between them', async () => {
  const reservation = await insertReservation();
  await db.insert(leases).values({ reservationId: reservation.id, leaseDocument: 'LEASE' });
  const customer = await insertCustomer();
  await db.insert(invoices).values({ customerId: customer.id, invoiceNumber: 'INV-1', subtotal: 100, totalAmount: 100 });
  const [parent] = await db.insert(documentCategories).values({ name: 'reports' }).returning();
  await db.insert(documentCategories).values({ name: 'surveys', parentId: parent?.id });
  await db.insert(users).values({ username: 'harbormaster', passwordHash: 'hash' });

  await resetDatabase(db);
  expect(await Promise.all(schemaTables.map((table) => db.$count(table)))).toEqual(schemaTables.map(() => 0));
});
