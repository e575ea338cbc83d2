import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Berth } from '#api/db/schema/index.ts';
import { berthReservations, mailOutbox, testPaymentIntents } from '#api/db/schema/index.ts';
import type { ProviderIntent } from '#api/payments/provider.ts';
import { expireHolds } from '#api/services/holds/expire-holds.ts';
import { resumableHoldSchema, reservationViewSchema, type BerthView } from '#shared/berth-views.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { signedInCustomer } from '#tests/setup/signed-in.ts';
import { testServiceContext } from '#tests/setup/service-context.ts';
import {
  berthNamed,
  checkoutCookie,
  leaseInfo,
  leaseSignature,
  reservationForm,
  reserve,
  seedBerths,
  stay,
  type TestHarness,
} from './berth-booking-fixtures.ts';

const minute = 60_000;
const siteUrl = 'https://bayoulafourchemarine.com';
const expiredReason = 'The hold expired before payment.';

let harness: TestHarness;
let seeded: Map<string, Berth>;
let outer1: Berth;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off', SITE_URL: siteUrl });
  await resetDatabase(harness.db);
  seeded = await seedBerths(harness.db);
  outer1 = berthNamed(seeded, 'Outer 1');
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  sendJson(harness.app, 'POST', '/api/berth-reservations', body, headers);
const stored = async (id: string) => {
  const [row] = await harness.db.select().from(berthReservations).where(eq(berthReservations.id, id));
  if (!row) throw new Error(`reservation ${id} not stored`);
  return row;
};
const workerContext = () => testServiceContext({ db: harness.db, payments: harness.payments, clock: harness.clock });

/** The resume link mailed for a reservation, and its token. */
async function resumeLink(reservationId: string): Promise<{ url: URL; token: string }> {
  const mails = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'reservation-hold'));
  const href = mails.map((mail) => /https:\S+/.exec(mail.text)?.[0]).find((link) => link?.includes(reservationId));
  if (!href) throw new Error(`no resume link mailed for ${reservationId}`);
  const url = new URL(href);
  return { url, token: url.searchParams.get('resume') ?? '' };
}

describe('a reservation is a hold', () => {
  test('it holds its berth for 60 minutes from creation and says so; its contact is mailed a resume link', async () => {
    const response = await post(reservationForm(outer1.id));
    expect(response.status).toBe(201);
    const view = reservationViewSchema.parse(await response.json());
    expect(view).toMatchObject({
      status: 'pending',
      cancellationReason: null,
      reservationNumber: expect.stringMatching(/^R-\d{4}-\d{6}$/),
    });
    expect(new Date(view.holdExpiresAt ?? 0).getTime()).toBe(harness.clock.now().getTime() + 60 * minute);

    const [mail] = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'reservation-hold'));
    expect(mail?.to).toBe('claire@grandisle.example');
    expect(mail?.text).toContain(view.reservationNumber);
    expect(mail?.text).toContain('Outer 1');
    expect(mail?.text).toContain('(985) 555-0142');
    expect(mail?.text).toMatch(/Hold ends:\s+\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T/);
    const { url, token } = await resumeLink(view.id);
    expect(url.origin + url.pathname).toBe(`${siteUrl}/berth-checkout`);
    expect(url.searchParams.get('reservationId')).toBe(view.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is kept.
    expect((await stored(view.id)).resumeTokenHash).not.toContain(token);
  });

  test('HOLD_MINUTES sets the window', async () => {
    harness = await createTestApp({ RATE_LIMIT: 'off', HOLD_MINUTES: '5' });
    const { id } = await reserve(harness, outer1.id);
    expect((await stored(id)).holdExpiresAt?.getTime()).toBe(harness.clock.now().getTime() + 5 * minute);
  });

  test('the berth is free for those dates from the instant the hold ends, not a moment sooner', async () => {
    await reserve(harness, outer1.id, stay(10, 17));
    const outer1Free = async () => {
      const response = await harness.app.request(`/api/berths?arrival=${stay(10, 17).arrivalDate}&departure=${stay(10, 17).departureDate}`);
      const listed = ((await response.json()) as BerthView[]).find((berth) => berth.id === outer1.id);
      return listed?.availability?.free;
    };
    harness.clock.advance(60 * minute - 1);
    expect(await outer1Free()).toBe(false);
    expect((await post(reservationForm(outer1.id, { ...stay(12, 14), contactEmail: 'other@example.com' }))).status).toBe(409);
    harness.clock.advance(1);
    expect(await outer1Free()).toBe(true);
  });

  test('booking the dates of a hold that ran out cancels that hold, with the reason, in the same transaction', async () => {
    const first = await reserve(harness, outer1.id, stay(10, 17));
    const untouched = await reserve(harness, outer1.id, stay(30, 37));
    harness.clock.advance(61 * minute);
    const response = await post(reservationForm(outer1.id, { ...stay(12, 14), contactEmail: 'other@example.com' }));
    expect(response.status).toBe(201);
    expect(await stored(first.id)).toMatchObject({ status: 'cancelled', cancellationReason: expiredReason });
    // Holds of other dates are the worker's to settle.
    expect((await stored(untouched.id)).status).toBe('pending');

    // Its holder still reads it, and sees why it ended.
    const read = await harness.app.request(`/api/berth-reservations/${first.id}`, { headers: { Cookie: first.cookie } });
    expect(await read.json()).toMatchObject({ status: 'cancelled', cancellationReason: expiredReason });
  });
});

describe('the expiry worker', () => {
  /** A hold with a signed lease and an open test-mode intent, as a checkout at the Payment step leaves it. */
  async function holdAtPayment(berthName = 'Outer 1') {
    const booked = await reserve(harness, berthNamed(seeded, berthName).id);
    const lease = await sendJson(harness.app, 'POST', `/api/berth-reservations/${booked.id}/generate-lease`, leaseInfo, {
      Cookie: booked.cookie,
    });
    const { lease: draft } = (await lease.json()) as { lease: { id: string } };
    const signed = await sendJson(harness.app, 'POST', `/api/leases/${draft.id}/sign`, leaseSignature, { Cookie: booked.cookie });
    expect(signed.status).toBe(200);
    const intentResponse = await sendJson(harness.app, 'POST', `/api/berth-reservations/${booked.id}/create-payment-intent`, undefined, {
      Cookie: booked.cookie,
    });
    expect(intentResponse.status).toBe(200);
    const intent = (await intentResponse.json()) as { clientSecret: string; paymentIntentId: string };
    return { ...booked, ...intent };
  }

  const payByCard = (clientSecret: string) =>
    sendJson(harness.app, 'POST', '/api/payments/test/confirm', { clientSecret, cardNumber: '4242 4242 4242 4242' });

  test('a hold without a payment is cancelled with the reason; live holds and paid ones are left alone', async () => {
    const ran = await reserve(harness, outer1.id);
    harness.clock.advance(30 * minute);
    const live = await reserve(harness, berthNamed(seeded, 'Inner 2').id, stay(40, 45));
    harness.clock.advance(31 * minute);
    const run = await expireHolds(workerContext());
    expect(run).toMatchObject({ cancelled: 1, paid: 0, waiting: 0, failures: [] });
    expect(await stored(ran.id)).toMatchObject({ status: 'cancelled', cancellationReason: expiredReason });
    expect((await stored(live.id)).status).toBe('pending');
    expect(await expireHolds(workerContext())).toMatchObject({ cancelled: 0 });
  });

  test('a card that went through makes the hold paid, not cancelled, and ends the hold', async () => {
    const hold = await holdAtPayment();
    expect((await payByCard(hold.clientSecret)).status).toBe(200);
    harness.clock.advance(61 * minute);
    expect(await expireHolds(workerContext())).toMatchObject({ cancelled: 0, paid: 1 });
    expect(await stored(hold.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      holdExpiresAt: null,
      cancellationReason: null,
    });
    // Paid reservations never expire.
    harness.clock.advance(24 * 60 * minute);
    expect(await expireHolds(workerContext())).toMatchObject({ cancelled: 0, paid: 0 });
  });

  test('an intent not paid is cancelled at the provider first, then the hold; the card can no longer pay', async () => {
    const hold = await holdAtPayment();
    harness.clock.advance(61 * minute);
    expect(await expireHolds(workerContext())).toMatchObject({ cancelled: 1 });
    expect((await harness.payments?.retrieveIntent(hold.paymentIntentId))?.status).toBe('canceled');
    expect(await stored(hold.id)).toMatchObject({ status: 'cancelled', cancellationReason: expiredReason, paymentStatus: 'unpaid' });
    expect((await payByCard(hold.clientSecret)).status).toBe(409);
  });

  test('a payment still processing is waited for; the hold is left as it is', async () => {
    const hold = await holdAtPayment();
    const provider = harness.payments;
    if (!provider) throw new Error('test mode provider expected');
    const processing = {
      ...provider,
      retrieveIntent: async (id: string): Promise<ProviderIntent | null> => {
        const intent = await provider.retrieveIntent(id);
        return intent && { ...intent, status: 'processing' };
      },
    };
    harness.clock.advance(61 * minute);
    const run = await expireHolds(testServiceContext({ db: harness.db, payments: processing, clock: harness.clock }));
    expect(run).toMatchObject({ cancelled: 0, paid: 0, waiting: 1 });
    expect((await stored(hold.id)).status).toBe('pending');
  });

  test('a provider that fails leaves that hold for the next run and settles the others', async () => {
    const hold = await holdAtPayment();
    const plain = await reserve(harness, berthNamed(seeded, 'Inner 2').id);
    const provider = harness.payments;
    if (!provider) throw new Error('test mode provider expected');
    const unreachable = { ...provider, retrieveIntent: () => Promise.reject(new Error('provider unreachable')) };
    harness.clock.advance(61 * minute);
    const run = await expireHolds(testServiceContext({ db: harness.db, payments: unreachable, clock: harness.clock }));
    expect(run).toMatchObject({ cancelled: 1, failures: [{ reservationId: hold.id }] });
    expect((await stored(hold.id)).status).toBe('pending');
    expect((await stored(plain.id)).status).toBe('cancelled');
  });

  test('a payment that arrives after its hold was cancelled is recorded, refunded in full and reported to staff', async () => {
    const hold = await holdAtPayment();
    harness.clock.advance(61 * minute);
    // Someone else books the dates: the expired hold is cancelled without asking the provider.
    expect((await post(reservationForm(outer1.id, { contactEmail: 'other@example.com' }))).status).toBe(201);
    expect((await payByCard(hold.clientSecret)).status).toBe(200);

    const confirm = await sendJson(
      harness.app,
      'POST',
      `/api/berth-reservations/${hold.id}/confirm-payment`,
      { paymentIntentId: hold.paymentIntentId },
      { Cookie: hold.cookie },
    );
    expect(confirm.status).toBe(409);
    expect(await confirm.json()).toMatchObject({
      message: 'This reservation was cancelled before your payment arrived, so the full amount has been refunded to your card.',
    });
    const row = await stored(hold.id);
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', paidAmount: row.totalCost });
    const [intent] = await harness.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, hold.paymentIntentId));
    expect(intent?.refundedAmount).toBe(row.totalCost);
    const [staffMail] = await harness.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, harness.config.mail.leadsEmail), eq(mailOutbox.kind, 'reservation-notification')));
    expect(staffMail?.subject).toMatch(/^Late payment refunded: Outer 1/);
    expect(staffMail?.text).toContain('refunded in full');
    const [customerMail] = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'reservation-refund'));
    expect(customerMail?.to).toBe('claire@grandisle.example');

    // A second confirmation refunds nothing more and mails nobody.
    const again = await sendJson(
      harness.app,
      'POST',
      `/api/berth-reservations/${hold.id}/confirm-payment`,
      { paymentIntentId: hold.paymentIntentId },
      { Cookie: hold.cookie },
    );
    expect(again.status).toBe(409);
    expect(await harness.db.$count(mailOutbox, eq(mailOutbox.kind, 'reservation-refund'))).toBe(1);
  });

  test('a hold that ran out cannot start a payment, even before the worker cancels it', async () => {
    const booked = await reserve(harness, outer1.id);
    harness.clock.advance(60 * minute);
    const response = await sendJson(harness.app, 'POST', `/api/berth-reservations/${booked.id}/create-payment-intent`, undefined, {
      Cookie: booked.cookie,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      message: 'The hold on this berth has ended, so it can no longer be paid. Please reserve again.',
    });
  });
});

describe('live holds per contact', () => {
  const limited = () => createTestApp({ TRUST_PROXY: '1', SITE_URL: siteUrl });
  const from = (address: string) => ({ 'X-Forwarded-For': address });

  test('a fourth live hold for one email is refused with 429, naming the reason and the dock office phone', async () => {
    harness = await limited();
    for (const [index, berth] of ['Outer 1', 'Inner 2', 'Outer 3'].entries()) {
      const response = await post(
        reservationForm(berthNamed(seeded, berth).id, { contactEmail: 'Fleet@Example.com' }),
        from(`198.51.100.${index}`),
      );
      expect(response.status).toBe(201);
    }
    const fourth = await post(
      reservationForm(berthNamed(seeded, 'Outer 4').id, { contactEmail: 'fleet@example.COM' }),
      from('198.51.100.9'),
    );
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/3 unpaid reservations waiting for payment for this email address.*\(985\) 555-0142/),
    });
    expect(await harness.db.$count(berthReservations)).toBe(3);

    // Once one hold ends, there is room again.
    harness.clock.advance(61 * minute);
    expect(
      (await post(reservationForm(berthNamed(seeded, 'Outer 4').id, { contactEmail: 'fleet@example.com' }), from('198.51.100.9'))).status,
    ).toBe(201);
  });

  test('a fourth live hold from one address is refused whatever the email', async () => {
    harness = await limited();
    for (const [index, berth] of ['Outer 1', 'Inner 2', 'Outer 3'].entries()) {
      expect(
        (await post(reservationForm(berthNamed(seeded, berth).id, { contactEmail: `crew${index}@example.com` }), from('203.0.113.50')))
          .status,
      ).toBe(201);
    }
    const fourth = await post(
      reservationForm(berthNamed(seeded, 'Outer 4').id, { contactEmail: 'crew9@example.com' }),
      from('203.0.113.50'),
    );
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).message).toMatch(/from this network.*\(985\) 555-0142/);
  });

  test('a signed-in customer whose email is not verified yet is counted as a guest', async () => {
    harness = await limited();
    const customer = await signedInCustomer(harness.db, harness.clock, { emailVerified: false });
    const statuses = [];
    for (const name of ['Outer 1', 'Inner 2', 'Outer 3', 'Outer 4']) {
      statuses.push(
        (await post(reservationForm(berthNamed(seeded, name).id), { Cookie: customer.cookie, ...from('203.0.113.61') })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  test('a signed-in customer with a verified email may hold five at once, from one address', async () => {
    harness = await limited();
    const customer = await signedInCustomer(harness.db, harness.clock);
    const berthNames = ['Outer 1', 'Inner 2', 'Outer 3', 'Outer 4', 'Inner 5', 'Outer 6'];
    const statuses = [];
    for (const name of berthNames) {
      const response = await post(reservationForm(berthNamed(seeded, name).id), { Cookie: customer.cookie, ...from('203.0.113.60') });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  test('paid holds do not count', async () => {
    harness = await limited();
    for (const berth of ['Outer 1', 'Inner 2', 'Outer 3']) {
      const { id } = await reserve(harness, berthNamed(seeded, berth).id, {});
      await harness.db.update(berthReservations).set({ paymentStatus: 'paid', holdExpiresAt: null }).where(eq(berthReservations.id, id));
    }
    expect((await post(reservationForm(berthNamed(seeded, 'Outer 4').id))).status).toBe(201);
  });

  test('RATE_LIMIT=off lifts the limit', async () => {
    for (const berth of ['Outer 1', 'Inner 2', 'Outer 3', 'Outer 4', 'Inner 5']) {
      expect((await post(reservationForm(berthNamed(seeded, berth).id))).status).toBe(201);
    }
  });
});

describe('resuming a hold from the emailed link', () => {
  const resume = (id: string, token: string, headers: Record<string, string> = {}) =>
    sendJson(harness.app, 'POST', `/api/berth-reservations/${id}/resume`, { token }, headers);

  test('a fresh browser opens the checkout with the link: it becomes the holder', async () => {
    const booked = await reserve(harness, outer1.id);
    const { token } = await resumeLink(booked.id);
    const response = await resume(booked.id, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(reservationViewSchema.parse(await response.json())).toMatchObject({ id: booked.id, status: 'pending' });
    const freshCookie = checkoutCookie(response);
    expect(freshCookie).not.toBe(booked.cookie);
    const read = await harness.app.request(`/api/berth-reservations/${booked.id}`, { headers: { Cookie: freshCookie } });
    expect(read.status).toBe(200);
    // One browser holds a reservation at a time: the link moved it.
    expect((await harness.app.request(`/api/berth-reservations/${booked.id}`, { headers: { Cookie: booked.cookie } })).status).toBe(404);
  });

  test('a browser with a checkout cookie keeps it and gains the hold', async () => {
    const booked = await reserve(harness, outer1.id);
    const other = await reserve(harness, berthNamed(seeded, 'Inner 2').id);
    const { token } = await resumeLink(booked.id);
    expect((await resume(booked.id, token, { Cookie: other.cookie })).status).toBe(200);
    expect((await harness.app.request(`/api/berth-reservations/${booked.id}`, { headers: { Cookie: other.cookie } })).status).toBe(200);
  });

  test('a wrong token, another reservation’s token, or a hold that ran out: 404 and nothing changes', async () => {
    const booked = await reserve(harness, outer1.id);
    const other = await reserve(harness, berthNamed(seeded, 'Inner 2').id);
    const { token } = await resumeLink(booked.id);
    const { token: otherToken } = await resumeLink(other.id);
    for (const wrong of ['x'.repeat(43), otherToken]) {
      const response = await resume(booked.id, wrong);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'Reservation not found' });
    }
    harness.clock.advance(60 * minute);
    expect((await resume(booked.id, token)).status).toBe(404);
    expect((await harness.app.request(`/api/berth-reservations/${booked.id}`, { headers: { Cookie: booked.cookie } })).status).toBe(200);
  });

  test('GET /resumable lists this browser’s live holds, and nobody else’s', async () => {
    const first = await reserve(harness, outer1.id);
    await reserve(harness, berthNamed(seeded, 'Inner 2').id);
    const response = await harness.app.request('/api/berth-reservations/resumable', { headers: { Cookie: first.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const holds = resumableHoldSchema.array().parse(await response.json());
    expect(holds).toEqual([
      expect.objectContaining({ id: first.id, berthName: 'Outer 1', ...stay(10, 17), reservationNumber: expect.stringMatching(/^R-/) }),
    ]);
    expect(await (await harness.app.request('/api/berth-reservations/resumable')).json()).toEqual([]);
    harness.clock.advance(60 * minute);
    expect(await (await harness.app.request('/api/berth-reservations/resumable', { headers: { Cookie: first.cookie } })).json()).toEqual(
      [],
    );
  });

  test('a signed-in customer’s live holds are resumable from any of their browsers', async () => {
    const customer = await signedInCustomer(harness.db, harness.clock);
    const booked = await post(reservationForm(outer1.id), { Cookie: customer.cookie });
    const { id } = (await booked.json()) as { id: string };
    const holds = await (await harness.app.request('/api/berth-reservations/resumable', { headers: { Cookie: customer.cookie } })).json();
    expect(holds).toEqual([expect.objectContaining({ id })]);
  });
});
