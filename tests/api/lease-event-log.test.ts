import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, expect, test } from 'vitest';
import type { LeaseView } from '#shared/berth-views.ts';
import { leaseEvents, leases } from '#api/db/schema/index.ts';
import { verifyLeaseEventChain } from '#api/services/leases/evidence/event-chain.ts';
import { recordLeaseEvent } from '#api/services/leases/evidence/record-lease-event.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, leaseInfo, reserve, seedBerths, type TestHarness } from './berth-booking-fixtures.ts';

let harness: TestHarness;
let lease: LeaseView;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  const seeded = await seedBerths(harness.db);
  const booked = await reserve(harness, berthNamed(seeded, 'Outer 1').id);
  const response = await sendJson(harness.app, 'POST', `/api/berth-reservations/${booked.id}/generate-lease`, leaseInfo, {
    Cookie: booked.cookie,
  });
  lease = ((await response.json()) as { lease: LeaseView }).lease;
});

const storedEvents = () =>
  harness.db.select().from(leaseEvents).where(eq(leaseEvents.leaseId, lease.id)).orderBy(asc(leaseEvents.sequence));

const append = (kind: 'viewed' | 'consented', minute: number) =>
  harness.db.transaction((tx) =>
    recordLeaseEvent(tx, {
      leaseId: lease.id,
      kind,
      occurredAt: new Date(Date.UTC(2026, 10, 28, 15, minute, 0, 123)),
      actor: 'Signer',
      clientIp: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (iPhone)',
      details: { leaseTextSha256: lease.leaseTextSha256 },
    }),
  );

test('events appended one by one read back as a chain that verifies', async () => {
  await append('viewed', 1);
  await append('consented', 2);
  const events = await storedEvents();
  expect(events.slice(-2).map((event) => event.kind)).toEqual(['viewed', 'consented']);
  expect(verifyLeaseEventChain(events)).toMatchObject({ valid: true, events: events.length });
});

test('events appended at the same moment are numbered one after the other, never alike', async () => {
  await Promise.all(Array.from({ length: 6 }, (_, minute) => append('viewed', minute)));
  const events = await storedEvents();
  expect(events.map((event) => event.sequence)).toEqual(events.map((_, index) => index + 1));
  expect(verifyLeaseEventChain(events).valid).toBe(true);
});

test('the database refuses to change or delete an event', async () => {
  await append('viewed', 1);
  await expect(harness.db.execute(sql`update lease_events set actor = 'Someone else' where lease_id = ${lease.id}`)).rejects.toThrow();
  await expect(harness.db.execute(sql`delete from lease_events where lease_id = ${lease.id}`)).rejects.toThrow();
  expect((await storedEvents()).every((event) => event.actor !== 'Someone else')).toBe(true);
});

test('the database refuses to delete a signed lease, while a draft may go', async () => {
  await harness.db.update(leases).set({ status: 'signed', signedAt: new Date() }).where(eq(leases.id, lease.id));
  await expect(harness.db.execute(sql`delete from leases where id = ${lease.id}`)).rejects.toThrow();
  expect(await harness.db.select({ id: leases.id }).from(leases).where(eq(leases.id, lease.id))).toHaveLength(1);
});
