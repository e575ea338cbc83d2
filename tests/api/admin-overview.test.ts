import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Berth } from '#api/db/schema/index.ts';
import {
  auditLog,
  berthBlocks,
  berthReservations,
  mailOutbox,
  operationsStatus,
  quotes,
  serviceRequests,
  staffSignInFailures,
} from '#api/db/schema/index.ts';
import type { AdminOverview } from '#shared/admin-overview-views.ts';
import type { AuditEntryView } from '#shared/audit-views.ts';
import type { OperationsStatusView } from '#shared/operations-status.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { signedInCustomer, signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { minimalContactForm, minimalQuoteForm } from './lead-fixtures.ts';
import { berthNamed, reservationForm, seedBerths, type TestHarness } from './berth-booking-fixtures.ts';

const hourMs = 3_600_000;

let harness: TestHarness;
let staff: SignedIn;
let berthsByName: Map<string, Berth>;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  berthsByName = await seedBerths(harness.db);
  // The seeded layout's own blocks would blur the counts each test sets up.
  await harness.db.delete(berthBlocks);
  staff = await signedInStaff(harness.db, harness.clock);
});

const day = (offset: number) => addDays(facilityToday(harness.clock.now()), offset);
const ago = (hours: number) => new Date(harness.clock.now().getTime() - hours * hourMs);
const asStaff = (method: string, path: string, body?: unknown) => sendJson(harness.app, method, path, body, { Cookie: staff.cookie });
const berth = (name: string) => berthNamed(berthsByName, name);

async function insertStay(
  berthName: string,
  fromDay: number,
  toDay: number,
  overrides: Partial<typeof berthReservations.$inferInsert> = {},
) {
  const form = reservationForm(berth(berthName).id);
  const [row] = await harness.db
    .insert(berthReservations)
    .values({
      ...form,
      arrivalDate: day(fromDay),
      departureDate: day(toDay),
      totalCost: 100_000,
      status: 'confirmed',
      paymentStatus: 'paid',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('reservation not inserted');
  return row;
}

async function blockEveryBerthToday() {
  await harness.db
    .insert(berthBlocks)
    .values(
      [...berthsByName.values()].map((each) => ({ berthId: each.id, kind: 'maintenance' as const, startsOn: day(0), endsOn: day(1) })),
    );
}

describe('who may read and edit', () => {
  test.each([
    ['GET', '/api/admin/overview'],
    ['GET', '/api/admin/audit'],
    ['PUT', '/api/admin/operations-status'],
  ])('%s %s: 401 signed out, 403 to a customer', async (method, path) => {
    expect((await sendJson(harness.app, method, path, method === 'PUT' ? {} : undefined)).status).toBe(401);
    const customer = await signedInCustomer(harness.db, harness.clock);
    const response = await sendJson(harness.app, method, path, method === 'PUT' ? {} : undefined, { Cookie: customer.cookie });
    expect(response.status).toBe(403);
  });
});

describe('the overview', () => {
  test('figures come from the stored rows', async () => {
    await insertStay('Outer 1', 0, 3);
    await insertStay('Outer 2', 2, 9);
    await insertStay('Outer 3', -5, 6);
    await insertStay('Inner 1', 8, 12);
    await insertStay('Inner 2', 1, 4, { status: 'cancelled', paymentStatus: 'refunded' });
    await harness.db.insert(berthBlocks).values({ berthId: berth('Inner 3').id, kind: 'maintenance', startsOn: day(0), endsOn: day(2) });
    await insertStay('Inner 4', 20, 25, { status: 'pending', paymentStatus: 'paid', paidAt: ago(30) });
    await insertStay('Service Zone 1', 22, 24, { status: 'pending', paymentStatus: 'paid', paidAt: ago(2) });
    await insertStay('Service Zone 2', 26, 28, {
      status: 'pending',
      paymentStatus: 'unpaid',
      holdExpiresAt: new Date(harness.clock.now().getTime() + 20 * 60_000),
    });
    await insertStay('Service Zone 3', 26, 28, { status: 'pending', paymentStatus: 'unpaid', holdExpiresAt: ago(1) });
    await harness.db.insert(serviceRequests).values([
      { ...minimalContactForm, createdAt: ago(0.5) },
      { ...minimalContactForm, createdAt: ago(5) },
      { ...minimalContactForm, createdAt: ago(100), firstResponseAt: ago(99) },
    ]);
    await harness.db.insert(quotes).values([
      { ...minimalQuoteForm, createdAt: ago(48) },
      { ...minimalQuoteForm, status: 'completed', createdAt: ago(2) },
    ]);
    await harness.db.insert(mailOutbox).values([
      {
        to: 'a@example.com',
        subject: 'Your hold',
        text: '…',
        kind: 'reservation-hold',
        status: 'failed',
        attempts: 8,
        lastError: 'connection refused',
      },
      { to: 'b@example.com', subject: 'Sent', text: '…', kind: 'reservation-hold', status: 'sent' },
    ]);

    const response = await asStaff('GET', '/api/admin/overview');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const overview = (await response.json()) as AdminOverview;

    expect(overview.today).toBe(day(0));
    expect(overview.week).toEqual({ from: day(0), to: day(6) });
    expect(overview.arrivals.map(({ berthName, date }) => [berthName, date])).toEqual([
      ['Outer 1', day(0)],
      ['Outer 2', day(2)],
    ]);
    expect(overview.departures.map(({ berthName, date }) => [berthName, date])).toEqual([
      ['Outer 1', day(3)],
      ['Outer 3', day(6)],
    ]);
    expect(overview.occupancy.totalBerths).toBe(berthsByName.size);
    expect(overview.occupancy.days).toHaveLength(30);
    // Today: Outer 1, Outer 3 and the block on Inner 3; the cancelled stay and the lapsed hold take nothing.
    expect(overview.occupancy.days[0]).toEqual({ date: day(0), occupied: 3 });
    expect(overview.occupancy.days[2]).toEqual({ date: day(2), occupied: 3 });
    expect(overview.occupancy.days[26]).toEqual({ date: day(26), occupied: 1 });
    expect(overview.leadsWaiting).toEqual({
      total: 3,
      buckets: [
        { label: 'Under 1 hour', count: 1 },
        { label: '1–24 hours', count: 1 },
        { label: '1–3 days', count: 1 },
        { label: 'Over 3 days', count: 0 },
      ],
    });
    expect(overview.approvalsWaiting).toEqual({
      total: 2,
      buckets: [
        { label: 'Under 4 hours', count: 1 },
        { label: '4–24 hours', count: 0 },
        { label: 'Over 24 hours', count: 1 },
      ],
    });
    expect(overview.unpaidHolds).toBe(1);
    expect(overview.failedMail).toMatchObject({
      count: 1,
      latest: [{ to: 'a@example.com', subject: 'Your hold', attempts: 8, lastError: 'connection refused' }],
    });
  });

  test('repeated sign-in failures: names with three or more in the last 24 hours, latest first, with their addresses', async () => {
    const empty = ((await (await asStaff('GET', '/api/admin/overview')).json()) as AdminOverview).signInFailures;
    expect(empty).toEqual({ withinHours: 24, atLeast: 3, count: 0, accounts: [] });

    const failure = (username: string, clientIp: string, hoursAgo: number, refused = false) => ({
      username,
      userId: username === 'harbormaster' ? staff.id : null,
      clientIp,
      refused,
      createdAt: ago(hoursAgo),
    });
    await harness.db
      .insert(staffSignInFailures)
      .values([
        failure('harbormaster', '203.0.113.1', 5),
        failure('harbormaster', '203.0.113.2', 3),
        failure('harbormaster', '203.0.113.2', 2, true),
        failure('harbormaster', '203.0.113.3', 30),
        failure('admin', '198.51.100.7', 1),
        failure('admin', '198.51.100.7', 0.5),
        failure('admin', '198.51.100.7', 0.25),
        failure('typo', '192.0.2.1', 0.1),
        failure('typo', '192.0.2.1', 0.1),
        failure('old', '192.0.2.2', 25),
        failure('old', '192.0.2.2', 26),
        failure('old', '192.0.2.2', 27),
      ]);
    const { signInFailures } = (await (await asStaff('GET', '/api/admin/overview')).json()) as AdminOverview;
    expect(signInFailures.count).toBe(2);
    expect(signInFailures.accounts).toEqual([
      {
        username: 'admin',
        accountExists: false,
        name: null,
        failures: 3,
        refused: 0,
        addresses: 1,
        lastFailureAt: ago(0.25).toISOString(),
      },
      {
        username: 'harbormaster',
        accountExists: true,
        name: null,
        failures: 3,
        refused: 1,
        addresses: 2,
        lastFailureAt: ago(2).toISOString(),
      },
    ]);
  });
});

describe('the operations status panel', () => {
  const update = { dockAvailability: 'Limited', crewTransfer: 'Suspended', emergencyResponse: '24/7', weather: 'Small craft advisory' };

  test('starts with its defaults and no update time', async () => {
    const response = await sendJson(harness.app, 'GET', '/api/operations-status');
    expect(response.status).toBe(200);
    const panel = (await response.json()) as OperationsStatusView;
    expect(panel.items.map(({ label, value }) => [label, value])).toEqual([
      ['Dock Availability', 'Available'],
      ['Crew Transfer Services', 'Active'],
      ['Emergency Response', '24/7'],
      ['Weather Status', 'Clear'],
    ]);
    expect(panel.updatedAt).toBeNull();
    expect(panel.freeBerthsToday).toBe(berthsByName.size);
  });

  test('dock availability reads Available while a berth is free today, else the words staff set', async () => {
    await blockEveryBerthToday();
    const full = (await (await sendJson(harness.app, 'GET', '/api/operations-status')).json()) as OperationsStatusView;
    expect(full.freeBerthsToday).toBe(0);
    expect(full.items[0]).toMatchObject({ item: 'dockAvailability', value: 'Fully Booked' });

    expect((await asStaff('PUT', '/api/admin/operations-status', update)).status).toBe(200);
    const set = (await (await sendJson(harness.app, 'GET', '/api/operations-status')).json()) as OperationsStatusView;
    expect(set.items[0]).toMatchObject({ value: 'Limited', setValue: 'Limited' });

    await harness.db.delete(berthBlocks).where(eq(berthBlocks.berthId, berth('Outer 1').id));
    const free = (await (await sendJson(harness.app, 'GET', '/api/operations-status')).json()) as OperationsStatusView;
    expect(free.items[0]).toMatchObject({ value: 'Available', setValue: 'Limited' });
  });

  test('staff set the panel: the values, the time and an audit row with before and after', async () => {
    const response = await asStaff('PUT', '/api/admin/operations-status', update);
    expect(response.status).toBe(200);
    const panel = (await response.json()) as OperationsStatusView;
    expect(panel.items.map(({ value }) => value)).toEqual(['Available', 'Suspended', '24/7', 'Small craft advisory']);
    expect(panel.updatedAt).toBe(harness.clock.now().toISOString());
    const [entry] = await harness.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: 'operations-status.updated',
      actorUserId: staff.id,
      actorName: 'harbormaster',
      entityType: 'operations-status',
      before: { dockAvailability: 'Fully Booked', crewTransfer: 'Active', emergencyResponse: '24/7', weather: 'Clear' },
      after: update,
    });
  });

  test('a blank item is refused and changes nothing', async () => {
    const response = await asStaff('PUT', '/api/admin/operations-status', { ...update, weather: ' ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { weather: 'Weather Status is required' } });
    expect(await harness.db.$count(operationsStatus)).toBe(0);
    expect(await harness.db.$count(auditLog)).toBe(0);
  });
});

describe('the audit log', () => {
  async function insertEntry(action: string, createdAt: Date, customerId: string | null = null) {
    await harness.db.insert(auditLog).values({
      actorUserId: staff.id,
      actorName: 'harbormaster',
      action,
      entityType: action.split('.')[0] ?? action,
      entityId: action,
      customerId,
      createdAt,
    });
  }

  test('lists newest first and filters by action, record type, customer and days', async () => {
    const customer = await signedInCustomer(harness.db, harness.clock);
    await insertEntry('lead.updated', ago(24 * 10));
    await insertEntry('client.updated', ago(24 * 3), customer.id);
    await insertEntry('message.sent', ago(1), customer.id);
    const list = async (query: string) => {
      const response = await asStaff('GET', `/api/admin/audit${query}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as AuditEntryView[]).map(({ action }) => action);
    };
    expect(await list('')).toEqual(['message.sent', 'client.updated', 'lead.updated']);
    expect(await list('?action=lead.updated')).toEqual(['lead.updated']);
    expect(await list('?entityType=client')).toEqual(['client.updated']);
    expect(await list(`?customerId=${customer.id}`)).toEqual(['message.sent', 'client.updated']);
    const dayOf = (hours: number) => facilityToday(ago(hours));
    expect(await list(`?from=${dayOf(24 * 3)}&to=${dayOf(24 * 3)}`)).toEqual(['client.updated']);
    expect(await list(`?from=${dayOf(24 * 5)}`)).toEqual(['message.sent', 'client.updated']);
  });

  test('pages with a Link to the next page', async () => {
    for (const hours of [3, 2, 1]) await insertEntry('lead.updated', ago(hours));
    const first = await asStaff('GET', '/api/admin/audit?limit=2');
    expect(((await first.json()) as unknown[]).length).toBe(2);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    expect(((await (await asStaff('GET', next ?? '')).json()) as unknown[]).length).toBe(1);
  });

  test('a "to" before "from" is refused', async () => {
    const response = await asStaff('GET', `/api/admin/audit?from=${day(0)}&to=${day(-1)}`);
    expect(response.status).toBe(400);
  });
});
