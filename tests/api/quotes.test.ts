import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { mailOutbox, quotes } from '#api/db/schema/index.ts';
import { facilityYear } from '#shared/stay-dates.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';

const quoteNumber = /^Q-\d{4}-\d{6}$/;

const quoteForm = {
  contactName: 'Remy Cheramie',
  contactEmail: 'remy@bayourunner.example',
  contactPhone: '(985) 555-0177',
  company: 'Bayou Runner Marine',
  projectTitle: 'Fabrication & Welding',
  projectDescription: 'Replace corroded deck plating on the aft deck, about 400 sq ft.',
  location: 'Larose',
  vesselType: 'Workboat',
  vesselSpecs: '110 ft aluminium crew boat, 2019',
  timeframe: 'Within 1 month',
  priority: 'urgent',
  attribution: { firstTouch: { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'march' } },
};

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeEach(async () => {
  harness = await createTestApp();
  await resetDatabase(harness.db);
});

const submit = (body: unknown) => sendJson(harness.app, 'POST', '/api/quotes', body);

describe('POST /api/quotes', () => {
  test('a quote request is stored under a new quote number and answered 201', async () => {
    const response = await submit(quoteForm);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      id: expect.any(String),
      quoteNumber: expect.stringMatching(quoteNumber),
      status: 'pending',
      createdAt: expect.any(String),
    });
    expect(body.quoteNumber.slice(2, 6)).toBe(facilityYear());

    const [row] = await harness.db.select().from(quotes).where(eq(quotes.id, body.id));
    expect(row).toMatchObject({
      quoteNumber: body.quoteNumber,
      status: 'pending',
      contactName: 'Remy Cheramie',
      contactEmail: 'remy@bayourunner.example',
      contactPhone: '(985) 555-0177',
      company: 'Bayou Runner Marine',
      projectTitle: 'Fabrication & Welding',
      projectDescription: quoteForm.projectDescription,
      location: 'Larose',
      vesselType: 'Workboat',
      vesselSpecs: '110 ft aluminium crew boat, 2019',
      timeframe: 'Within 1 month',
      priority: 'urgent',
      firstTouch: quoteForm.attribution.firstTouch,
      lastTouch: null,
      totalAmount: null,
    });
  });

  test("staff are notified with every field; the typed address gets the quote number and the marina's words only", async () => {
    const { quoteNumber: number } = await (await submit(quoteForm)).json();
    const mails = await harness.db.select().from(mailOutbox);
    const staff = mails.find((mail) => mail.kind === 'lead-notification');
    const customer = mails.find((mail) => mail.kind === 'quote-confirmation');
    expect(mails).toHaveLength(2);
    expect(staff).toMatchObject({
      to: 'operations@bayoulafourchemarine.com',
      status: 'pending',
      subject: `New quote request ${number}: Fabrication & Welding — Bayou Runner Marine, Urgent (24-48 hours)`,
    });
    for (const typed of ['Remy Cheramie', quoteForm.projectDescription, 'Larose', '110 ft aluminium crew boat, 2019']) {
      expect(staff?.text).toContain(typed);
    }
    expect(staff?.text).toContain('First touch: source newsletter, medium email, campaign march');
    expect(customer).toMatchObject({
      to: 'remy@bayourunner.example',
      status: 'pending',
      subject: `Your quote request ${number} — Bayou Lafourche Marine`,
    });
    expect(customer?.text).toMatch(/^Hello,\n/);
    expect(customer?.text).toContain(`Your request number is ${number}`);
    expect(customer?.text).toContain('Priority: Urgent (24-48 hours)');
    expect(customer?.text).toContain('initial quote within 24 hours');
    // Larose is in the office's own address, under the signature.
    for (const typed of ['Remy', 'Cheramie', 'Fabrication', quoteForm.projectDescription, 'Bayou Runner', 'aluminium', '555-0177']) {
      expect(`${customer?.subject}\n${customer?.text}`).not.toContain(typed);
    }
  });

  test('whatever is typed, lookalike letters and links included, the confirmation quotes none of it', async () => {
    // Cyrillic а and о in place of Latin ones, a full-width colon, and a link: phishing text a sender might try.
    const phishing = {
      ...quoteForm,
      contactName: 'Dеаr custоmer: your marina account is locked',
      company: 'Bayou Lafourche Marine Billing',
      projectTitle: 'Pay invoice ＃4471 now at https://bayou-lafourche-pay.example/login',
      projectDescription: 'URGENT: your slip is cancelled unless you confirm your card at https://bayou-lafourche-pay.example today.',
      contactPhone: 'Call +1 (504) 555-0199',
      location: 'Verify now',
      vesselSpecs: 'Reply with your password',
    };
    const { contactName, company, projectTitle, projectDescription, contactPhone, location, vesselSpecs } = phishing;
    const response = await submit(phishing);
    expect(response.status).toBe(201);
    const [confirmation] = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'quote-confirmation'));
    const mail = `${confirmation?.subject}\n${confirmation?.text}`;
    for (const typed of [
      ...[contactName, company, projectTitle, projectDescription, contactPhone, location, vesselSpecs],
      'locked',
      'custоmer',
      'Billing',
      'bayou-lafourche-pay',
      'https://',
      'invoice',
      'card',
      '555-0199',
      'password',
      'Verify',
    ]) {
      expect(mail).not.toContain(typed);
    }
    const [staff] = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'lead-notification'));
    expect(staff?.text).toContain(phishing.projectDescription);
  });

  test('a burst of 10 quotes to one mailbox: 10 stored, 10 notifications, one confirmation, the same answers', async () => {
    // Leads per IP are off here; the confirmation cap holds all the same.
    harness = await createTestApp({ RATE_LIMIT: 'off' });
    const spellings = [
      'remy@bayourunner.example',
      'REMY@BayouRunner.example',
      ' remy+boat@bayourunner.example',
      'Remy+quotes@bayourunner.example',
    ];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => submit({ ...quoteForm, contactEmail: spellings[index % spellings.length] })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    for (const response of responses) {
      expect(await response.json()).toEqual({
        id: expect.any(String),
        quoteNumber: expect.stringMatching(quoteNumber),
        status: 'pending',
        createdAt: expect.any(String),
      });
    }
    expect(await harness.db.$count(quotes)).toBe(10);
    expect(await harness.db.$count(mailOutbox, eq(mailOutbox.kind, 'lead-notification'))).toBe(10);
    expect(await harness.db.$count(mailOutbox, eq(mailOutbox.kind, 'quote-confirmation'))).toBe(1);
  });

  test('one confirmation per mailbox per hour: the second within the hour queues none, an hour on it does again', async () => {
    await submit(quoteForm);
    harness.clock.advance(59 * 60_000);
    const second = await submit({ ...quoteForm, contactEmail: 'Remy@BayouRunner.example' });
    expect(second.status).toBe(201);
    expect(await harness.db.$count(mailOutbox, eq(mailOutbox.kind, 'quote-confirmation'))).toBe(1);
    expect(await harness.db.$count(mailOutbox, eq(mailOutbox.kind, 'lead-notification'))).toBe(2);

    const other = await submit({ ...quoteForm, contactEmail: 'dispatch@bayourunner.example' });
    expect(other.status).toBe(201);
    expect(await harness.db.$count(mailOutbox, eq(mailOutbox.to, 'dispatch@bayourunner.example'))).toBe(1);

    harness.clock.advance(60_000);
    await submit(quoteForm);
    expect(await harness.db.$count(mailOutbox, eq(mailOutbox.to, 'remy@bayourunner.example'))).toBe(2);
  });

  test('priority defaults to standard; empty optional choices are stored as not given', async () => {
    const { contactName, contactEmail, company, projectTitle, projectDescription } = quoteForm;
    const response = await submit({ contactName, contactEmail, company, projectTitle, projectDescription, vesselType: '', timeframe: '' });
    expect(response.status).toBe(201);
    const [row] = await harness.db.select().from(quotes);
    expect(row).toMatchObject({ priority: 'standard', vesselType: null, timeframe: null, contactPhone: null, firstTouch: null });
  });

  test('an unknown priority is refused', async () => {
    const response = await submit({ ...quoteForm, priority: 'asap' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors)).toEqual(['priority']);
    expect(await harness.db.$count(quotes)).toBe(0);
  });

  test('an empty form answers 400 with every message of the spec, word for word', async () => {
    const response = await submit({});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Contact name is required',
      code: 'validation_failed',
      requestId: expect.any(String),
      errors: {
        contactName: 'Contact name is required',
        contactEmail: 'Please enter a valid email address',
        company: 'Company name is required',
        projectTitle: 'Project title is required',
        projectDescription: 'Please provide at least 20 characters of project description',
      },
    });
  });

  test('a description of 19 characters and a bad email are refused', async () => {
    const response = await submit({ ...quoteForm, contactEmail: 'remy at bayourunner', projectDescription: 'Fix the deck plate.' });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      contactEmail: 'Please enter a valid email address',
      projectDescription: 'Please provide at least 20 characters of project description',
    });
  });

  test('a filled honeypot answers with a plausible quote number and stores nothing', async () => {
    const response = await submit({ ...quoteForm, website: 'https://cheap-pills.example' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: expect.any(String),
      quoteNumber: expect.stringMatching(quoteNumber),
      status: 'pending',
      createdAt: expect.any(String),
    });
    expect(await harness.db.$count(quotes)).toBe(0);
    expect(await harness.db.$count(mailOutbox)).toBe(0);
  });

  test('50 requests at once get 50 distinct, well-formed quote numbers', async () => {
    harness = await createTestApp({ RATE_LIMIT: 'off' });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => submit({ ...quoteForm, contactEmail: `captain${index}@bayourunner.example` })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
    const numbers = await Promise.all(responses.map(async (response) => (await response.json()).quoteNumber as string));
    expect(new Set(numbers).size).toBe(50);
    for (const number of numbers) expect(number).toMatch(quoteNumber);

    const rows = await harness.db.select({ quoteNumber: quotes.quoteNumber }).from(quotes);
    expect(rows.map((row) => row.quoteNumber).toSorted()).toEqual(numbers.toSorted());
    expect(await harness.db.$count(mailOutbox)).toBe(100);
  });
});
