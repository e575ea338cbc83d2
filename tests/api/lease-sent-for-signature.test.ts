import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { hashToken } from '#api/auth/tokens.ts';
import type { Berth } from '#api/db/schema/index.ts';
import { auditLog, berthReservations, leaseEvents, leaseSigningLinks, leases, mailOutbox } from '#api/db/schema/index.ts';
import { adminReservationDetailSchema } from '#shared/admin-reservation-views.ts';
import type { LeaseView } from '#shared/berth-views.ts';
import { leaseSigningRequestSchema } from '#shared/lease-signing-link.ts';
import { signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import {
  berthNamed,
  checkoutCookie,
  leaseInfo,
  leaseSignature,
  reserve,
  seedBerths,
  type Booked,
  type TestHarness,
} from './berth-booking-fixtures.ts';

const day = 24 * 3_600_000;
const siteUrl = 'https://bayoulafourchemarine.com';

let harness: TestHarness;
let staff: SignedIn;
let seeded: Map<string, Berth>;
let booked: Booked;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off', SITE_URL: siteUrl });
  await resetDatabase(harness.db);
  seeded = await seedBerths(harness.db);
  staff = await signedInStaff(harness.db, harness.clock, { username: 'office-demo' });
  // The office books the stay for the caller, with the caller's contact details.
  booked = await reserve(harness, berthNamed(seeded, 'Outer 1').id);
});

const send = (id = booked.id, body: unknown = leaseInfo, cookie = staff.cookie) =>
  sendJson(harness.app, 'POST', `/api/admin/reservations/${id}/send-lease`, body, { Cookie: cookie });
const redeem = (token: string, id = booked.id, cookie = '') =>
  sendJson(harness.app, 'POST', `/api/berth-reservations/${id}/signing-link`, { token }, cookie ? { Cookie: cookie } : {});
const stored = async (id = booked.id) => {
  const [row] = await harness.db.select().from(berthReservations).where(eq(berthReservations.id, id));
  if (!row) throw new Error(`reservation ${id} not stored`);
  return row;
};
const signingMails = () =>
  harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'lease-signing-request')).orderBy(asc(mailOutbox.createdAt));

/** The office sends the lease; answers the token of the link it mailed. */
async function sentLink(): Promise<string> {
  const response = await send();
  expect(response.status).toBe(200);
  const mails = await signingMails();
  const href = /https:\S+/.exec(mails.at(-1)?.text ?? '')?.[0];
  if (!href) throw new Error('no signing link mailed');
  return new URL(href).searchParams.get('sign') ?? '';
}

describe('POST /api/admin/reservations/:id/send-lease', () => {
  test('writes the draft, holds the berth for 7 days, mails the link, records the event and the audit row', async () => {
    const now = harness.clock.now().getTime();
    const response = await send();
    expect(response.status).toBe(200);
    const sent = leaseSigningRequestSchema.parse(await response.json());
    expect(sent).toEqual({
      sentTo: 'claire@grandisle.example',
      sentAt: new Date(now).toISOString(),
      expiresAt: new Date(now + 7 * day).toISOString(),
    });

    const [lease] = await harness.db.select().from(leases).where(eq(leases.reservationId, booked.id));
    expect(lease).toMatchObject({ status: 'draft', lesseeCity: 'Cut Off', specialTerms: leaseInfo.specialTerms });
    expect((await stored()).holdExpiresAt?.toISOString()).toBe(sent.expiresAt);

    const [mail] = await signingMails();
    expect(mail?.to).toBe('claire@grandisle.example');
    const reservation = await stored();
    for (const words of [reservation.reservationNumber, 'Outer 1', 'M/V Grand Isle Runner', '(985) 555-0142', 'for 7 days']) {
      expect(mail?.text).toContain(words);
    }
    expect(mail?.text).toMatch(/Total:\s+\$[\d,]+\.\d{2}/);
    expect(mail?.text).toMatch(/until \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T/);
    const url = new URL(/https:\S+/.exec(mail?.text ?? '')?.[0] ?? '');
    expect(url.origin + url.pathname).toBe(`${siteUrl}/berth-checkout`);
    expect(url.searchParams.get('reservationId')).toBe(booked.id);
    const token = url.searchParams.get('sign') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [link] = await harness.db.select().from(leaseSigningLinks).where(eq(leaseSigningLinks.reservationId, booked.id));
    expect(link).toMatchObject({ tokenHash: hashToken(token), sentTo: 'claire@grandisle.example', sentByUserId: staff.id });
    expect(JSON.stringify(link)).not.toContain(token);

    const events = await harness.db
      .select()
      .from(leaseEvents)
      .where(eq(leaseEvents.leaseId, lease?.id ?? ''));
    expect(events.map(({ kind, actor }) => ({ kind, actor }))).toEqual([
      { kind: 'prepared', actor: 'Marina office (office-demo)' },
      { kind: 'sent-for-signature', actor: 'Marina office (office-demo)' },
    ]);
    expect(events[1]?.details).toEqual({ to: 'claire@grandisle.example', expiresAt: sent.expiresAt });

    const [audit] = await harness.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, booked.id), eq(auditLog.action, 'reservation.lease-sent')));
    expect(audit).toMatchObject({ actorName: 'office-demo', entityType: 'reservation' });
    expect(audit?.after).toMatchObject({ holdExpiresAt: sent.expiresAt, leaseSentTo: 'claire@grandisle.example' });

    const detail = await harness.app.request(`/api/admin/reservations/${booked.id}`, { headers: { Cookie: staff.cookie } });
    const { leaseSending } = adminReservationDetailSchema.parse(await detail.json());
    expect(leaseSending).toEqual({
      draft: { ...leaseInfo },
      lastRequest: { sentTo: 'claire@grandisle.example', sentAt: sent.sentAt, expiresAt: sent.expiresAt },
    });
  });

  test('Sent mail shows the office that the link was sent, never the working link', async () => {
    const token = await sentLink();
    const [mail] = await signingMails();
    const response = await harness.app.request(`/api/admin/mail/${mail?.id}`, { headers: { Cookie: staff.cookie } });
    expect(response.status).toBe(200);
    const { mail: shown } = (await response.json()) as { mail: { kind: string; text: string } };
    expect(shown.kind).toBe('Lease sent for signature');
    expect(shown.text).toContain(`reservationId=${booked.id}&sign=hidden`);
    expect(shown.text).not.toContain(token);
  });

  test('sending again makes a new link, and the earlier one keeps working until it runs out', async () => {
    const first = await sentLink();
    harness.clock.advance(60_000);
    const second = await sentLink();
    expect(second).not.toBe(first);
    expect(await harness.db.$count(leaseSigningLinks)).toBe(2);
    expect((await redeem(first)).status).toBe(200);
    expect((await redeem(second)).status).toBe(200);
  });

  test('the lease already signed: 409 in words, nothing sent', async () => {
    const generated = await sendJson(harness.app, 'POST', `/api/berth-reservations/${booked.id}/generate-lease`, leaseInfo, {
      Cookie: booked.cookie,
    });
    const { lease } = (await generated.json()) as { lease: LeaseView };
    const signed = await sendJson(harness.app, 'POST', `/api/leases/${lease.id}/sign`, leaseSignature, { Cookie: booked.cookie });
    expect(signed.status).toBe(200);
    const response = await send();
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: 'This lease has already been signed, so there is nothing left to sign.' });
    expect(await signingMails()).toHaveLength(0);
    expect(await harness.db.$count(leaseSigningLinks)).toBe(0);
  });

  test.each([
    ['paid', { paymentStatus: 'paid' as const, paidAmount: 100 }, 'This reservation has already been paid'],
    ['cancelled or declined', { status: 'cancelled' as const }, 'This reservation has been cancelled or declined'],
    ['whose hold ran out', { holdExpiresAt: new Date(Date.now() - 1000) }, 'The hold on this reservation has run out'],
  ])('a reservation %s: 409 in words, nothing sent', async (_, change, message) => {
    await harness.db.update(berthReservations).set(change).where(eq(berthReservations.id, booked.id));
    const response = await send();
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toContain(message);
    expect(await signingMails()).toHaveLength(0);
    expect(await harness.db.$count(leases)).toBe(0);
  });

  test('not staff: 401 or 403; an unknown reservation: 404; an address missing: 400', async () => {
    expect([401, 403]).toContain((await send(booked.id, leaseInfo, booked.cookie)).status);
    expect((await send(crypto.randomUUID())).status).toBe(404);
    expect((await send(booked.id, { ...leaseInfo, lesseeCity: '' })).status).toBe(400);
    expect(await signingMails()).toHaveLength(0);
  });
});

describe('POST /api/berth-reservations/:id/signing-link', () => {
  test('a valid link makes this browser the holder, and the checkout goes on through the signature', async () => {
    const token = await sentLink();
    const response = await redeem(token);
    expect(response.status).toBe(200);
    const cookie = checkoutCookie(response);
    expect(await response.json()).toMatchObject({ id: booked.id, lease: { status: 'draft' } });
    // The office's browser that booked is no longer the holder; the caller's is.
    expect((await harness.app.request(`/api/berth-reservations/${booked.id}`, { headers: { Cookie: booked.cookie } })).status).toBe(404);
    const [lease] = await harness.db.select().from(leases).where(eq(leases.reservationId, booked.id));
    const signed = await sendJson(harness.app, 'POST', `/api/leases/${lease?.id}/sign`, leaseSignature, { Cookie: cookie });
    expect(signed.status).toBe(200);
    expect(await signed.json()).toMatchObject({ lease: { status: 'signed' } });
  });

  test('a link past its 7 days: 404 like an unknown id', async () => {
    const token = await sentLink();
    harness.clock.advance(7 * day + 1000);
    expect((await redeem(token)).status).toBe(404);
  });

  test('a wrong token, or the token of another reservation: 404', async () => {
    const token = await sentLink();
    expect((await redeem('x'.repeat(43))).status).toBe(404);
    const other = await reserve(harness, berthNamed(seeded, 'Outer 3').id);
    expect((await redeem(token, other.id)).status).toBe(404);
  });

  test('the lease signed meanwhile: 404, and the signer keeps the reservation', async () => {
    const token = await sentLink();
    const first = checkoutCookie(await redeem(token));
    const [lease] = await harness.db.select().from(leases).where(eq(leases.reservationId, booked.id));
    expect((await sendJson(harness.app, 'POST', `/api/leases/${lease?.id}/sign`, leaseSignature, { Cookie: first })).status).toBe(200);
    expect((await redeem(token)).status).toBe(404);
    expect((await harness.app.request(`/api/berth-reservations/${booked.id}`, { headers: { Cookie: first } })).status).toBe(200);
  });
});
