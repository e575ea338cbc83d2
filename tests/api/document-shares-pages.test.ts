import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { documents, documentShareOpens } from '#api/db/schema/index.ts';
import { loadCompany } from '#api/content/company.ts';
import { createdShareSchema } from '#shared/document-views.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { call, libraryDocument, shareWorld, type Harness, type ShareWorld } from './document-shares-fixtures.ts';

let world: ShareWorld;
beforeEach(async () => {
  world = await shareWorld();
});

const day = 86_400_000;
/** What a browser sends when a person follows a link. */
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const asStaff = (method: string, path: string, body?: unknown) => call(world.harness, method, path, body, world.staff.cookie);

async function share(documentId: string, body: Record<string, unknown> = { email: 'surveyor@coastal.example' }) {
  const response = await asStaff('POST', `/api/documents/${documentId}/shares`, body);
  expect(response.status).toBe(201);
  return createdShareSchema.parse(await response.json());
}

const openInBrowser = (harness: Harness, url: string) =>
  harness.app.request(new URL(url).pathname, { headers: { Accept: browserAccept, 'User-Agent': 'Mozilla/5.0 (Surveyor)' } });

/** The page a person is shown: HTML in the company's words, with the office's phone and email, loading nothing else. */
async function expectPage(response: Response, status: number, heading: string) {
  const { phones, emails, name } = loadCompany();
  expect(response.status).toBe(status);
  expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
  expect(response.headers.get('Content-Security-Policy')).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+';/);
  const html = await response.text();
  expect(html).toContain(`<h1>${heading}</h1>`);
  expect(html).toContain(name);
  expect(html).toContain(`href="tel:${phones.main.tel}">${phones.main.display}</a>`);
  expect(html).toContain(`href="mailto:${emails.operations}"`);
  expect(html).not.toMatch(/"code"|"requestId"/);
  return html;
}

describe('GET /api/shares/{token} in a browser', () => {
  test('a revoked link answers 410 with a page saying so and how to reach the office', async () => {
    const { document } = await libraryDocument(world.harness);
    const created = await share(document.id);
    expect((await asStaff('DELETE', `/api/documents/${document.id}/shares/${created.share.id}`)).status).toBe(200);
    const html = await expectPage(await openInBrowser(world.harness, created.url), 410, 'This link was revoked');
    expect(html).toContain('took this link back');
    expect(await world.harness.db.select().from(documentShareOpens)).toEqual([]);
  });

  test('an expired link answers 410 naming when it stopped working, at the facility clock', async () => {
    const { document } = await libraryDocument(world.harness);
    const created = await share(document.id, { email: 'surveyor@coastal.example', expiresInDays: 1 });
    world.harness.clock.advance(day);
    const html = await expectPage(await openInBrowser(world.harness, created.url), 410, 'This link has expired');
    expect(html).toContain(formatFacilityDateTime(created.share.expiresAt, 'long'));
  });

  test('a link to a trashed document answers 410 saying the document was removed', async () => {
    const { document } = await libraryDocument(world.harness);
    const created = await share(document.id);
    await world.harness.db
      .update(documents)
      .set({ status: 'trashed', trashedAt: world.harness.clock.now() })
      .where(eq(documents.id, document.id));
    await expectPage(await openInBrowser(world.harness, created.url), 410, 'This document is no longer shared');
  });

  test('an unknown or malformed token answers 404 with a page', async () => {
    await expectPage(
      await openInBrowser(world.harness, `https://marina.example/api/shares/${'A'.repeat(43)}`),
      404,
      'This link does not open a document',
    );
    await expectPage(
      await openInBrowser(world.harness, 'https://marina.example/api/shares/short'),
      404,
      'This link does not open a document',
    );
  });

  test('a valid link still answers the file itself', async () => {
    const { document } = await libraryDocument(world.harness);
    const created = await share(document.id);
    const opened = await openInBrowser(world.harness, created.url);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('Content-Type')).toBe('application/pdf');
    expect(opened.headers.get('Content-Disposition')).toMatch(/^inline; filename="hull-survey.pdf"/);
    expect(opened.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
  });

  test('a caller asking for JSON keeps the JSON error', async () => {
    const { document } = await libraryDocument(world.harness);
    const created = await share(document.id);
    await asStaff('DELETE', `/api/documents/${document.id}/shares/${created.share.id}`);
    const answer = await world.harness.app.request(new URL(created.url).pathname, { headers: { Accept: 'application/json' } });
    expect(answer.status).toBe(410);
    expect(await answer.json()).toMatchObject({ code: 'gone' });
  });
});
