import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { mailOutbox, serviceRequests } from '#api/db/schema/index.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const contactForm = {
  firstName: 'Danielle',
  lastName: 'Guidry',
  company: 'Gulf Tide Offshore',
  email: 'danielle@gulftide.example',
  phone: '(985) 555-0101',
  serviceType: 'Tank Cleaning',
  projectDetails: 'Two cargo tanks on the M/V Gulf Tide need cleaning before a change of service.',
};

const nextWeek = addDays(facilityToday(), 7);

const scheduleForm = {
  ...contactForm,
  source: 'schedule',
  serviceType: 'Crew Changes',
  urgency: 'emergency',
  preferredDate: nextWeek,
  preferredTime: '8:00 AM',
  duration: 'Half day',
  location: 'Port Fourchon, Slip 14',
};

const attribution = {
  firstTouch: {
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'crew-change-2026',
    referrer: 'https://www.google.com/',
    landingPage: '/services/crew-changes',
    at: '2026-11-01T14:00:00.000Z',
  },
  lastTouch: { referrer: 'https://www.linkedin.com/', landingPage: '/schedule', at: '2026-11-20T09:15:00.000Z' },
};

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeEach(async () => {
  harness = await createTestApp();
  await resetDatabase(harness.db);
});

const submit = (body: unknown, headers?: Record<string, string>) => sendJson(harness.app, 'POST', '/api/service-requests', body, headers);

describe('POST /api/service-requests', () => {
  test('a contact request is stored with its attribution and answered 201', async () => {
    const response = await submit({ ...contactForm, attribution });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ id: expect.stringMatching(uuid), status: 'pending', createdAt: expect.any(String), source: 'contact' });
    expect(Math.abs(Date.parse(body.createdAt) - Date.now())).toBeLessThan(60_000);

    const [row] = await harness.db.select().from(serviceRequests).where(eq(serviceRequests.id, body.id));
    expect(row).toMatchObject({
      source: 'contact',
      status: 'pending',
      firstName: 'Danielle',
      lastName: 'Guidry',
      company: 'Gulf Tide Offshore',
      email: 'danielle@gulftide.example',
      phone: '(985) 555-0101',
      serviceType: 'Tank Cleaning',
      urgency: 'standard',
      projectDetails: contactForm.projectDetails,
      preferredDate: null,
      preferredTime: null,
      duration: null,
      location: null,
      firstTouch: attribution.firstTouch,
      lastTouch: attribution.lastTouch,
    });
    expect(row?.createdAt.toISOString()).toBe(body.createdAt);
  });

  test('the staff notification is queued with the request, to the leads address', async () => {
    const response = await submit({ ...contactForm, urgency: 'priority', attribution });
    const { id } = await response.json();
    const mails = await harness.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'operations@bayoulafourchemarine.com',
      kind: 'lead-notification',
      status: 'pending',
      attempts: 0,
      subject: 'New contact request: Tank Cleaning — Gulf Tide Offshore, Priority (2-3 days)',
    });
    const text = mails[0]?.text ?? '';
    expect(text).not.toContain(id);
    for (const expected of [
      'Danielle Guidry',
      'danielle@gulftide.example',
      '(985) 555-0101',
      'Priority (2-3 days)',
      contactForm.projectDetails,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('First touch: source google, medium cpc, campaign crew-change-2026, referrer https://www.google.com/');
    expect(text).toContain('Last touch: referrer https://www.linkedin.com/');
  });

  test('neither form mails the typed address: only the office hears of a request', async () => {
    for (const form of [contactForm, scheduleForm]) expect((await submit(form)).status).toBe(201);
    const mails = await harness.db.select({ to: mailOutbox.to, kind: mailOutbox.kind }).from(mailOutbox);
    expect(mails).toEqual(Array(2).fill({ to: 'operations@bayoulafourchemarine.com', kind: 'lead-notification' }));
  });

  test('a scheduling request keeps its appointment wishes; its notification goes to LEADS_EMAIL', async () => {
    harness = await createTestApp({ LEADS_EMAIL: 'dispatch@bayoulafourchemarine.com' });
    const response = await submit(scheduleForm);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'pending', source: 'schedule' });

    const [row] = await harness.db.select().from(serviceRequests).where(eq(serviceRequests.id, body.id));
    expect(row).toMatchObject({
      source: 'schedule',
      serviceType: 'Crew Changes',
      urgency: 'emergency',
      preferredDate: nextWeek,
      preferredTime: '8:00 AM',
      duration: 'Half day',
      location: 'Port Fourchon, Slip 14',
      firstTouch: null,
      lastTouch: null,
    });
    const [mail] = await harness.db.select().from(mailOutbox);
    expect(mail).toMatchObject({
      to: 'dispatch@bayoulafourchemarine.com',
      subject: 'New scheduling request: Crew Changes — Gulf Tide Offshore, Emergency',
    });
    expect(mail?.text).toContain(`Preferred date: ${nextWeek}`);
  });

  test("a preferred date before the facility's today is refused; today itself is taken", async () => {
    const yesterday = await submit({ ...scheduleForm, preferredDate: addDays(facilityToday(), -1) });
    expect(yesterday.status).toBe(400);
    expect((await yesterday.json()).errors).toEqual({ preferredDate: 'Choose today or a later date' });
    expect(await harness.db.$count(serviceRequests)).toBe(0);

    expect((await submit({ ...scheduleForm, preferredDate: facilityToday() })).status).toBe(201);
  });

  test('a body without a source follows the contact rules: short details pass there, not on the scheduling form', async () => {
    const shortDetails = { ...contactForm, projectDetails: 'Crew swap' };
    const contact = await submit(shortDetails);
    expect(contact.status).toBe(201);
    expect(await contact.json()).toMatchObject({ source: 'contact' });

    const schedule = await submit({ ...shortDetails, source: 'schedule' });
    expect(schedule.status).toBe(400);
    expect((await schedule.json()).errors).toEqual({ projectDetails: 'Please provide at least 10 characters of project details' });
    expect(await harness.db.$count(serviceRequests)).toBe(1);
  });

  test('either form may use either list of service types and urgencies', async () => {
    expect((await submit({ ...contactForm, serviceType: 'Welding Services', urgency: 'high' })).status).toBe(201);
    expect((await submit({ ...scheduleForm, serviceType: 'Dry Dock Coordination', urgency: 'priority' })).status).toBe(201);
    expect(await harness.db.$count(serviceRequests)).toBe(2);
  });

  test('an empty scheduling form answers 400 with every message of the spec, word for word', async () => {
    const response = await submit({ source: 'schedule' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'First name is required',
      code: 'validation_failed',
      requestId: expect.any(String),
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        company: 'Company name is required',
        email: 'Please enter a valid email address',
        serviceType: 'Please select a service type',
        projectDetails: 'Please provide at least 10 characters of project details',
      },
    });
    expect(await harness.db.$count(serviceRequests)).toBe(0);
  });

  test('blank names, a bad email and an unknown service are refused on the contact form too', async () => {
    const response = await submit({
      ...contactForm,
      firstName: '  ',
      lastName: '',
      company: ' ',
      email: 'danielle@',
      serviceType: 'Yacht Detailing',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      company: 'Company name is required',
      email: 'Please enter a valid email address',
      serviceType: 'Please select a service type',
    });
  });

  test('an unknown form is refused', async () => {
    const response = await submit({ ...contactForm, source: 'newsletter' });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ source: 'The form must be "contact" or "schedule"' });
  });

  test('a filled honeypot answers like a success and stores nothing', async () => {
    const response = await submit({ ...scheduleForm, website: 'https://cheap-pills.example' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: expect.stringMatching(uuid),
      status: 'pending',
      createdAt: expect.any(String),
      source: 'schedule',
    });
    expect(await harness.db.$count(serviceRequests)).toBe(0);
    expect(await harness.db.$count(mailOutbox)).toBe(0);
  });

  test('an oversize body answers 413 and stores nothing', async () => {
    const response = await submit({ ...contactForm, projectDetails: 'x'.repeat(70_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large', message: 'Request body is too large' });
    expect(await harness.db.$count(serviceRequests)).toBe(0);
  });

  test('a request from another site answers 403 and stores nothing', async () => {
    const response = await submit(contactForm, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await harness.db.$count(serviceRequests)).toBe(0);
  });
});

describe('lead submission rate limit', () => {
  const quoteForm = {
    contactName: 'Remy Cheramie',
    contactEmail: 'remy@bayourunner.example',
    company: 'Bayou Runner Marine',
    projectTitle: 'Deck repairs',
    projectDescription: 'Replace corroded deck plating on the aft deck.',
  };

  test('the 31st lead in a minute from one IP answers 429, whichever form sent it; other IPs go on', async () => {
    harness = await createTestApp({ TRUST_PROXY: '1' });
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    for (let lead = 0; lead < 15; lead += 1) {
      expect((await submit(contactForm, from('203.0.113.7'))).status).toBe(201);
      expect((await sendJson(harness.app, 'POST', '/api/quotes', quoteForm, from('203.0.113.7'))).status).toBe(201);
    }
    const refused = await submit(contactForm, from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many requests\. Please try again in /),
    });
    expect((await sendJson(harness.app, 'POST', '/api/quotes', quoteForm, from('203.0.113.7'))).status).toBe(429);
    expect((await submit(contactForm, from('198.51.100.2'))).status).toBe(201);
    expect(await harness.db.$count(serviceRequests)).toBe(16);
  });
});
