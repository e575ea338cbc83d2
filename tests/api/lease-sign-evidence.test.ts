import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import type { LeaseView } from '#shared/berth-views.ts';
import { loadElectronicConsent } from '#api/content/electronic-consent.ts';
import type { Berth } from '#api/db/schema/index.ts';
import { leaseEvents, leases } from '#api/db/schema/index.ts';
import { verifyLeaseEventChain } from '#api/services/leases/evidence/event-chain.ts';
import { pdfText } from '#tests/setup/pdf-text.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, leaseInfo, leaseSignature, reserve, seedBerths, type Booked, type TestHarness } from './berth-booking-fixtures.ts';

let harness: TestHarness;
let seeded: Map<string, Berth>;
let booked: Booked;

const browser = { 'X-Forwarded-For': '203.0.113.7', 'User-Agent': 'Evidence test browser/1.0' };

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off', TRUST_PROXY: '1' });
  await resetDatabase(harness.db);
  seeded = await seedBerths(harness.db);
  booked = await reserve(harness, berthNamed(seeded, 'Outer 1').id);
});

const post = (path: string, body: unknown) => sendJson(harness.app, 'POST', path, body, { Cookie: booked.cookie, ...browser });
const consentNow = () => {
  const consent = loadElectronicConsent();
  return { consentVersion: consent.version, consentSha256: consent.sha256 };
};

async function draftLease(): Promise<LeaseView> {
  const response = await post(`/api/berth-reservations/${booked.id}/generate-lease`, leaseInfo);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { lease: LeaseView }).lease;
}

const storedLease = async (id: string) => (await harness.db.select().from(leases).where(eq(leases.id, id)))[0];
const eventsOf = (id: string) =>
  harness.db.select().from(leaseEvents).where(eq(leaseEvents.leaseId, id)).orderBy(asc(leaseEvents.sequence));

describe('POST /api/leases/:id/view', () => {
  test('logs the viewing once for reloads from the same browser, sets viewed_at, and refuses another text', async () => {
    const lease = await draftLease();
    for (let i = 0; i < 3; i++)
      expect((await post(`/api/leases/${lease.id}/view`, { leaseTextSha256: lease.leaseTextSha256 })).status).toBe(204);
    const viewed = (await eventsOf(lease.id)).filter((event) => event.kind === 'viewed');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({ clientIp: '203.0.113.7', details: { leaseTextSha256: lease.leaseTextSha256 } });
    expect((await storedLease(lease.id))?.viewedAt).toBeInstanceOf(Date);
    expect((await post(`/api/leases/${lease.id}/view`, { leaseTextSha256: 'f'.repeat(64) })).status).toBe(409);
  });
});

describe('POST /api/leases/:id/consent', () => {
  test('records the consent now served, with its event from the trusted address and browser', async () => {
    const lease = await draftLease();
    const response = await post(`/api/leases/${lease.id}/consent`, consentNow());
    expect(response.status).toBe(200);
    const row = await storedLease(lease.id);
    expect(row).toMatchObject({ consentVersion: consentNow().consentVersion, consentSha256: consentNow().consentSha256 });
    expect(row?.consentedAt).toBeInstanceOf(Date);
    const consented = (await eventsOf(lease.id)).find((event) => event.kind === 'consented');
    expect(consented).toMatchObject({
      actor: 'Signer',
      clientIp: '203.0.113.7',
      userAgent: 'Evidence test browser/1.0',
      details: { consentVersion: consentNow().consentVersion },
    });
  });

  test('a consent of another version or text is refused, asking to read it again', async () => {
    const lease = await draftLease();
    for (const body of [
      { ...consentNow(), consentVersion: '2001-01-01' },
      { ...consentNow(), consentSha256: '0'.repeat(64) },
    ]) {
      const response = await post(`/api/leases/${lease.id}/consent`, body);
      expect(response.status).toBe(409);
      expect(((await response.json()) as { message: string }).message).toMatch(/changed.*Read it again/);
    }
    expect((await storedLease(lease.id))?.consentVersion).toBeNull();
  });

  test('a signed lease takes no consent', async () => {
    const lease = await draftLease();
    expect((await post(`/api/leases/${lease.id}/sign`, leaseSignature)).status).toBe(200);
    expect((await post(`/api/leases/${lease.id}/consent`, consentNow())).status).toBe(409);
  });

  test('someone other than the holder gets a 404', async () => {
    const lease = await draftLease();
    const response = await sendJson(harness.app, 'POST', `/api/leases/${lease.id}/consent`, consentNow());
    expect(response.status).toBe(404);
  });
});

describe('POST /api/leases/:id/sign: the signature record', () => {
  test('a signature under a consent never recorded is refused with consent_required', async () => {
    const lease = await draftLease();
    const response = await post(`/api/leases/${lease.id}/sign`, { ...leaseSignature, consent: consentNow() });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: 'consent_required',
      message: expect.stringMatching(/Agree to do business electronically/),
    });
    expect((await storedLease(lease.id))?.status).toBe('draft');
  });

  test('a guest signing under the consent: email, address, browser, consent and the signed event, chained, in the stored PDF', async () => {
    const lease = await draftLease();
    expect((await post(`/api/leases/${lease.id}/view`, { leaseTextSha256: lease.leaseTextSha256 })).status).toBe(204);
    expect((await post(`/api/leases/${lease.id}/consent`, consentNow())).status).toBe(200);
    const response = await post(`/api/leases/${lease.id}/sign`, { ...leaseSignature, consent: consentNow() });
    expect(response.status).toBe(200);

    const row = await storedLease(lease.id);
    expect(row).toMatchObject({
      status: 'signed',
      signerEmail: 'claire@grandisle.example',
      signerEmailVerifiedBy: null,
      signerIp: '203.0.113.7',
      signerUserAgent: 'Evidence test browser/1.0',
      consentVersion: consentNow().consentVersion,
    });
    expect(row?.signedPdfSha256).toMatch(/^[0-9a-f]{64}$/);

    const events = await eventsOf(lease.id);
    expect(events.map((event) => event.kind)).toEqual(['prepared', 'viewed', 'consented', 'signed']);
    expect(verifyLeaseEventChain(events)).toMatchObject({ valid: true });
    expect(events.at(-1)?.details).toEqual({
      leaseTextSha256: lease.leaseTextSha256,
      signerName: leaseSignature.signerName,
      signerTitle: leaseSignature.signerTitle,
      consentVersion: consentNow().consentVersion,
    });

    const pdf = Buffer.from(
      await (await harness.app.request(`/api/leases/${lease.id}/pdf`, { headers: { Cookie: booked.cookie } })).arrayBuffer(),
    );
    const text = pdfText(pdf);
    expect(text).toContain('Completion certificate');
    expect(text).toContain('203.0.113.7');
    expect(text).toContain('Lease signed');
  });

  test('the plain call without a consent signs and records that none was captured', async () => {
    const lease = await draftLease();
    expect((await post(`/api/leases/${lease.id}/consent`, consentNow())).status).toBe(200);
    expect((await post(`/api/leases/${lease.id}/sign`, leaseSignature)).status).toBe(200);
    const row = await storedLease(lease.id);
    expect(row).toMatchObject({ status: 'signed', consentVersion: null, consentSha256: null, consentedAt: null });
    const events = await eventsOf(lease.id);
    expect(events.at(-1)?.details).toMatchObject({ consentVersion: 'not captured' });
    expect(verifyLeaseEventChain(events)).toMatchObject({ valid: true });
  });
});
