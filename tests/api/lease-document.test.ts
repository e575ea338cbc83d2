import { asc, eq } from 'drizzle-orm';
import { beforeEach, expect, test } from 'vitest';
import type { LeaseView } from '#shared/berth-views.ts';
import { leaseDocumentText } from '#shared/lease-document.ts';
import { sha256Hex } from '#api/auth/tokens.ts';
import { loadLeaseTemplate } from '#api/content/lease-template.ts';
import { leaseEvents, leases } from '#api/db/schema/index.ts';
import { verifyLeaseEventChain } from '#api/services/leases/evidence/event-chain.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, leaseInfo, reserve, seedBerths, type Booked, type TestHarness } from './berth-booking-fixtures.ts';

let harness: TestHarness;
let booked: Booked;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  const seeded = await seedBerths(harness.db);
  booked = await reserve(harness, berthNamed(seeded, 'Outer 1').id);
});

async function generate(body: unknown = leaseInfo): Promise<LeaseView> {
  const response = await sendJson(harness.app, 'POST', `/api/berth-reservations/${booked.id}/generate-lease`, body, {
    Cookie: booked.cookie,
    'User-Agent': 'Mozilla/5.0 (Test browser)',
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { lease: LeaseView }).lease;
}

const readLease = async (id: string) =>
  (await (await harness.app.request(`/api/leases/${id}`, { headers: { Cookie: booked.cookie } })).json()) as LeaseView;
const storedLease = async (id: string) => (await harness.db.select().from(leases).where(eq(leases.id, id)))[0];
const storedEvents = (id: string) =>
  harness.db.select().from(leaseEvents).where(eq(leaseEvents.leaseId, id)).orderBy(asc(leaseEvents.sequence));
const highlights = (lease: LeaseView) => lease.document.flatMap((block) => block.segments.filter((segment) => segment.placeholder));

test('a lease is stored with the template version and the values it was written from', async () => {
  const lease = await generate();
  const row = await storedLease(lease.id);
  expect(row?.templateVersion).toBe(loadLeaseTemplate().version);
  expect(row?.templateValues).toMatchObject({
    vesselName: 'M/V Grand Isle Runner',
    berthName: 'Outer 1',
    lesseeAddress: '210 W 12th St, Cut Off, LA 70345',
  });
});

test('its preparation is the first event of its log: by the signer, from their address, naming the text', async () => {
  const lease = await generate();
  const [prepared, ...rest] = await storedEvents(lease.id);
  expect(rest).toEqual([]);
  expect(prepared).toMatchObject({
    sequence: 1,
    kind: 'prepared',
    actor: 'Signer',
    userAgent: 'Mozilla/5.0 (Test browser)',
    details: { leaseTextSha256: sha256Hex(lease.leaseDocument) },
  });
  expect(prepared?.clientIp).toBeTruthy();

  const again = await generate({ ...leaseInfo, specialTerms: 'Fuel by truck at the berth.' });
  const events = await storedEvents(lease.id);
  expect(events.map((event) => event.kind)).toEqual(['prepared', 'prepared']);
  expect(events[1]?.details).toEqual({ leaseTextSha256: again.leaseTextSha256 });
  expect(verifyLeaseEventChain(events).valid).toBe(true);
});

test('the lease answers as a document whose lines are its text, the filled-in values highlighted', async () => {
  const lease = await readLease((await generate()).id);
  expect(leaseDocumentText(lease.document)).toBe(lease.leaseDocument);
  expect(lease.document[0]).toMatchObject({ kind: 'title' });
  expect(lease.document.find((block) => block.kind === 'heading')).toMatchObject({ marker: '1. ', segments: [{ text: 'PARTIES' }] });
  expect(highlights(lease)).toContainEqual({ text: 'M/V Grand Isle Runner', placeholder: 'vesselName' });
  expect(highlights(lease)).toContainEqual({ text: 'Crew van parking for two vehicles near the gate.', placeholder: 'specialTerms' });
});

test('a lease written before template versions shows its stored text, nothing highlighted', async () => {
  const { id } = await generate();
  await harness.db.update(leases).set({ templateVersion: null, templateValues: null }).where(eq(leases.id, id));
  const lease = await readLease(id);
  expect(leaseDocumentText(lease.document)).toBe(lease.leaseDocument);
  expect(highlights(lease)).toEqual([]);
  expect(lease.document.filter((block) => block.kind === 'heading')).toHaveLength(13);
});
