import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { auditLog, leadReplies, mailOutbox, quotes, serviceRequests, type NewQuote, type NewServiceRequest } from '#api/db/schema/index.ts';
import { timelineAnswerSchema } from '#shared/admin-client-views.ts';
import { adminLeadAnswerSchema } from '#shared/admin-lead-views.ts';
import { auditSentence, sentenceText } from '#shared/audit-sentence.ts';
import type { AuditEntryView } from '#shared/audit-views.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { signedInCustomer, signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { minimalContactForm, minimalQuoteForm } from './lead-fixtures.ts';

// Staff answer a lead by email from its dialog: the reply is kept with the lead, mailed through the
// outbox with the office's address to answer to, audited as a sentence, and stops the response clock.

let harness: Awaited<ReturnType<typeof createTestApp>>;
let staff: SignedIn;

const start = new Date('2026-11-20T15:00:00.000Z');
const minutes = (count: number) => new Date(start.getTime() + count * 60_000);
const reply = { subject: 'Re: your request', message: 'Hello Danielle,\n\nWe can clean both tanks on Tuesday.' };

beforeEach(async () => {
  harness = await createTestApp({ LEADS_EMAIL: 'office@bayoulafourchemarine.test' });
  await resetDatabase(harness.db);
  harness.clock.set(minutes(90));
  staff = await signedInStaff(harness.db, harness.clock, { username: 'office-demo' });
});

async function serviceRequest(values: Partial<NewServiceRequest> = {}) {
  const [row] = await harness.db
    .insert(serviceRequests)
    .values({ ...minimalContactForm, createdAt: start, ...values })
    .returning();
  if (!row) throw new Error('service request not inserted');
  return row;
}

async function quote(values: Partial<NewQuote> = {}) {
  const [row] = await harness.db
    .insert(quotes)
    .values({ ...minimalQuoteForm, createdAt: start, ...values })
    .returning();
  if (!row) throw new Error('quote not inserted');
  return row;
}

const send = (path: string, body: unknown, headers: Record<string, string> = { Cookie: staff.cookie }) =>
  sendJson(harness.app, 'POST', path, body, headers);

describe('a reply by email', () => {
  test('is kept with the lead, answers it, and its detail shows the history', async () => {
    const lead = await serviceRequest();
    const response = await send(`/api/admin/leads/service/${lead.id}/replies`, { subject: '  Re: your request  ', message: reply.message });
    expect(response.status).toBe(201);
    const answer = adminLeadAnswerSchema.strict().parse(await response.json()).lead;
    expect(answer.replies).toEqual([
      {
        id: expect.any(String),
        subject: 'Re: your request',
        message: reply.message,
        sentAt: minutes(90).toISOString(),
        sentBy: 'office-demo',
      },
    ]);
    expect(answer.firstResponseAt).toBe(minutes(90).toISOString());
    expect(answer.responseSeconds).toBe(90 * 60);

    const detail = await harness.app.request(`/api/admin/leads/service/${lead.id}`, { headers: { Cookie: staff.cookie } });
    expect(adminLeadAnswerSchema.parse(await detail.json()).lead.replies).toEqual(answer.replies);
    expect(await harness.db.select().from(leadReplies)).toMatchObject([
      { leadKind: 'service', leadId: lead.id, subject: 'Re: your request', body: reply.message, sentBy: 'office-demo' },
    ]);
  });

  test('is mailed to the lead’s address, answerable at the office, naming the S-number', async () => {
    const lead = await serviceRequest();
    await send(`/api/admin/leads/service/${lead.id}/replies`, reply);
    const mails = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'lead-reply'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to: 'danielle@gulftide.example',
      replyTo: 'office@bayoulafourchemarine.test',
      subject: 'Re: your request',
    });
    expect(mail?.text).toMatch(/^Hello Danielle,\n\nWe can clean both tanks on Tuesday\.\n\n/);
    expect(mail?.text).toContain(`This is about your request ${lead.requestNumber}.`);
    expect(mail?.text).toContain('Bayou Lafourche Marine');
  });

  test('to a quote goes to its contact and names the Q-number', async () => {
    const lead = await quote();
    const response = await send(`/api/admin/leads/quote/${lead.id}/replies`, { subject: 'Re: your quote', message: 'Price attached.' });
    expect(response.status).toBe(201);
    const [mail] = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'lead-reply'));
    expect(mail).toMatchObject({ to: 'remy@bayourunner.example', replyTo: 'office@bayoulafourchemarine.test' });
    expect(mail?.text).toContain(`This is about your quote ${lead.quoteNumber}.`);
    const [row] = await harness.db.select().from(quotes).where(eq(quotes.id, lead.id));
    expect(row?.firstResponseAt).toEqual(minutes(90));
  });

  test('never moves a response clock an earlier answer stopped', async () => {
    const lead = await serviceRequest({ firstResponseAt: minutes(10) });
    await send(`/api/admin/leads/service/${lead.id}/replies`, reply);
    const [row] = await harness.db.select().from(serviceRequests).where(eq(serviceRequests.id, lead.id));
    expect(row?.firstResponseAt).toEqual(minutes(10));
  });

  test('is audited as a sentence saying who replied, how, and to which lead', async () => {
    const lead = await serviceRequest();
    await send(`/api/admin/leads/service/${lead.id}/replies`, reply);
    const [row] = await harness.db.select().from(auditLog);
    expect(row).toMatchObject({
      action: 'lead.replied',
      entityType: 'service-request',
      entityId: lead.id,
      actorUserId: staff.id,
      customerId: null,
      after: { subject: 'Re: your request', channel: 'email', sentTo: 'danielle@gulftide.example' },
    });
    const audit = await harness.app.request('/api/admin/audit', { headers: { Cookie: staff.cookie } });
    const [entry] = (await audit.json()) as AuditEntryView[];
    expect(entry?.actionLabel).toBe('Lead replied to');
    expect(sentenceText(auditSentence(entry as AuditEntryView))).toBe(
      `office-demo replied by email to ${lead.requestNumber}: Danielle Guidry, Gulf Tide Offshore`,
    );
  });

  test('to a lead from a customer account shows in that customer’s timeline', async () => {
    const customer = await signedInCustomer(harness.db, harness.clock);
    const lead = await serviceRequest({ customerId: customer.id });
    await send(`/api/admin/leads/service/${lead.id}/replies`, reply);
    const response = await harness.app.request(`/api/admin/clients/${customer.id}/timeline`, { headers: { Cookie: staff.cookie } });
    const { entries } = timelineAnswerSchema.strict().parse(await response.json());
    const replied = entries.find((entry) => entry.audit?.action === 'lead.replied');
    expect(replied?.title).toBe(`office-demo replied by email to ${lead.requestNumber}: Danielle Guidry, Gulf Tide Offshore`);
    expect(replied?.audit).toMatchObject({ entityType: 'service-request', entityId: lead.id, customerName: 'Danielle Guidry' });
  });

  test('sent twice with one Idempotency-Key mails once and answers the first reply again', async () => {
    const lead = await serviceRequest();
    const headers = { Cookie: staff.cookie, 'Idempotency-Key': 'reply-1' };
    const [first, second] = await Promise.all([
      send(`/api/admin/leads/service/${lead.id}/replies`, reply, headers),
      send(`/api/admin/leads/service/${lead.id}/replies`, reply, headers),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    expect(await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'lead-reply'))).toHaveLength(1);
    expect(await harness.db.select().from(leadReplies)).toHaveLength(1);
    expect(await harness.db.select().from(auditLog)).toHaveLength(1);
  });
});

describe('a reply refused', () => {
  test('an unknown lead, kind or id answers 404 and sends nothing', async () => {
    const lead = await serviceRequest();
    for (const path of [
      `/api/admin/leads/quote/${lead.id}/replies`,
      `/api/admin/leads/invoice/${lead.id}/replies`,
      '/api/admin/leads/service/not-an-id/replies',
    ]) {
      const response = await send(path, reply);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toMatchObject({ code: 'not_found', message: 'Lead not found' });
    }
    expect(await harness.db.select().from(mailOutbox)).toHaveLength(0);
  });

  test('an empty, too long or untypeable subject or message answers 400 at its field and changes nothing', async () => {
    const lead = await serviceRequest();
    const path = `/api/admin/leads/service/${lead.id}/replies`;
    const refused: [unknown, string][] = [
      [{ subject: '   ', message: reply.message }, 'subject'],
      [{ subject: 'x'.repeat(201), message: reply.message }, 'subject'],
      [{ subject: 'Re:\u0000', message: reply.message }, 'subject'],
      [{ subject: reply.subject, message: '' }, 'message'],
      [{ subject: reply.subject, message: 'x'.repeat(5001) }, 'message'],
      [{ subject: reply.subject, message: 'Tuesday\u0007' }, 'message'],
      [{ subject: reply.subject }, 'message'],
    ];
    for (const [body, field] of refused) {
      const response = await send(path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await response.json()), JSON.stringify(body)).toContain(`"${field}"`);
    }
    expect(await harness.db.select().from(leadReplies)).toHaveLength(0);
    expect(await harness.db.select().from(mailOutbox)).toHaveLength(0);
    const [row] = await harness.db.select().from(serviceRequests).where(eq(serviceRequests.id, lead.id));
    expect(row?.firstResponseAt).toBeNull();
  });

  test('a message keeps its line breaks and tabs', async () => {
    const lead = await serviceRequest();
    const response = await send(`/api/admin/leads/service/${lead.id}/replies`, { subject: 'Re', message: 'Line one\n\tLine two' });
    expect(response.status).toBe(201);
  });

  test('anonymous callers get 401 and customers 403', async () => {
    const lead = await serviceRequest();
    const customer = await signedInCustomer(harness.db, harness.clock);
    const path = `/api/admin/leads/service/${lead.id}/replies`;
    expect((await send(path, reply, {})).status).toBe(401);
    expect((await send(path, reply, { Cookie: customer.cookie })).status).toBe(403);
    expect(await harness.db.select().from(mailOutbox)).toHaveLength(0);
  });
});
