import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, test } from 'vitest';
import type { LeaseView } from '#shared/berth-views.ts';
import { berthReservations, leases } from '#api/db/schema/index.ts';
import { findLeaseIdFor, verificationVerdict, verifyLease } from '#api/services/leases/evidence/verify-lease.ts';
import { verifyAndReport } from '#scripts/lease-verify.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, leaseInfo, leaseSignature, reserve, seedBerths, type Booked, type TestHarness } from './berth-booking-fixtures.ts';

let harness: TestHarness;
let booked: Booked;
let lease: LeaseView;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  const seeded = await seedBerths(harness.db);
  booked = await reserve(harness, berthNamed(seeded, 'Outer 1').id);
  const response = await sendJson(harness.app, 'POST', `/api/berth-reservations/${booked.id}/generate-lease`, leaseInfo, {
    Cookie: booked.cookie,
  });
  lease = ((await response.json()) as { lease: LeaseView }).lease;
});

const reservationNumber = async () =>
  (await harness.db.select().from(berthReservations).where(eq(berthReservations.id, booked.id)))[0]?.reservationNumber ?? '';
const sign = async () =>
  expect((await sendJson(harness.app, 'POST', `/api/leases/${lease.id}/sign`, leaseSignature, { Cookie: booked.cookie })).status).toBe(200);
const verify = async () => {
  const result = await verifyLease({ db: harness.db, files: harness.files }, lease.id);
  if (!result) throw new Error('lease not found');
  return result;
};
/** Tampering goes around the append-only triggers, as someone with the database would. */
const tamper = (statement: ReturnType<typeof sql>) =>
  harness.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });

test('a signed lease verifies: its events, its text and its stored PDF', async () => {
  await sign();
  const result = await verify();
  expect(result.checks.map((check) => [check.name, check.passed])).toEqual([
    ['events', true],
    ['text', true],
    ['pdf', true],
  ]);
  expect(result.verified).toBe(true);
  expect(verificationVerdict(result)).toBe(
    `${await reservationNumber()}: signature record verified (${result.events} events, PDF matches)`,
  );
});

test('an event changed after it was recorded is named', async () => {
  await sign();
  await tamper(sql`update lease_events set actor = 'Someone else' where lease_id = ${lease.id} and sequence = 2`);
  const result = await verify();
  expect(result.verified).toBe(false);
  expect(result.checks[0]).toMatchObject({ passed: false, sentence: 'Event 2 was changed after it was recorded.' });
  expect(verificationVerdict(result)).toBe(`${await reservationNumber()}: NOT verified: Event 2 was changed after it was recorded.`);
});

test('a stored PDF whose bytes changed fails the PDF check', async () => {
  await sign();
  const other = await harness.files.put(Readable.from([new TextEncoder().encode('%PDF-1.7 not the signed lease')]), {
    mimeType: 'application/pdf',
  });
  await tamper(sql`update leases set signed_pdf_file_id = ${other.id} where id = ${lease.id}`);
  const result = await verify();
  expect(result.checks.find((check) => check.name === 'pdf')).toMatchObject({ passed: false });
  expect(result.checks.find((check) => check.name === 'events')?.passed).toBe(true);
  expect(result.verified).toBe(false);
});

test('a draft lease is not verified: nothing was signed', async () => {
  const result = await verify();
  expect(result.verified).toBe(false);
  expect(result.checks.find((check) => check.name === 'text')?.sentence).toMatch(/not signed/);
});

test('a lease is found by its R-number or its id; anything else finds none', async () => {
  expect(await findLeaseIdFor(harness.db, await reservationNumber())).toBe(lease.id);
  expect(await findLeaseIdFor(harness.db, lease.id)).toBe(lease.id);
  expect(await findLeaseIdFor(harness.db, 'R-1999-000001')).toBeNull();
  expect(await findLeaseIdFor(harness.db, 'not a lease')).toBeNull();
  expect(await verifyLease({ db: harness.db, files: harness.files }, crypto.randomUUID())).toBeNull();
  expect((await harness.db.select().from(leases).where(eq(leases.id, lease.id))).length).toBe(1);
});

test('npm run lease:verify: each check in words, the verdict last, exit 0 when verified and 1 when not', async () => {
  await sign();
  const number = await reservationNumber();
  const lines: string[] = [];
  expect(await verifyAndReport({ db: harness.db, files: harness.files }, number, (line) => lines.push(line))).toBe(0);
  expect(lines).toHaveLength(4);
  expect(lines.at(-1)).toMatch(new RegExp(`^${number}: signature record verified \\(\\d+ events, PDF matches\\)$`));

  await tamper(sql`update lease_events set actor = 'Someone else' where lease_id = ${lease.id} and sequence = 1`);
  lines.length = 0;
  expect(await verifyAndReport({ db: harness.db, files: harness.files }, lease.id, (line) => lines.push(line))).toBe(1);
  expect(lines.at(-1)).toBe(`${number}: NOT verified: Event 1 was changed after it was recorded.`);

  lines.length = 0;
  expect(await verifyAndReport({ db: harness.db, files: harness.files }, 'R-1999-000001', (line) => lines.push(line))).toBe(1);
  expect(lines).toEqual(['R-1999-000001: NOT verified: no lease found for R-1999-000001.']);
});
