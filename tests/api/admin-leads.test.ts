import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { auditLog, quotes, serviceRequests, users, type NewQuote, type NewServiceRequest } from '#api/db/schema/index.ts';
import { adminLeadAnswerSchema, adminLeadSchema, type AdminLead } from '#shared/admin-lead-views.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { signedInCustomer, signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { minimalContactForm, minimalQuoteForm } from './lead-fixtures.ts';

// A service request's S-number comes from a sequence; the CSV lines compare with it blanked.
const sNumber = /^Service request,S-\d{4}-\d{6},/;

let harness: Awaited<ReturnType<typeof createTestApp>>;
let staff: SignedIn;

const start = new Date('2026-11-20T15:00:00.000Z');
const minutes = (count: number) => new Date(start.getTime() + count * 60_000);

beforeEach(async () => {
  harness = await createTestApp();
  await resetDatabase(harness.db);
  harness.clock.set(minutes(600));
  staff = await signedInStaff(harness.db, harness.clock);
});

async function serviceRequest(values: Partial<NewServiceRequest> = {}): Promise<string> {
  const [row] = await harness.db
    .insert(serviceRequests)
    .values({ ...minimalContactForm, createdAt: start, ...values })
    .returning({ id: serviceRequests.id });
  if (!row) throw new Error('service request not inserted');
  return row.id;
}

async function quote(values: Partial<NewQuote> = {}): Promise<string> {
  const [row] = await harness.db
    .insert(quotes)
    .values({ ...minimalQuoteForm, createdAt: start, ...values })
    .returning({ id: quotes.id });
  if (!row) throw new Error('quote not inserted');
  return row.id;
}

const get = (path: string, cookie = staff.cookie) => harness.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
const patch = (path: string, body: unknown, cookie = staff.cookie) =>
  sendJson(harness.app, 'PATCH', path, body, cookie ? { Cookie: cookie } : {});

async function list(query = ''): Promise<AdminLead[]> {
  const response = await get(`/api/admin/leads${query}`);
  expect(response.status, query).toBe(200);
  return z.array(adminLeadSchema.strict()).parse(await response.json());
}

const ids = (leads: AdminLead[]) => leads.map((lead) => lead.id);

describe('who may use the inbox', () => {
  const routes = (id: string): [string, string, unknown?][] => [
    ['GET', '/api/admin/leads'],
    ['GET', `/api/admin/leads/service/${id}`],
    ['PATCH', `/api/admin/leads/service/${id}`, { status: 'in-progress' }],
    ['GET', '/api/admin/leads/export.csv'],
    ['POST', '/api/admin/leads/seen'],
  ];

  test('anonymous callers get 401 and customers 403 on every route; staff are served', async () => {
    const id = await serviceRequest();
    const customer = await signedInCustomer(harness.db, harness.clock);
    for (const [method, path, body] of routes(id)) {
      expect((await sendJson(harness.app, method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await sendJson(harness.app, method, path, body, { Cookie: customer.cookie })).status, `${method} ${path}`).toBe(403);
      expect((await sendJson(harness.app, method, path, body, { Cookie: staff.cookie })).status, `${method} ${path}`).toBe(200);
    }
  });

  test('answers are never cached', async () => {
    expect((await get('/api/admin/leads')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/admin/leads', () => {
  test('service and quote requests in one list, newest first', async () => {
    const older = await serviceRequest({ createdAt: minutes(1) });
    const quoted = await quote({ createdAt: minutes(2) });
    const newest = await serviceRequest({ createdAt: minutes(3), source: 'schedule' });
    const leads = await list();
    expect(ids(leads)).toEqual([newest, quoted, older]);
    expect(leads[1]).toMatchObject({
      kind: 'quote',
      source: 'quote',
      name: 'Remy Cheramie',
      subject: 'Fabrication & Welding',
      reference: expect.stringMatching(/^Q-/),
    });
    expect(leads[0]).toMatchObject({
      kind: 'service',
      source: 'schedule',
      name: 'Danielle Guidry',
      subject: 'Tank Cleaning',
      responseSeconds: null,
    });
  });

  test('filters by kind, status, urgency or priority, service type and source', async () => {
    const contact = await serviceRequest({ createdAt: minutes(1), urgency: 'emergency' });
    const schedule = await serviceRequest({
      createdAt: minutes(2),
      source: 'schedule',
      serviceType: 'Crew Changes',
      status: 'in-progress',
    });
    const urgentQuote = await quote({ createdAt: minutes(3), priority: 'urgent' });
    expect(ids(await list('?kind=quote'))).toEqual([urgentQuote]);
    expect(ids(await list('?kind=service'))).toEqual([schedule, contact]);
    expect(ids(await list('?status=in-progress'))).toEqual([schedule]);
    expect(ids(await list('?urgency=emergency'))).toEqual([contact]);
    expect(ids(await list('?urgency=urgent'))).toEqual([urgentQuote]);
    expect(ids(await list('?serviceType=Crew%20Changes'))).toEqual([schedule]);
    expect(ids(await list('?source=quote'))).toEqual([urgentQuote]);
    expect(ids(await list('?source=contact'))).toEqual([contact]);
    expect(ids(await list('?kind=quote&source=schedule'))).toEqual([]);
  });

  test('an unknown filter value is refused', async () => {
    const response = await get('/api/admin/leads?status=lost');
    expect(response.status).toBe(400);
  });

  test('sorts oldest first, waiting longest and by response time', async () => {
    const answeredFast = await serviceRequest({ createdAt: minutes(1), firstResponseAt: minutes(6) });
    const waitingLong = await serviceRequest({ createdAt: minutes(2) });
    const answeredSlow = await quote({ createdAt: minutes(3), firstResponseAt: minutes(120) });
    const waitingShort = await quote({ createdAt: minutes(4) });
    expect(ids(await list('?sort=oldest'))).toEqual([answeredFast, waitingLong, answeredSlow, waitingShort]);
    expect(ids(await list('?sort=waiting'))).toEqual([waitingLong, waitingShort, answeredFast, answeredSlow]);
    expect(ids(await list('?sort=response'))).toEqual([waitingLong, waitingShort, answeredSlow, answeredFast]);
    const [slow] = await list('?sort=response&kind=quote&status=pending');
    expect(slow?.responseSeconds).toBeNull();
    expect((await list('?sort=oldest')).find((lead) => lead.id === answeredFast)?.responseSeconds).toBe(300);
  });

  test('pages through both tables in every order without losing or repeating a lead', async () => {
    const all: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      const createdAt = minutes(index % 3); // arrivals share moments across both tables
      const firstResponseAt = index % 2 === 0 ? minutes(10 + index) : null;
      all.push(index % 2 === 0 ? await serviceRequest({ createdAt, firstResponseAt }) : await quote({ createdAt, firstResponseAt }));
    }
    for (const sort of ['newest', 'oldest', 'waiting', 'response']) {
      const whole = ids(await list(`?sort=${sort}&limit=100`));
      const paged: string[] = [];
      let next: string | undefined = `/api/admin/leads?sort=${sort}&limit=3`;
      while (next) {
        const response = await get(next);
        expect(response.status).toBe(200);
        paged.push(...ids(z.array(adminLeadSchema).parse(await response.json())));
        next = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
      }
      expect(paged, sort).toEqual(whole);
      expect(new Set(paged)).toEqual(new Set(all));
    }
  });

  test('a forged cursor is refused', async () => {
    expect((await get('/api/admin/leads?cursor=not-a-cursor')).status).toBe(400);
  });

  test('leads that arrived since the last visit are new; POST seen records the visit', async () => {
    const before = await serviceRequest({ createdAt: minutes(1) });
    expect((await list()).map((lead) => lead.isNew)).toEqual([true]);
    const seen = await sendJson(harness.app, 'POST', '/api/admin/leads/seen', undefined, { Cookie: staff.cookie });
    expect(await seen.json()).toEqual({ seenAt: minutes(600).toISOString() });
    const after = await serviceRequest({ createdAt: minutes(601) });
    const leads = await list();
    expect(leads.map((lead) => [lead.id, lead.isNew])).toEqual([
      [after, true],
      [before, false],
    ]);
    const [user] = await harness.db.select().from(users).where(eq(users.id, staff.id));
    expect(user?.leadsSeenAt).toEqual(minutes(600));
  });
});

describe('GET /api/admin/leads/:kind/:id', () => {
  test('everything submitted with its attribution', async () => {
    const firstTouch = { utmSource: 'google', utmCampaign: 'crew-change-2026', landingPage: '/services' };
    const id = await serviceRequest({
      source: 'schedule',
      urgency: 'emergency',
      preferredDate: '2026-12-01',
      location: 'Port Fourchon',
      firstTouch,
      lastTouch: { referrer: 'https://www.linkedin.com/' },
    });
    const response = await get(`/api/admin/leads/service/${id}`);
    expect(response.status).toBe(200);
    const { lead } = adminLeadAnswerSchema.parse(await response.json());
    expect(lead.firstTouch).toEqual(firstTouch);
    expect(lead.lastTouch).toEqual({ referrer: 'https://www.linkedin.com/' });
    expect(lead.submitted).toEqual(
      expect.arrayContaining([
        { label: 'Urgency', value: 'Emergency' },
        { label: 'Preferred date', value: 'Dec 1, 2026' },
        { label: 'Location', value: 'Port Fourchon' },
        { label: 'Project details', value: minimalContactForm.projectDetails },
      ]),
    );
  });

  test('an unknown lead, kind or id answers 404', async () => {
    const id = await quote();
    expect((await get(`/api/admin/leads/service/${id}`)).status).toBe(404);
    expect((await get(`/api/admin/leads/invoice/${id}`)).status).toBe(404);
    expect((await get('/api/admin/leads/quote/123')).status).toBe(404);
    expect((await get(`/api/admin/leads/quote/${id}`)).status).toBe(200);
  });
});

describe('PATCH /api/admin/leads/:kind/:id', () => {
  test('the first staff action stops the response clock; later ones leave it', async () => {
    const id = await serviceRequest();
    harness.clock.set(minutes(45));
    const first = await patch(`/api/admin/leads/service/${id}`, { internalNotes: 'Called back, left a message.' });
    expect(first.status).toBe(200);
    const { lead } = adminLeadAnswerSchema.parse(await first.json());
    expect(lead).toMatchObject({
      firstResponseAt: minutes(45).toISOString(),
      responseSeconds: 45 * 60,
      internalNotes: 'Called back, left a message.',
    });

    harness.clock.set(minutes(90));
    const second = adminLeadAnswerSchema.parse(
      await (await patch(`/api/admin/leads/service/${id}`, { status: 'in-progress', assignedTo: 'Rene' })).json(),
    );
    expect(second.lead).toMatchObject({ status: 'in-progress', assignedTo: 'Rene', firstResponseAt: minutes(45).toISOString() });

    harness.clock.set(minutes(610));
    const done = adminLeadAnswerSchema.parse(await (await patch(`/api/admin/leads/service/${id}`, { status: 'completed' })).json());
    expect(done.lead).toMatchObject({ status: 'completed', firstResponseAt: minutes(45).toISOString(), responseSeconds: 45 * 60 });
    expect((await list())[0]).toMatchObject({ status: 'completed', responseSeconds: 45 * 60 });
  });

  test('a new status answers the lead', async () => {
    const id = await quote();
    harness.clock.set(minutes(192));
    const { lead } = adminLeadAnswerSchema.parse(await (await patch(`/api/admin/leads/quote/${id}`, { status: 'cancelled' })).json());
    expect(lead).toMatchObject({ firstResponseAt: minutes(192).toISOString(), responseSeconds: 192 * 60 });
  });

  test('assigning a lead or pencilling in a date is not an answer: the clock runs on until a status or note', async () => {
    const id = await serviceRequest();
    harness.clock.set(minutes(30));
    const assigned = adminLeadAnswerSchema.parse(
      await (await patch(`/api/admin/leads/service/${id}`, { assignedTo: 'Rene', scheduledDate: '2026-12-05', internalNotes: '' })).json(),
    );
    expect(assigned.lead).toMatchObject({ assignedTo: 'Rene', scheduledDate: '2026-12-05', firstResponseAt: null, responseSeconds: null });
    expect(await harness.db.select().from(auditLog)).toHaveLength(1);

    harness.clock.set(minutes(75));
    const noted = adminLeadAnswerSchema.parse(
      await (await patch(`/api/admin/leads/service/${id}`, { internalNotes: 'Called back.' })).json(),
    );
    expect(noted.lead).toMatchObject({ firstResponseAt: minutes(75).toISOString(), responseSeconds: 75 * 60 });
  });

  test('a note with a NUL byte is refused and nothing is stored', async () => {
    const id = await serviceRequest();
    const response = await patch(`/api/admin/leads/service/${id}`, { internalNotes: 'Called\u0000 back' });
    expect(response.status).toBe(400);
    const [row] = await harness.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row).toMatchObject({ internalNotes: null, firstResponseAt: null });
  });

  test('each change writes one audit row with what it changed', async () => {
    const id = await quote();
    await patch(`/api/admin/leads/quote/${id}`, { status: 'in-progress', assignedTo: 'Rene', internalNotes: '' });
    const rows = await harness.db.select().from(auditLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'lead.updated',
      entityType: 'quote',
      entityId: id,
      actorUserId: staff.id,
      before: { status: 'pending', assignedTo: null },
      after: { status: 'in-progress', assignedTo: 'Rene' },
    });
  });

  test('a change to nothing new neither stops the clock nor writes an audit row', async () => {
    const id = await serviceRequest();
    const response = await patch(`/api/admin/leads/service/${id}`, { status: 'pending', internalNotes: null });
    expect(response.status).toBe(200);
    expect(adminLeadAnswerSchema.parse(await response.json()).lead.firstResponseAt).toBeNull();
    expect(await harness.db.select().from(auditLog)).toHaveLength(0);
  });

  test('a scheduled date reads back as the same day; completing sets the completion time', async () => {
    const id = await serviceRequest();
    const { lead } = adminLeadAnswerSchema.parse(
      await (await patch(`/api/admin/leads/service/${id}`, { scheduledDate: '2026-12-05', status: 'completed' })).json(),
    );
    expect(lead.scheduledDate).toBe('2026-12-05');
    const [row] = await harness.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row?.completedAt).toEqual(minutes(600));
  });

  test('completed and cancelled are final: moving on answers 409 and changes nothing', async () => {
    const id = await serviceRequest({ status: 'completed' });
    const response = await patch(`/api/admin/leads/service/${id}`, { status: 'in-progress', assignedTo: 'Rene' });
    expect(response.status).toBe(409);
    const [row] = await harness.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row).toMatchObject({ status: 'completed', assignedTo: null, firstResponseAt: null });
    expect(await harness.db.select().from(auditLog)).toHaveLength(0);
  });

  test('a failing change leaves no audit row and no response time', async () => {
    const id = await quote();
    const response = await patch(`/api/admin/leads/quote/${id}`, { scheduledDate: '2026-12-05', assignedTo: 'Rene' });
    expect(response.status).toBe(400);
    const [row] = await harness.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row).toMatchObject({ assignedTo: null, firstResponseAt: null });
    expect(await harness.db.select().from(auditLog)).toHaveLength(0);
  });

  test('an empty update or an unknown status is refused', async () => {
    const id = await serviceRequest();
    expect((await patch(`/api/admin/leads/service/${id}`, {})).status).toBe(400);
    expect((await patch(`/api/admin/leads/service/${id}`, { status: 'lost' })).status).toBe(400);
  });
});

describe('GET /api/admin/leads/export.csv', () => {
  const header =
    'Kind,Reference,Received,Name,Company,Email,Phone,Service or project,Project details,' +
    'Urgency,Source,Status,Assigned to,Scheduled date,First response,Response time,Internal notes';

  test('the filtered list as RFC 4180 CSV with formulas neutralised', async () => {
    await serviceRequest({
      createdAt: minutes(1),
      company: '=HYPERLINK("http://evil.example")',
      firstName: 'Anne, Marie',
      lastName: 'Guidry',
    });
    await quote({ createdAt: minutes(2) });
    const response = await get('/api/admin/leads/export.csv?kind=service');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await response.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(header);
    expect(lines[1]?.replace(sNumber, 'Service request,S-…,')).toContain(
      `Service request,S-…,"Nov 20, 2026, 9:01 AM CST","Anne, Marie Guidry","'=HYPERLINK(""http://evil.example"")",danielle@gulftide.example`,
    );
    expect(lines).toHaveLength(3);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  test('each lead carries its project details and notes, its times on the facility clock', async () => {
    const id = await serviceRequest({ projectDetails: 'Two tanks, "slops" included,\nbefore Friday.' });
    harness.clock.set(minutes(200));
    await patch(`/api/admin/leads/service/${id}`, { internalNotes: '=cmd|calc; called back', status: 'in-progress' });
    const quoteId = await quote({ createdAt: minutes(5), projectDescription: '-400 sq ft of deck plating' });
    harness.clock.set(new Date('2026-07-04T18:30:00.000Z'));
    await patch(`/api/admin/leads/quote/${quoteId}`, { internalNotes: 'Priced\tby Rene' });

    const text = await (await get('/api/admin/leads/export.csv?sort=oldest')).text();
    const [head, service, quoted] = text.split('\r\n');
    expect(head).toBe(header);
    expect(service?.replace(sNumber, 'Service request,S-…,')).toBe(
      'Service request,S-…,"Nov 20, 2026, 9:00 AM CST",Danielle Guidry,Gulf Tide Offshore,danielle@gulftide.example,,Tank Cleaning,' +
        '"Two tanks, ""slops"" included,\nbefore Friday.",Standard,Contact form,In progress,,,"Nov 20, 2026, 12:20 PM CST",3 h 20 min,\'=cmd|calc; called back',
    );
    expect(quoted).toMatch(/^Quote request,Q-\d{4}-\d{6},"Nov 20, 2026, 9:05 AM CST",Remy Cheramie,/);
    expect(quoted).toContain(",Fabrication & Welding,'-400 sq ft of deck plating,Standard,Quote form,Pending,,,");
    expect(quoted).toMatch(/,"Jul 4, 2026, 1:30 PM CDT",[^,]*,Priced\tby Rene$/);
    expect(text).not.toMatch(/(^|,)"?[=+\-@\t]/m);
  });
});
