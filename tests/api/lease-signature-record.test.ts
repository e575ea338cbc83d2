import { sql } from 'drizzle-orm';
import { beforeEach, expect, test } from 'vitest';
import type { LeaseView } from '#shared/berth-views.ts';
import { leaseSignatureRecordSchema } from '#shared/lease-signature-record-views.ts';
import { loadElectronicConsent } from '#api/content/electronic-consent.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { pdfTextLines } from '#tests/setup/pdf-text.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { signedInCustomer, signedInStaff } from '#tests/setup/signed-in.ts';
import { berthNamed, leaseInfo, leaseSignature, reserve, seedBerths, type Booked, type TestHarness } from './berth-booking-fixtures.ts';

let harness: TestHarness;
let booked: Booked;
let lease: LeaseView;
let staffCookie: string;

const browser = { 'X-Forwarded-For': '203.0.113.9', 'User-Agent': 'Record test browser/1.0' };

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off', TRUST_PROXY: '1' });
  await resetDatabase(harness.db);
  const seeded = await seedBerths(harness.db);
  booked = await reserve(harness, berthNamed(seeded, 'Outer 1').id);
  const response = await sendJson(harness.app, 'POST', `/api/berth-reservations/${booked.id}/generate-lease`, leaseInfo, {
    Cookie: booked.cookie,
  });
  lease = ((await response.json()) as { lease: LeaseView }).lease;
  staffCookie = (await signedInStaff(harness.db, harness.clock)).cookie;
});

const consent = () => ({ consentVersion: loadElectronicConsent().version, consentSha256: loadElectronicConsent().sha256 });
const asSigner = (path: string, body: unknown) => sendJson(harness.app, 'POST', path, body, { Cookie: booked.cookie, ...browser });
const signWithConsent = async () => {
  expect((await asSigner(`/api/leases/${lease.id}/consent`, consent())).status).toBe(200);
  expect((await asSigner(`/api/leases/${lease.id}/sign`, { ...leaseSignature, consent: consent() })).status).toBe(200);
};
const record = async (id = lease.id, cookie = staffCookie) =>
  sendJson(harness.app, 'GET', `/api/admin/leases/${id}/signature-record`, undefined, { Cookie: cookie });
const recordBody = async () => {
  const response = await record();
  expect(response.status).toBe(200);
  return leaseSignatureRecordSchema.parse(await response.json());
};
/** Tampering goes around the append-only triggers, as someone with the database would. */
const tamper = (statement: ReturnType<typeof sql>) =>
  harness.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });

test('a signed lease: the signer, where from, the consent, the hashes, the events in words and a verified record', async () => {
  await signWithConsent();
  const body = await recordBody();
  expect(body).toMatchObject({
    leaseId: lease.id,
    status: 'signed',
    signer: {
      name: leaseSignature.signerName,
      title: leaseSignature.signerTitle,
      clientIp: '203.0.113.9',
      userAgent: 'Record test browser/1.0',
    },
    consent: { version: consent().consentVersion, sha256: consent().consentSha256 },
    verification: { verified: true },
  });
  expect(body.reservationNumber).toMatch(/^R-\d{4}-\d{6}$/);
  expect(body.leaseTextSha256).toMatch(/^[0-9a-f]{64}$/);
  expect(body.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
  expect(body.events.map((event) => event.label)).toContain('Lease signed');
  expect(body.events.map((event) => event.label)).toContain('Agreed to do business electronically');
  expect(body.events.map((event) => event.sequence)).toEqual(body.events.map((_, index) => index + 1));
  expect(body.verification.checks.map((check) => check.passed)).toEqual([true, true, true]);
});

test('an event changed after it was recorded makes the record not verified, naming the event', async () => {
  await signWithConsent();
  await tamper(sql`update lease_events set client_ip = '198.51.100.1' where lease_id = ${lease.id} and sequence = 2`);
  const body = await recordBody();
  expect(body.verification.verified).toBe(false);
  expect(body.verification.checks.find((check) => check.name === 'events')).toEqual({
    name: 'events',
    passed: false,
    sentence: 'Event 2 was changed after it was recorded.',
  });
});

test('a stored PDF whose bytes changed fails the PDF check', async () => {
  await signWithConsent();
  await tamper(sql`update leases set signed_pdf_sha256 = ${'0'.repeat(64)} where id = ${lease.id}`);
  const body = await recordBody();
  expect(body.verification.verified).toBe(false);
  expect(body.verification.checks.find((check) => check.name === 'pdf')?.passed).toBe(false);
  expect(body.verification.checks.find((check) => check.name === 'text')?.passed).toBe(true);
});

test('a draft lease: no signer, no consent captured, not verified', async () => {
  const body = await recordBody();
  expect(body).toMatchObject({ status: 'draft', signer: null, signedAt: null, consent: null, leaseTextSha256: null, pdfSha256: null });
  expect(body.verification.verified).toBe(false);
});

test('an unknown lease is not found', async () => {
  expect((await record(crypto.randomUUID())).status).toBe(404);
});

test('customers and anonymous callers are refused', async () => {
  const customer = await signedInCustomer(harness.db, harness.clock);
  expect((await record(lease.id, customer.cookie)).status).toBe(403);
  expect((await record(lease.id, booked.cookie)).status).toBe(401);
  expect((await record(lease.id, '')).status).toBe(401);
});

test('the lease as reviewed, unsigned: the stored text without the signature record or the certificate', async () => {
  await signWithConsent();
  const pdf = async (query: string) => {
    const response = await sendJson(harness.app, 'GET', `/api/leases/${lease.id}/pdf${query}`, undefined, { Cookie: staffCookie });
    expect(response.status).toBe(200);
    return {
      text: pdfTextLines(new Uint8Array(await response.arrayBuffer())).join('\n'),
      disposition: response.headers.get('Content-Disposition') ?? '',
    };
  };
  const signed = await pdf('');
  const unsigned = await pdf('?copy=unsigned');
  expect(signed.text).toContain('SHA-256 of the signed text');
  expect(unsigned.text).not.toContain('SHA-256 of the signed text');
  expect(unsigned.text).not.toContain(leaseSignature.signerTitle);
  expect(unsigned.disposition).toMatch(/-unsigned\.pdf/);
});
