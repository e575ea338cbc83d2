import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { berthReservations, customers, invoices, mailOutbox, quotes, serviceRequests } from '#api/db/schema/index.ts';
import { required } from '#tests/setup/required.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, reserve, seedBerths } from './berth-booking-fixtures.ts';
import { getAs, latestMail, registered, registration, type Harness } from './customer-account-fixtures.ts';
import { minimalContactForm, minimalQuoteForm } from './lead-fixtures.ts';

const day = 24 * 60 * 60_000;
const deadLinkMessage = 'This link has expired or was already used. Sign in and ask for a new one.';

let harness: Harness;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
});

const verify = (token: string, headers: Record<string, string> = {}) =>
  sendJson(harness.app, 'POST', '/api/customers/verify-email', { token }, headers);

/** A contact request, a quote and a paid berth reservation made as a guest with `email`. */
async function guestRecords(email: string, berthName: string) {
  const request = await sendJson(harness.app, 'POST', '/api/service-requests', { ...minimalContactForm, email });
  const quote = await sendJson(harness.app, 'POST', '/api/quotes', { ...minimalQuoteForm, contactEmail: email });
  const berths = await seedBerths(harness.db);
  const reservation = await reserve(harness, berthNamed(berths, berthName).id, { contactEmail: email });
  await harness.db
    .update(berthReservations)
    .set({ paymentStatus: 'paid', paidAmount: 123_400, paidAt: harness.clock.now(), holdExpiresAt: null })
    .where(eq(berthReservations.id, reservation.id));
  return { requestId: (await request.json()).id as string, quoteId: (await quote.json()).id as string, reservationId: reservation.id };
}

async function ownersOf(records: { requestId: string; quoteId: string; reservationId: string }) {
  const [request] = await harness.db
    .select({ customerId: serviceRequests.customerId })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, records.requestId));
  const [quote] = await harness.db.select({ customerId: quotes.customerId }).from(quotes).where(eq(quotes.id, records.quoteId));
  const [reservation] = await harness.db
    .select({ customerId: berthReservations.customerId })
    .from(berthReservations)
    .where(eq(berthReservations.id, records.reservationId));
  return [request?.customerId, quote?.customerId, reservation?.customerId];
}

describe('POST /api/customers/verify-email', () => {
  test('links earlier requests, quotes and stays made with the address (any case), invoices the paid stay, nobody else’s', async () => {
    const claires = await guestRecords('CLAIRE@grandisle.example', 'Outer 1');
    const remys = await guestRecords('remy@bayourunner.example', 'Outer 3');
    const { customer, cookie, verifyToken } = await registered(harness);

    // Registered, not yet verified: nothing is linked.
    expect(await ownersOf(claires)).toEqual([null, null, null]);
    expect(await harness.db.$count(invoices)).toBe(0);

    const response = await verify(verifyToken, { Cookie: cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const body = await response.json();
    expect(body.message).toMatch(/^Your email address is confirmed/);
    expect(body.customer).toMatchObject({ id: customer.id, emailVerified: true });

    expect(await ownersOf(claires)).toEqual([customer.id, customer.id, customer.id]);
    expect(await ownersOf(remys)).toEqual([null, null, null]);
    const [invoice] = await harness.db.select().from(invoices).where(eq(invoices.customerId, customer.id));
    expect(invoice).toMatchObject({ reservationId: claires.reservationId, status: 'paid', totalAmount: 123_400 });

    const me = await (await getAs(harness, '/api/customers/me', cookie)).json();
    expect(me.customer.emailVerified).toBe(true);
  });

  test('opened in a browser not signed in to the account, it verifies without answering the account', async () => {
    const { customer, verifyToken } = await registered(harness);
    const response = await verify(verifyToken);
    expect(response.status).toBe(200);
    expect(await response.json()).not.toHaveProperty('customer');
    const [row] = await harness.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.emailVerifiedAt).toEqual(harness.clock.now());
  });

  test('a link works once, and for 7 days', async () => {
    const first = await registered(harness);
    expect((await verify(first.verifyToken)).status).toBe(200);
    const again = await verify(first.verifyToken);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: deadLinkMessage });

    const late = await registered(harness, { email: 'late@grandisle.example' });
    harness.clock.advance(7 * day);
    expect((await verify(late.verifyToken)).status).toBe(400);
  });

  test('an account that never verifies never gets the records of its address', async () => {
    const records = await guestRecords('claire@grandisle.example', 'Outer 1');
    const { cookie } = await registered(harness);
    // Signing in, asking for a new link and time passing link nothing.
    await sendJson(harness.app, 'POST', '/api/customers/resend-verification', undefined, { Cookie: cookie });
    harness.clock.advance(8 * day);
    expect(await ownersOf(records)).toEqual([null, null, null]);
    expect(await harness.db.$count(invoices)).toBe(0);
  });

  test('a link sent to an address the account no longer has verifies nothing and links nothing', async () => {
    const records = await guestRecords('victim@bayourunner.example', 'Outer 1');
    const { customer, verifyToken } = await registered(harness);
    await harness.db.update(customers).set({ email: 'victim@bayourunner.example' }).where(eq(customers.id, customer.id));
    expect((await verify(verifyToken)).status).toBe(400);
    expect(await ownersOf(records)).toEqual([null, null, null]);
    const [row] = await harness.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  test('records another account already holds stay with it', async () => {
    const records = await guestRecords('claire@grandisle.example', 'Outer 1');
    const office = await registered(harness, { email: 'office@grandisle.example' });
    await harness.db.update(serviceRequests).set({ customerId: office.customer.id }).where(eq(serviceRequests.id, records.requestId));
    const { customer, verifyToken } = await registered(harness);
    await verify(verifyToken);
    expect(await ownersOf(records)).toEqual([office.customer.id, customer.id, customer.id]);
  });
});

describe('records made while signed in', () => {
  test('a service request and a quote sent by a signed-in customer are theirs at once, verified or not', async () => {
    const { customer, cookie } = await registered(harness);
    const request = await sendJson(harness.app, 'POST', '/api/service-requests', minimalContactForm, { Cookie: cookie });
    const quote = await sendJson(harness.app, 'POST', '/api/quotes', minimalQuoteForm, { Cookie: cookie });
    const [requestRow] = await harness.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, (await request.json()).id));
    const [quoteRow] = await harness.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, (await quote.json()).id));
    expect(requestRow?.customerId).toBe(customer.id);
    expect(quoteRow?.customerId).toBe(customer.id);
  });
});

describe('POST /api/customers/resend-verification', () => {
  const resend = (cookie?: string) =>
    sendJson(harness.app, 'POST', '/api/customers/resend-verification', undefined, cookie ? { Cookie: cookie } : {});

  test('mails a new link that verifies; signed out it is 401; verified it says so and mails nothing', async () => {
    expect((await resend()).status).toBe(401);
    const { cookie } = await registered(harness);
    const response = await resend(cookie);
    expect(response.status).toBe(200);
    expect((await response.json()).message).toMatch(/new link to confirm your email address/);
    const { token, mail } = await latestMail(harness.db, 'account-verification', registration.email);
    expect(mail.text).toMatch(/^Hello Claire,/);
    expect((await verify(required(token, 'the token in the new verification mail'))).status).toBe(200);

    const verified = await resend(cookie);
    expect(await verified.json()).toEqual({ message: 'Your email address is already confirmed.' });
    expect(await harness.db.$count(mailOutbox, eq(mailOutbox.kind, 'account-verification'))).toBe(1);
  });

  test('five mails an hour per account', async () => {
    harness = await createTestApp({ TRUST_PROXY: '1' });
    const { cookie } = await registered(harness);
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await resend(cookie)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
