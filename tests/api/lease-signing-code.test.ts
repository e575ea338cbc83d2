import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import type { LeaseView } from '#shared/berth-views.ts';
import { signingCodeValidMinutes, signingCodesPerHour } from '#shared/lease-signing-code.ts';
import type { Berth } from '#api/db/schema/index.ts';
import { leaseEvents, leaseSigningCodes, leases } from '#api/db/schema/index.ts';
import { verifyLeaseEventChain } from '#api/services/leases/evidence/event-chain.ts';
import { sentMailView } from '#api/services/sent-mail/sent-mail-view.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import {
  berthNamed,
  checkoutCookie,
  leaseInfo,
  leaseSignature,
  reservationForm,
  reserve,
  seedBerths,
  type Booked,
  type TestHarness,
} from './berth-booking-fixtures.ts';
import { latestMail, registered } from './customer-account-fixtures.ts';

let harness: TestHarness;
let seeded: Map<string, Berth>;
let booked: Booked;

const lessee = 'claire@grandisle.example';
const browser = { 'X-Forwarded-For': '203.0.113.9', 'User-Agent': 'Signing code test browser/1.0' };

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off', TRUST_PROXY: '1' });
  await resetDatabase(harness.db);
  seeded = await seedBerths(harness.db);
  booked = await reserve(harness, berthNamed(seeded, 'Outer 1').id);
});

const post = (path: string, body: unknown = {}, cookie = booked.cookie) =>
  sendJson(harness.app, 'POST', path, body, { Cookie: cookie, ...browser });

async function draftLease(cookie = booked.cookie, reservationId = booked.id): Promise<LeaseView> {
  const response = await post(`/api/berth-reservations/${reservationId}/generate-lease`, leaseInfo, cookie);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { lease: LeaseView }).lease;
}

const sendCode = (leaseId: string) => post(`/api/leases/${leaseId}/signing-code`);
const confirm = (leaseId: string, code: string) => post(`/api/leases/${leaseId}/signing-code/confirm`, { code });
const mailedCode = async () => {
  const { mail } = await latestMail(harness.db, 'lease-signing-code', lessee);
  const code = /Your signing code: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error('the mail carries no code');
  return { mail, code };
};
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;
const eventsOf = (id: string) =>
  harness.db.select().from(leaseEvents).where(eq(leaseEvents.leaseId, id)).orderBy(asc(leaseEvents.sequence));
const signerEmail = async (leaseId: string, cookie = booked.cookie) => {
  const response = await sendJson(harness.app, 'GET', `/api/leases/${leaseId}/signer-email`, undefined, { Cookie: cookie });
  expect(response.status).toBe(200);
  return response.json();
};
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /api/leases/:id/signing-code', () => {
  test('mails a 6-digit code to the lessee, keeps only its SHA-256, logs code-sent, and Sent mail hides the code', async () => {
    const lease = await draftLease();
    const response = await sendCode(lease.id);
    expect(response.status).toBe(200);
    const sent = (await response.json()) as { sentTo: string; expiresAt: string };
    expect(sent.sentTo).toBe(lessee);
    expect(new Date(sent.expiresAt).getTime() - harness.clock.now().getTime()).toBe(signingCodeValidMinutes * 60_000);

    const { mail, code } = await mailedCode();
    expect(mail.subject).toMatch(/signing code for reservation R-/);
    const [stored] = await harness.db.select().from(leaseSigningCodes).where(eq(leaseSigningCodes.leaseId, lease.id));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(sentMailView(mail).text).toContain('Your signing code: hidden');
    expect(sentMailView(mail).text).not.toContain(code);

    const codeSent = (await eventsOf(lease.id)).find((event) => event.kind === 'code-sent');
    expect(codeSent).toMatchObject({ actor: 'Signer', clientIp: '203.0.113.9', details: { to: lessee } });
  });

  test(`at most ${signingCodesPerHour} codes an hour for one lease, then 429 until the hour has passed`, async () => {
    const lease = await draftLease();
    for (let i = 0; i < signingCodesPerHour; i++) expect((await sendCode(lease.id)).status).toBe(200);
    const refused = await sendCode(lease.id);
    expect(refused.status).toBe(429);
    expect(await messageOf(refused)).toMatch(/codes were sent for this lease in the last hour/);
    harness.clock.advance(61 * 60_000);
    expect((await sendCode(lease.id)).status).toBe(200);
  });

  test('a signed lease sends no code (409); someone other than the holder gets a 404', async () => {
    const lease = await draftLease();
    expect((await sendJson(harness.app, 'POST', `/api/leases/${lease.id}/signing-code`, {})).status).toBe(404);
    expect((await post(`/api/leases/${lease.id}/sign`, leaseSignature)).status).toBe(200);
    expect((await sendCode(lease.id)).status).toBe(409);
  });
});

describe('POST /api/leases/:id/signing-code/confirm', () => {
  test('the right code confirms the email once; signing then records it as confirmed by code, with the chain holding both events', async () => {
    const lease = await draftLease();
    expect(await signerEmail(lease.id)).toEqual({ email: lessee, verifiedBy: null });
    await sendCode(lease.id);
    const { code } = await mailedCode();
    const response = await confirm(lease.id, code);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ confirmedEmail: lessee });
    expect(await signerEmail(lease.id)).toEqual({ email: lessee, verifiedBy: 'code' });

    const again = await confirm(lease.id, code);
    expect(again.status).toBe(422);
    expect(await messageOf(again)).toBe('That code was already used. Send a new one to confirm again.');

    expect((await post(`/api/leases/${lease.id}/sign`, leaseSignature)).status).toBe(200);
    const [row] = await harness.db.select().from(leases).where(eq(leases.id, lease.id));
    expect(row).toMatchObject({ status: 'signed', signerEmail: lessee, signerEmailVerifiedBy: 'code' });
    const events = await eventsOf(lease.id);
    expect(events.map((event) => event.kind)).toEqual(['prepared', 'code-sent', 'code-confirmed', 'signed']);
    expect(events[2]).toMatchObject({ clientIp: '203.0.113.9', details: { email: lessee } });
    expect(verifyLeaseEventChain(events)).toMatchObject({ valid: true });
  });

  test('a wrong code is refused and counted; after 5 wrong tries even the right code stops working', async () => {
    const lease = await draftLease();
    await sendCode(lease.id);
    const { code } = await mailedCode();
    for (let i = 0; i < 5; i++) {
      const wrong = await confirm(lease.id, otherThan(code));
      expect(wrong.status).toBe(422);
      expect(await messageOf(wrong)).toBe('That code is not right. Check the email, or send a new code.');
    }
    const worn = await confirm(lease.id, code);
    expect(worn.status).toBe(422);
    expect(await messageOf(worn)).toMatch(/Send a new one/);
    const [stored] = await harness.db.select().from(leaseSigningCodes).where(eq(leaseSigningCodes.leaseId, lease.id));
    expect(stored).toMatchObject({ attempts: 5, confirmedAt: null });
  });

  test('an expired code is refused; signing without a confirmed code records no verification', async () => {
    const lease = await draftLease();
    await sendCode(lease.id);
    const { code } = await mailedCode();
    harness.clock.advance(signingCodeValidMinutes * 60_000 + 1000);
    expect(await signerEmail(lease.id)).toEqual({ email: lessee, verifiedBy: null });
    const expired = await confirm(lease.id, code);
    expect(expired.status).toBe(422);
    expect(await messageOf(expired)).toBe('That code has expired. Send a new one.');
    expect((await post(`/api/leases/${lease.id}/sign`, leaseSignature)).status).toBe(200);
    const [row] = await harness.db.select().from(leases).where(eq(leases.id, lease.id));
    expect(row?.signerEmailVerifiedBy).toBeNull();
  });

  test('a code confirmed more than an hour ago no longer vouches for the signer', async () => {
    const lease = await draftLease();
    await sendCode(lease.id);
    expect((await confirm(lease.id, (await mailedCode()).code)).status).toBe(200);
    harness.clock.advance(61 * 60_000);
    expect(await signerEmail(lease.id)).toEqual({ email: lessee, verifiedBy: null });
  });

  test('a code that is not six digits is a validation error', async () => {
    const lease = await draftLease();
    expect((await confirm(lease.id, '12ab')).status).toBe(400);
  });
});

describe('a signed-in customer whose verified email is the lessee’s', () => {
  test('signs with the email confirmed by the account', async () => {
    const account = await registered(harness);
    expect((await sendJson(harness.app, 'POST', '/api/customers/verify-email', { token: account.verifyToken })).ok).toBe(true);
    const reservation = await sendJson(harness.app, 'POST', '/api/berth-reservations', reservationForm(berthNamed(seeded, 'Outer 3').id), {
      Cookie: account.cookie,
    });
    expect(reservation.status).toBe(201);
    const { id } = (await reservation.json()) as { id: string };
    const cookie = `${checkoutCookie(reservation)}; ${account.cookie}`;
    const lease = await draftLease(cookie, id);
    expect(await signerEmail(lease.id, cookie)).toEqual({ email: lessee, verifiedBy: 'account' });
    expect((await post(`/api/leases/${lease.id}/sign`, leaseSignature, cookie)).status).toBe(200);
    const [row] = await harness.db.select().from(leases).where(eq(leases.id, lease.id));
    expect(row).toMatchObject({ signerEmail: lessee, signerEmailVerifiedBy: 'account' });
  });
});
