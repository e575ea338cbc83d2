import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { auditLog, invoices, mailOutbox, processedPaymentEvents, testPaymentIntents } from '#api/db/schema/index.ts';
import { createStripeProvider } from '#api/payments/stripe.ts';
import { customerInvoiceSchema, type CustomerInvoice } from '#shared/customer-views.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { startFakeStripe, type FakeStripe } from '#tests/setup/fake-stripe-server.ts';
import { signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { customerWithRecords, type CustomerRecords } from './customer-portal-fixtures.ts';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

const siteUrl = 'http://localhost';
const goodCard = '4242424242424242';
const declinedCard = '4000000000000002';

let harness: Harness;
let alice: CustomerRecords;
let bruno: CustomerRecords;
let staff: SignedIn;

async function setUp(environment: Record<string, string>, overrides: Parameters<typeof createTestApp>[1] = {}) {
  harness = await createTestApp({ RATE_LIMIT: 'off', SITE_URL: siteUrl, ...environment }, overrides);
  await resetDatabase(harness.db);
  alice = await customerWithRecords(harness, 'alice');
  bruno = await customerWithRecords(harness, 'bruno');
  staff = await signedInStaff(harness.db, harness.clock);
}

const paymentPath = (invoiceId: string) => `/api/customer/invoices/${invoiceId}/payment`;
const start = (invoiceId: string, cookie?: string) =>
  sendJson(harness.app, 'POST', paymentPath(invoiceId), undefined, cookie ? { Cookie: cookie } : {});
const confirm = (invoiceId: string, paymentIntentId: string, cookie: string) =>
  sendJson(harness.app, 'POST', `${paymentPath(invoiceId)}/confirm`, { paymentIntentId }, { Cookie: cookie });
const payWithCard = (clientSecret: string, cardNumber = goodCard) =>
  sendJson(harness.app, 'POST', '/api/payments/test/confirm', { clientSecret, cardNumber });
const refund = (invoiceId: string) =>
  sendJson(harness.app, 'POST', `/api/admin/invoices/${invoiceId}/refund`, undefined, { Cookie: staff.cookie });

async function startedIntent(
  invoiceId: string,
  cookie: string,
): Promise<{ clientSecret: string; paymentIntentId: string; amount: number }> {
  const response = await start(invoiceId, cookie);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

async function storedInvoice(id: string) {
  const [row] = await harness.db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw new Error(`invoice ${id} not found`);
  return row;
}

const receipts = () => harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'invoice-receipt'));
const auditRows = (action: string, invoiceId: string) =>
  harness.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, invoiceId)));

async function listedInvoice(records: CustomerRecords): Promise<CustomerInvoice> {
  const response = await harness.app.request('/api/customer/invoices', { headers: { Cookie: records.customer.cookie } });
  expect(response.status).toBe(200);
  const listed = customerInvoiceSchema
    .strict()
    .array()
    .parse(await response.json());
  const invoice = listed.find((row) => row.id === records.invoiceId);
  if (!invoice) throw new Error('invoice not listed');
  return invoice;
}

/** Pays alice's invoice in the test mode as her browser would: start, the test card, the confirmation. */
async function payAlicesInvoice() {
  const intent = await startedIntent(alice.invoiceId, alice.customer.cookie);
  expect((await payWithCard(intent.clientSecret)).status).toBe(200);
  const confirmed = await confirm(alice.invoiceId, intent.paymentIntentId, alice.customer.cookie);
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  return { intent, invoice: ((await confirmed.json()) as { invoice: CustomerInvoice }).invoice };
}

describe('test mode', () => {
  beforeEach(async () => {
    await setUp({ PAYMENTS_MODE: 'test' });
  });

  test('starting a payment answers what the card form needs, for exactly the invoice total, and asking again gives the same intent', async () => {
    const intent = await startedIntent(alice.invoiceId, alice.customer.cookie);
    expect(intent).toEqual({ mode: 'test', clientSecret: expect.any(String), paymentIntentId: expect.any(String), amount: 10_000 });
    expect((await storedInvoice(alice.invoiceId)).paymentIntentId).toBe(intent.paymentIntentId);
    const [row] = await harness.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(row).toMatchObject({ invoiceId: alice.invoiceId, reservationId: null, amount: 10_000 });
    expect(await startedIntent(alice.invoiceId, alice.customer.cookie)).toEqual(intent);
  });

  test('a paid card marks the invoice paid once, audited, with one receipt mailed; a replayed confirmation changes nothing', async () => {
    const { intent, invoice } = await payAlicesInvoice();
    expect(invoice).toMatchObject({
      id: alice.invoiceId,
      status: 'paid',
      paidDate: harness.clock.now().toISOString(),
      refundedAmount: null,
    });

    const again = await confirm(alice.invoiceId, intent.paymentIntentId, alice.customer.cookie);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { invoice: CustomerInvoice }).invoice).toEqual(invoice);

    const mails = await receipts();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('alice@example.com');
    expect(mails[0]?.subject).toContain('invoice INV-alice, $100.00');
    expect(mails[0]?.text).toContain('$100.00');
    expect(mails[0]?.text).toMatch(/Paid on:\s+\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T/);
    expect(mails[0]?.text).toContain(`${siteUrl}/customer/dashboard?tab=invoices`);
    const audits = await auditRows('invoice.paid', alice.invoiceId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: null, customerId: alice.customer.id });
    expect(await listedInvoice(alice)).toEqual(invoice);
  });

  test('an invoice already paid cannot be paid again (409)', async () => {
    await payAlicesInvoice();
    const response = await start(alice.invoiceId, alice.customer.cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: 'This invoice has already been paid.' });
  });

  test('a declined card leaves the invoice unpaid and the same payment can be tried again', async () => {
    const intent = await startedIntent(alice.invoiceId, alice.customer.cookie);
    expect((await payWithCard(intent.clientSecret, declinedCard)).status).toBe(402);
    const early = await confirm(alice.invoiceId, intent.paymentIntentId, alice.customer.cookie);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ message: 'The payment of this invoice has not been completed yet.' });
    expect((await storedInvoice(alice.invoiceId)).status).toBe('pending');
    expect(await startedIntent(alice.invoiceId, alice.customer.cookie)).toEqual(intent);
    expect(await receipts()).toHaveLength(0);
  });

  test('another customer’s, an unknown and a malformed invoice answer 404; signed out answers 401', async () => {
    const intent = await startedIntent(alice.invoiceId, alice.customer.cookie);
    for (const id of [alice.invoiceId, crypto.randomUUID(), 'not-a-uuid']) {
      const response = await start(id, bruno.customer.cookie);
      expect(response.status, id).toBe(404);
      expect((await confirm(id, intent.paymentIntentId, bruno.customer.cookie)).status, id).toBe(404);
    }
    expect((await start(alice.invoiceId)).status).toBe(401);
    expect((await storedInvoice(alice.invoiceId)).paymentIntentId).toBe(intent.paymentIntentId);
  });

  test('a payment of another invoice does not pay this one', async () => {
    const alicesIntent = await startedIntent(alice.invoiceId, alice.customer.cookie);
    expect((await payWithCard(alicesIntent.clientSecret)).status).toBe(200);
    const second = await harness.db
      .insert(invoices)
      .values({ customerId: alice.customer.id, invoiceNumber: 'INV-alice-2', subtotal: 10_000, totalAmount: 10_000 })
      .returning();
    const otherId = second[0]?.id ?? '';
    await startedIntent(otherId, alice.customer.cookie);
    const response = await confirm(otherId, alicesIntent.paymentIntentId, alice.customer.cookie);
    expect(response.status).toBe(409);
    expect((await storedInvoice(otherId)).status).toBe('pending');
  });

  test('two starts at once share one intent', async () => {
    const [first, second] = await Promise.all([
      startedIntent(alice.invoiceId, alice.customer.cookie),
      startedIntent(alice.invoiceId, alice.customer.cookie),
    ]);
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
    const rows = await harness.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.invoiceId, alice.invoiceId));
    expect(rows).toHaveLength(1);
  });

  test('the office refunds an invoice paid online: the invoice shows the refund, once', async () => {
    const { intent } = await payAlicesInvoice();
    const response = await refund(alice.invoiceId);
    expect(response.status, await response.clone().text()).toBe(200);
    const { invoice } = (await response.json()) as { invoice: CustomerInvoice };
    expect(invoice).toMatchObject({ status: 'paid', refundedAmount: 10_000, refundedAt: harness.clock.now().toISOString() });
    expect(await listedInvoice(alice)).toEqual(invoice);
    const [provider] = await harness.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(provider?.refundedAmount).toBe(10_000);
    expect((await refund(alice.invoiceId)).status).toBe(409);
    expect(await auditRows('invoice.refunded', alice.invoiceId)).toHaveLength(1);
  });

  test('an invoice not paid online cannot be refunded here, and only staff refund', async () => {
    expect((await refund(alice.invoiceId)).status).toBe(409);
    const asCustomer = await sendJson(harness.app, 'POST', `/api/admin/invoices/${alice.invoiceId}/refund`, undefined, {
      Cookie: alice.customer.cookie,
    });
    expect(asCustomer.status).toBe(403);
  });

  test('the office issues an invoice: overdue when its due date has passed, payable from the account', async () => {
    const issue = (invoiceNumber: string, dueDate: string) =>
      sendJson(
        harness.app,
        'POST',
        `/api/admin/clients/${bruno.customer.id}/invoices`,
        { invoiceNumber, description: 'Dockage, Outer 3', totalAmount: 168_000, dueDate },
        { Cookie: staff.cookie },
      );
    const late = await issue('INV-2026-0901', addDays(facilityToday(harness.clock.now()), -3));
    expect(late.status, await late.clone().text()).toBe(201);
    const { invoice } = (await late.json()) as { invoice: CustomerInvoice };
    expect(invoice).toMatchObject({ invoiceNumber: 'INV-2026-0901', status: 'overdue', totalAmount: 168_000 });
    const future = await issue('INV-2026-0902', addDays(facilityToday(harness.clock.now()), 30));
    expect(((await future.json()) as { invoice: CustomerInvoice }).invoice.status).toBe('pending');
    expect((await issue('INV-2026-0901', '2030-01-01')).status).toBe(409);
    expect(await auditRows('invoice.issued', invoice.id)).toHaveLength(1);
    expect((await startedIntent(invoice.id, bruno.customer.cookie)).amount).toBe(168_000);
  });
});

describe('Stripe', () => {
  const webhookSecret = 'whsec_x';
  let fake: FakeStripe;

  beforeAll(async () => {
    fake = await startFakeStripe();
  });

  afterAll(async () => {
    await fake.close();
  });

  beforeEach(async () => {
    fake.intents.clear();
    fake.refunds.length = 0;
    const payments = createStripeProvider({ secretKey: 'sk_test_x', webhookSecret, api: fake.api });
    await setUp(
      { STRIPE_SECRET_KEY: 'sk_test_x', PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: webhookSecret },
      { payments },
    );
  });

  function deliver(event: unknown) {
    const payload = JSON.stringify(event);
    return harness.app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      },
      body: payload,
    });
  }

  /** Stripe's charge.refunded: the subject is the charge, naming its intent and the amount refunded in all. */
  const chargeRefunded = (intentId: string, amountRefunded: number, id = `evt_refund_${crypto.randomUUID()}`) => ({
    id,
    object: 'event',
    type: 'charge.refunded',
    data: { object: { id: `ch_${intentId}`, object: 'charge', payment_intent: intentId, amount: 10_000, amount_refunded: amountRefunded } },
  });

  test('the intent is Stripe’s, made for the invoice, and the webhook marks the invoice paid once; replays change nothing', async () => {
    const intent = await startedIntent(alice.invoiceId, alice.customer.cookie);
    expect(intent).toMatchObject({ mode: 'stripe', publishableKey: 'pk_test_x', amount: 10_000 });
    expect(fake.intent(intent.paymentIntentId)).toMatchObject({ amount: 10_000, metadata: { invoiceId: alice.invoiceId } });

    fake.succeed(intent.paymentIntentId);
    const event = fake.event('payment_intent.succeeded', intent.paymentIntentId);
    expect((await deliver(event)).status).toBe(200);
    expect(await storedInvoice(alice.invoiceId)).toMatchObject({ status: 'paid', paidDate: harness.clock.now() });
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(fake.event('payment_intent.succeeded', intent.paymentIntentId))).status).toBe(200);
    expect((await confirm(alice.invoiceId, intent.paymentIntentId, alice.customer.cookie)).status).toBe(200);
    expect(await receipts()).toHaveLength(1);
    expect(await auditRows('invoice.paid', alice.invoiceId)).toHaveLength(1);
    const [claimed] = await harness.db.select().from(processedPaymentEvents).where(eq(processedPaymentEvents.id, event.id));
    expect(claimed).toBeDefined();
  });

  test('a webhook for an intent that did not succeed leaves the invoice unpaid', async () => {
    const intent = await startedIntent(alice.invoiceId, alice.customer.cookie);
    expect((await deliver(fake.event('payment_intent.succeeded', intent.paymentIntentId))).status).toBe(200);
    expect((await storedInvoice(alice.invoiceId)).status).toBe('pending');
    expect(await receipts()).toHaveLength(0);
  });

  test('a refund at Stripe (charge.refunded) shows on the invoice; a replay or an older figure changes nothing', async () => {
    const intent = await startedIntent(alice.invoiceId, alice.customer.cookie);
    fake.succeed(intent.paymentIntentId);
    await deliver(fake.event('payment_intent.succeeded', intent.paymentIntentId));

    const partial = chargeRefunded(intent.paymentIntentId, 4_000);
    expect((await deliver(partial)).status).toBe(200);
    expect(await listedInvoice(alice)).toMatchObject({ status: 'paid', refundedAmount: 4_000 });
    expect((await deliver(partial)).status).toBe(200);
    expect((await deliver(chargeRefunded(intent.paymentIntentId, 10_000))).status).toBe(200);
    expect((await deliver(chargeRefunded(intent.paymentIntentId, 4_000))).status).toBe(200);
    expect(await listedInvoice(alice)).toMatchObject({ refundedAmount: 10_000, refundedAt: harness.clock.now().toISOString() });
    expect(await auditRows('invoice.refunded', alice.invoiceId)).toHaveLength(2);
  });

  test('the office refund goes through Stripe for the invoice’s payment', async () => {
    const intent = await startedIntent(alice.invoiceId, alice.customer.cookie);
    fake.succeed(intent.paymentIntentId);
    await deliver(fake.event('payment_intent.succeeded', intent.paymentIntentId));
    expect((await refund(alice.invoiceId)).status).toBe(200);
    expect(fake.refunds).toEqual([
      expect.objectContaining({
        paymentIntent: intent.paymentIntentId,
        amount: 10_000,
        idempotencyKey: `refund-invoice-${alice.invoiceId}`,
      }),
    ]);
    expect(await listedInvoice(alice)).toMatchObject({ refundedAmount: 10_000 });
  });
});
