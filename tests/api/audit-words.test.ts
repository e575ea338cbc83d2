import { beforeEach, expect, test } from 'vitest';
import { berthReservations } from '#api/db/schema/index.ts';
import { timelineAnswerSchema } from '#shared/admin-client-views.ts';
import type { AuditEntryView } from '#shared/audit-views.ts';
import { berthNamed, seedBerths, stay } from './berth-booking-fixtures.ts';
import { call, libraryDocument } from './document-shares-fixtures.ts';
import { libraryWorld, type LibraryWorld } from './documents-fixtures.ts';

// The audit log and a client's timeline after the office's everyday work: every line names its
// record as people know it, money in dollars, and never shows an id, an amount in cents or a field's code name.

let world: LibraryWorld;
beforeEach(async () => {
  world = await libraryWorld();
});

const asStaff = (method: string, path: string, body?: unknown) => call(world.harness, method, path, body, world.staff.cookie);
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const cents = /\b48,?000\b/;
const codeNames = /\b(paymentStatus|paidAmount|holdExpiresAt|categoryId|customerId|firstName|lastName|accountStatus)\b/;

function expectPeopleWords(text: string) {
  expect(text).not.toMatch(uuid);
  expect(text).not.toMatch(cents);
  expect(text).not.toMatch(codeNames);
}

async function officeWork() {
  const { db, clock } = world.harness;
  const customerId = world.customer.id;
  const berths = await seedBerths(db);
  const [reservation] = await db
    .insert(berthReservations)
    .values({
      customerId,
      berthId: berthNamed(berths, 'Outer 1').id,
      vesselName: 'M/V Gulf Tide',
      contactName: 'Danielle Guidry',
      contactEmail: 'danielle@gulftide.example',
      company: 'Gulf Tide Offshore',
      ...stay(10, 12),
      totalCost: 48_000,
      paymentStatus: 'paid',
      paidAmount: 48_000,
      paidAt: clock.now(),
    })
    .returning();
  if (!reservation) throw new Error('reservation not inserted');
  clock.advance(60_000);
  expect((await asStaff('PATCH', `/api/berth-reservations/${reservation.id}`, { status: 'confirmed' })).status).toBe(200);
  clock.advance(60_000);
  const { document } = await libraryDocument(world.harness);
  const edited = await asStaff('PATCH', `/api/documents/${document.id}`, {
    title: 'Hull survey 2026',
    categoryId: world.categories.certificates,
    customerId,
  });
  expect(edited.status).toBe(200);
  clock.advance(60_000);
  const client = await asStaff('PUT', `/api/admin/clients/${customerId}`, {
    firstName: 'Danielle',
    lastName: 'Guidry',
    email: 'danielle@gulftide.example',
    username: null,
    phone: '(985) 555-0199',
    company: 'Gulf Tide Offshore',
    address: null,
    city: null,
    state: null,
    zipCode: null,
    accountStatus: 'active',
  });
  expect(client.status).toBe(200);
  return reservation;
}

test('the audit log names the reservation, the document and the client, with fields in words', async () => {
  const reservation = await officeWork();
  const response = await asStaff('GET', `/api/admin/audit?customerId=${world.customer.id}`);
  expect(response.status).toBe(200);
  const entries = (await response.json()) as AuditEntryView[];
  expect(entries.map(({ actionLabel, record, customerName }) => ({ actionLabel, record, customerName }))).toEqual([
    { actionLabel: 'Client edited', record: 'Client Danielle Guidry', customerName: 'Danielle Guidry' },
    { actionLabel: 'Document details edited', record: 'Document “Hull survey 2026”', customerName: 'Danielle Guidry' },
    { actionLabel: 'Reservation approved', record: `Reservation ${reservation.reservationNumber}`, customerName: 'Danielle Guidry' },
  ]);
  const [clientEdit, documentEdit, approval] = entries;
  expect(clientEdit?.fields).toContainEqual({ field: 'Phone', before: '—', after: '(985) 555-0199', changed: true });
  expect(documentEdit?.fields).toEqual(
    expect.arrayContaining([
      { field: 'Title', before: 'Hull survey', after: 'Hull survey 2026', changed: true },
      { field: 'Category', before: '—', after: 'certificates', changed: true },
      { field: 'Client', before: '—', after: 'Danielle Guidry', changed: true },
    ]),
  );
  expect(approval?.fields).toContainEqual({ field: 'Amount paid', before: '$480.00', after: '$480.00', changed: false });
  for (const { actionLabel, record, customerName, fields } of entries)
    expectPeopleWords(JSON.stringify({ actionLabel, record, customerName, fields }));
});

test('the client’s timeline names the same records, its payment in dollars', async () => {
  const reservation = await officeWork();
  const response = await asStaff('GET', `/api/admin/clients/${world.customer.id}/timeline`);
  expect(response.status).toBe(200);
  const { entries } = timelineAnswerSchema.parse(await response.json());
  const lines = entries.map(({ title, detail }) => `${title} | ${detail ?? ''}`);
  expect(lines).toEqual(
    expect.arrayContaining([
      'harbormaster edited Danielle Guidry’s details | Phone: — → (985) 555-0199',
      expect.stringMatching(/^harbormaster edited the details of Hull survey 2026 \| Title: Hull survey → Hull survey 2026; /),
      expect.stringMatching(
        new RegExp(
          `^Danielle Guidry’s reservation ${reservation.reservationNumber} was approved by harbormaster \\| Status: Pending → Confirmed`,
        ),
      ),
      `Danielle Guidry paid for reservation ${reservation.reservationNumber} | $480.00, paid`,
    ]),
  );
  for (const line of lines) expectPeopleWords(line);
});
