import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { berthReservations } from '#api/db/schema/index.ts';
import type { AdminCounts } from '#shared/admin-counts.ts';
import { signedInCustomer, signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { berthNamed, reservationForm, seedBerths, type TestHarness } from './berth-booking-fixtures.ts';
import { customerWithRecords, type CustomerRecords } from './customer-portal-fixtures.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';

let harness: TestHarness;
let staff: SignedIn;
let alice: CustomerRecords;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  staff = await signedInStaff(harness.db, harness.clock);
  // One unread message from the client, one unprocessed upload and one new service request.
  alice = await customerWithRecords(harness, 'alice');
});

const asStaff = (method: string, path: string, body?: unknown) => sendJson(harness.app, method, path, body, { Cookie: staff.cookie });

async function counts(): Promise<AdminCounts> {
  const response = await harness.app.request('/api/admin/counts', { headers: { Cookie: staff.cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as AdminCounts;
}

async function insertReservation(berthName: string, overrides: Partial<typeof berthReservations.$inferInsert>) {
  const berths = await seedBerths(harness.db);
  const [row] = await harness.db
    .insert(berthReservations)
    .values({ ...reservationForm(berthNamed(berths, berthName).id), totalCost: 36_000, ...overrides })
    .returning();
  if (!row) throw new Error('reservation not inserted');
  return row;
}

describe('GET /api/admin/counts', () => {
  test('401 signed out, 403 to a customer', async () => {
    expect((await harness.app.request('/api/admin/counts')).status).toBe(401);
    const customer = await signedInCustomer(harness.db, harness.clock, { email: 'other@example.com' });
    expect((await harness.app.request('/api/admin/counts', { headers: { Cookie: customer.cookie } })).status).toBe(403);
  });

  test('counts what waits in each tab, and each figure clears as the office deals with it', async () => {
    const reservation = await insertReservation('Outer 1', { status: 'pending', paymentStatus: 'paid', paidAt: harness.clock.now() });
    await insertReservation('Outer 2', { status: 'pending', paymentStatus: 'unpaid' });
    expect(await counts()).toEqual({ unreadMessages: 1, unprocessedUploads: 1, newLeads: 1, reservationsToApprove: 1 });

    expect((await asStaff('POST', `/api/admin/client-messages/${alice.ownMessageId}/read`)).status).toBe(200);
    expect((await asStaff('POST', `/api/admin/client-uploads/${alice.uploadId}/process`, {})).status).toBe(200);
    expect((await asStaff('PATCH', `/api/admin/leads/service/${alice.serviceRequestId}`, { status: 'in-progress' })).status).toBe(200);
    await harness.db.update(berthReservations).set({ status: 'confirmed' }).where(eq(berthReservations.id, reservation.id));

    expect(await counts()).toEqual({ unreadMessages: 0, unprocessedUploads: 0, newLeads: 0, reservationsToApprove: 0 });
  });

  test('the office’s own messages and answered leads are not counted', async () => {
    await asStaff('PATCH', `/api/admin/leads/service/${alice.serviceRequestId}`, { internalNotes: 'Called back' });
    expect(await counts()).toMatchObject({ unreadMessages: 1, newLeads: 0 });
  });
});
