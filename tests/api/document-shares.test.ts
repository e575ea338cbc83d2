import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { createSession, staffSessionPolicy } from '#api/auth/sessions.ts';
import { sha256Hex } from '#api/auth/tokens.ts';
import { auditLog, clientNotifications, documents, documentShareOpens, documentShares, mailOutbox } from '#api/db/schema/index.ts';
import { customerNotificationsAnswerSchema } from '#shared/admin-client-views.ts';
import { createdShareSchema, documentShareViewSchema } from '#shared/document-views.ts';
import { shareRecipientMessage } from '#shared/schemas/documents.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { notShareableMessage, unknownRecipientMessage } from '#api/services/document-shares/create-share.ts';
import { keptUserAgentLength } from '#api/services/document-shares/open-share.ts';
import { closedShareMessage } from '#api/services/document-shares/share-refusal.ts';
import { shareRevoked } from '#api/services/document-shares/shared-document.ts';
import { createTestApp } from '#tests/setup/test-app.ts';
import { call, libraryDocument, openLink, shareWorld, siteOrigin, type ShareWorld } from './document-shares-fixtures.ts';

let world: ShareWorld;
beforeEach(async () => {
  world = await shareWorld();
});

const day = 86_400_000;
const asStaff = (method: string, path: string, body?: unknown) => call(world.harness, method, path, body, world.staff.cookie);
const db = () => world.harness.db;
const audits = () => db().select().from(auditLog);
const mails = () => db().select().from(mailOutbox);

async function share(documentId: string, body: Record<string, unknown> = { email: 'surveyor@coastal.example' }) {
  const response = await asStaff('POST', `/api/documents/${documentId}/shares`, body);
  expect(response.status).toBe(201);
  return createdShareSchema.strict().parse(await response.json());
}

async function sharesOf(documentId: string) {
  const response = await asStaff('GET', `/api/documents/${documentId}/shares`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { shares: unknown[] };
  return body.shares.map((view) => documentShareViewSchema.strict().parse(view));
}

/** The staff member signs in again once the clock has moved past their session's idle limit. */
async function staffSignsInAgain() {
  const device = { ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (office)' };
  const { token } = await createSession(db(), world.harness.clock, staffSessionPolicy, world.staff.id, device);
  world.staff = { ...world.staff, cookie: `${staffSessionPolicy.cookie.name}=${token}` };
}

async function expectClosed(response: Response) {
  expect(response.status).toBe(410);
  expect(await response.json()).toMatchObject({ code: 'gone', message: closedShareMessage });
}

describe('POST /api/documents/{id}/shares', () => {
  test('to an email address: the link opens the file; only its hash is stored; mailed with its expiry; audited', async () => {
    const { document, content } = await libraryDocument(world.harness);
    const created = await share(document.id, { email: 'Surveyor@Coastal.EXAMPLE', expiresInDays: 7, access: 'download' });

    expect(created.url).toMatch(new RegExp(`^${siteOrigin}/api/shares/[A-Za-z0-9_-]{43}$`));
    const token = created.url.split('/').at(-1) ?? '';
    const [stored] = await db().select().from(documentShares);
    expect(stored?.shareToken).toBe(sha256Hex(token));
    expect(stored?.shareToken).not.toBe(token);
    expect(created.share).toMatchObject({
      sharedWithEmail: 'surveyor@coastal.example',
      sharedWithCustomer: null,
      access: 'download',
      active: true,
      revoked: false,
      sharedBy: 'harbormaster',
      opens: [],
    });
    expect(Date.parse(created.share.expiresAt)).toBe(world.harness.clock.now().getTime() + 7 * day);

    const opened = await openLink(world.harness, created.url);
    expect(opened.status).toBe(200);
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(content);

    const [mail] = await mails();
    expect(mail).toMatchObject({ to: 'surveyor@coastal.example', kind: 'document-share', subject: expect.stringContaining('Hull survey') });
    expect(mail?.text).toContain(created.url);
    expect(mail?.text).toContain(formatFacilityDateTime(new Date(created.share.expiresAt), 'long'));
    expect(await audits()).toMatchObject([
      {
        action: 'document.shared',
        entityType: 'document',
        entityId: document.id,
        after: { shareId: created.share.id, access: 'download' },
      },
    ]);
  });

  test('to a customer account: a notification to the dashboard and a mail to the account address', async () => {
    const { document } = await libraryDocument(world.harness);
    const created = await share(document.id, { customerId: world.customer.id });
    expect(created.share).toMatchObject({
      sharedWithCustomer: { id: world.customer.id, name: 'Danielle Guidry' },
      sharedWithEmail: null,
      access: 'view',
    });
    expect(Date.parse(created.share.expiresAt)).toBe(world.harness.clock.now().getTime() + 7 * day);

    const notices = await call(world.harness, 'GET', '/api/customer/notifications', undefined, world.customer.cookie);
    expect(customerNotificationsAnswerSchema.parse(await notices.json())).toMatchObject({
      unreadCount: 1,
      notifications: [{ type: 'document-shared', message: 'Hull survey', actionUrl: '/customer/dashboard?tab=documents' }],
    });
    const [mail] = await mails();
    expect(mail).toMatchObject({ to: 'danielle@gulftide.example', kind: 'document-share' });
    expect(mail?.text).toContain('Hello Danielle,');
    expect(mail?.text).toContain(created.url);
  });

  test('public documents can be shared; internal and admin ones answer 409 and change nothing', async () => {
    const { document: publicDocument } = await libraryDocument(world.harness, { accessLevel: 'public' });
    await share(publicDocument.id);
    for (const accessLevel of ['internal', 'admin'] as const) {
      const { document } = await libraryDocument(world.harness, { accessLevel });
      const refused = await asStaff('POST', `/api/documents/${document.id}/shares`, { email: 'surveyor@coastal.example' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ message: notShareableMessage });
    }
    expect(await db().select().from(documentShares)).toHaveLength(1);
    expect(await audits()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  test('no recipient, an unknown customer or an expiry not offered answer 400 beside the field', async () => {
    const { document } = await libraryDocument(world.harness);
    const path = `/api/documents/${document.id}/shares`;
    const none = await asStaff('POST', path, {});
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ errors: { email: shareRecipientMessage } });
    const unknown = await asStaff('POST', path, { customerId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ errors: { customerId: unknownRecipientMessage } });
    expect((await asStaff('POST', path, { email: 'surveyor@coastal.example', expiresInDays: 3 })).status).toBe(400);
    expect(await db().select().from(documentShares)).toEqual([]);
    expect(await db().select().from(clientNotifications)).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  test('a trashed or unknown document is not found', async () => {
    const { document } = await libraryDocument(world.harness, { status: 'trashed', trashedAt: world.harness.clock.now() });
    expect((await asStaff('POST', `/api/documents/${document.id}/shares`, { email: 'surveyor@coastal.example' })).status).toBe(404);
    expect((await asStaff('POST', '/api/documents/00000000-0000-4000-8000-000000000000/shares', { email: 'a@b.example' })).status).toBe(
      404,
    );
    expect((await asStaff('GET', '/api/documents/not-a-uuid/shares')).status).toBe(404);
  });
});

describe('GET /api/shares/{token}', () => {
  test('view opens inline, download as an attachment, both unframeable, unsniffed, uncached and unreferred', async () => {
    const { document } = await libraryDocument(world.harness);
    const view = await openLink(world.harness, (await share(document.id, { email: 'a@coastal.example', access: 'view' })).url);
    const download = await openLink(world.harness, (await share(document.id, { email: 'b@coastal.example', access: 'download' })).url);
    expect(view.headers.get('Content-Disposition')).toMatch(/^inline; filename="hull-survey.pdf"/);
    expect(download.headers.get('Content-Disposition')).toMatch(/^attachment; filename="hull-survey.pdf"/);
    // A sandboxed document cannot show a PDF, so a viewed PDF is only kept from being framed.
    expect(view.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
    expect(download.headers.get('Content-Security-Policy')).toBe('sandbox');
    for (const response of [view, download]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    }
  });

  test('every open is logged with its address and browser, listed newest first with the share', async () => {
    const { document } = await libraryDocument(world.harness);
    const created = await share(document.id);
    const longAgent = `Mozilla/5.0 ${'x'.repeat(600)}`;
    expect((await openLink(world.harness, created.url, { ip: '198.51.100.20', userAgent: 'Mozilla/5.0 (Surveyor)' })).status).toBe(200);
    world.harness.clock.advance(60_000);
    expect((await openLink(world.harness, created.url, { ip: '203.0.113.99', userAgent: longAgent })).status).toBe(200);

    const [listed] = await sharesOf(document.id);
    expect(listed?.opens).toEqual([
      { openedAt: world.harness.clock.now().toISOString(), ipAddress: '203.0.113.99', userAgent: longAgent.slice(0, keptUserAgentLength) },
      {
        openedAt: new Date(world.harness.clock.now().getTime() - 60_000).toISOString(),
        ipAddress: '198.51.100.20',
        userAgent: 'Mozilla/5.0 (Surveyor)',
      },
    ]);
    const [row] = await db().select().from(documentShares);
    expect(row).toMatchObject({ downloadCount: 2, accessedAt: world.harness.clock.now() });
  });

  test('an unknown or malformed token is not found and logs nothing', async () => {
    expect((await world.harness.app.request(`/api/shares/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await world.harness.app.request('/api/shares/short')).status).toBe(404);
    expect(await db().select().from(documentShareOpens)).toEqual([]);
  });

  test('a share past its expiry answers 410; a new expiry opens it again', async () => {
    const { document } = await libraryDocument(world.harness);
    const created = await share(document.id, { email: 'surveyor@coastal.example', expiresInDays: 1 });
    world.harness.clock.advance(day - 1);
    expect((await openLink(world.harness, created.url)).status).toBe(200);
    world.harness.clock.advance(1);
    await expectClosed(await openLink(world.harness, created.url));
    await staffSignsInAgain();
    expect(await sharesOf(document.id)).toMatchObject([{ active: false, revoked: false }]);

    const renewed = await asStaff('PATCH', `/api/documents/${document.id}/shares/${created.share.id}`, { expiresInDays: 30 });
    expect(renewed.status).toBe(200);
    const { share: view } = (await renewed.json()) as { share: unknown };
    expect(documentShareViewSchema.strict().parse(view)).toMatchObject({
      active: true,
      expiresAt: new Date(world.harness.clock.now().getTime() + 30 * day).toISOString(),
    });
    expect((await openLink(world.harness, created.url)).status).toBe(200);
    expect(await audits()).toMatchObject([
      { action: 'document.shared' },
      { action: 'document.share-expiry-changed', entityId: document.id, after: { shareId: created.share.id } },
    ]);
  });

  test('a revoked share answers 410 and cannot be renewed', async () => {
    const { document } = await libraryDocument(world.harness);
    const created = await share(document.id);
    const sharePath = `/api/documents/${document.id}/shares/${created.share.id}`;
    const revoked = await asStaff('DELETE', sharePath);
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toMatchObject({ share: { id: created.share.id, active: false, revoked: true } });
    await expectClosed(await openLink(world.harness, created.url));

    const renewal = await asStaff('PATCH', sharePath, { expiresInDays: 7 });
    expect(renewal.status).toBe(409);
    expect(await renewal.json()).toMatchObject({ message: shareRevoked().message });
    expect((await asStaff('DELETE', sharePath)).status).toBe(200);
    expect((await audits()).map((row) => row.action)).toEqual(['document.shared', 'document.share-revoked']);
  });

  test('a share of a trashed document answers 410', async () => {
    const { document } = await libraryDocument(world.harness);
    const created = await share(document.id);
    await db().update(documents).set({ status: 'trashed', trashedAt: world.harness.clock.now() }).where(eq(documents.id, document.id));
    await expectClosed(await openLink(world.harness, created.url));
    expect(await sharesOf(document.id)).toMatchObject([{ active: false, revoked: false, opens: [] }]);
  });

  test('opens are limited per address', async () => {
    const harness = await createTestApp({ TRUST_PROXY: '1' });
    const from = (ip: string) => harness.app.request(`/api/shares/${'B'.repeat(43)}`, { headers: { 'X-Forwarded-For': ip } });
    for (let open = 0; open < 120; open += 1) expect((await from('198.51.100.77')).status).toBe(404);
    const limited = await from('198.51.100.77');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await from('198.51.100.78')).status).toBe(404);
  });
});

describe('staff share routes', () => {
  test('answer 401 signed out and 403 to a customer, changing nothing', async () => {
    const { document } = await libraryDocument(world.harness);
    const created = await share(document.id);
    const routes: Array<[string, string, unknown]> = [
      ['POST', `/api/documents/${document.id}/shares`, { email: 'someone@example.com' }],
      ['GET', `/api/documents/${document.id}/shares`, undefined],
      ['PATCH', `/api/documents/${document.id}/shares/${created.share.id}`, { expiresInDays: 30 }],
      ['DELETE', `/api/documents/${document.id}/shares/${created.share.id}`, undefined],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(world.harness, method, path, body)).status).toBe(401);
      expect((await call(world.harness, method, path, body, world.customer.cookie)).status).toBe(403);
    }
    expect(await db().select().from(documentShares)).toMatchObject([{ id: created.share.id, isActive: true }]);
    expect(await audits()).toHaveLength(1);
  });

  test('a share is found only under its own document', async () => {
    const { document } = await libraryDocument(world.harness);
    const { document: other } = await libraryDocument(world.harness, { title: 'Other' });
    const created = await share(document.id);
    expect((await asStaff('DELETE', `/api/documents/${other.id}/shares/${created.share.id}`)).status).toBe(404);
    expect((await asStaff('PATCH', `/api/documents/${other.id}/shares/${created.share.id}`, { expiresInDays: 1 })).status).toBe(404);
    expect(await sharesOf(other.id)).toEqual([]);
  });
});
