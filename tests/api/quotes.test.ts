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

  test('staff are notified and the customer gets a confirmation naming the quote number', async () => {
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
    expect(staff?.text).toContain('First touch: source newsletter, medium email, campaign march');
    expect(customer).toMatchObject({
      to: 'remy@bayourunner.example',
      status: 'pending',
      subject: `Your quote request ${number} — Bayou Lafourche Marine`,
    });
    expect(customer?.text).toContain(`Your request number is ${number}`);
    expect(customer?.text).toContain('initial quote within 24 hours');
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
