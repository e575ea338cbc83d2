import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { auditLog, documents, documentShares, documentVersions, files } from '#api/db/schema/index.ts';
import { trashForStaffMessage } from '#api/services/documents/list-documents.ts';
import { purgeTrashedDocuments } from '#api/services/documents/purge-trashed-documents.ts';
import { alreadyTrashedMessage, notTrashedMessage } from '#api/services/documents/trash-document.ts';
import { unknownCategoryMessage } from '#api/services/documents/linked-records.ts';
import { documentCategoryViewSchema, documentViewSchema, type DocumentView } from '#shared/document-views.ts';
import { postMultipart } from './admin-clients-fixtures.ts';
import { call, libraryDocument } from './document-shares-fixtures.ts';
import { get, libraryWorld, pdfPart, systemContext, upload, type LibraryWorld } from './documents-fixtures.ts';

let world: LibraryWorld;
beforeEach(async () => {
  world = await libraryWorld();
});

const day = 86_400_000;
const db = () => world.harness.db;
const asStaff = (method: string, path: string, body?: unknown) => call(world.harness, method, path, body, world.staff.cookie);
const actions = async () => (await db().select().from(auditLog).orderBy(auditLog.createdAt)).map((row) => row.action);

async function documentAnswer(response: Response, status = 200) {
  expect(response.status).toBe(status);
  return documentViewSchema.strict().parse(((await response.json()) as { document: unknown }).document);
}

async function list(query: string, cookie = world.staff.cookie) {
  const response = await get(world.harness, `/api/documents${query}`, cookie);
  expect(response.status).toBe(200);
  return {
    views: ((await response.json()) as unknown[]).map((view) => documentViewSchema.strict().parse(view)),
    link: response.headers.get('link'),
  };
}
const titles = (views: DocumentView[]) => views.map((view) => view.title);

/** Documents added a minute apart, oldest first. */
async function addInOrder(entries: Parameters<typeof libraryDocument>[1][]) {
  const added = [];
  for (const entry of entries) {
    added.push((await libraryDocument(world.harness, { createdAt: world.harness.clock.now(), ...entry })).document);
    world.harness.clock.advance(60_000);
  }
  return added;
}

describe('GET /api/documents', () => {
  test('q finds a case-insensitive part of the title, description or file name; % and _ are literal', async () => {
    await addInOrder([
      { title: 'Hurricane plan', description: null, fileName: 'plan.pdf' },
      { title: 'Rates', description: 'Dockage for LARGE vessels', fileName: 'rates.pdf' },
      { title: 'Rules', fileName: 'facility_rules.pdf' },
      { title: '100% cover certificate', fileName: 'cover.pdf' },
      { title: 'Surveys', fileName: 'facilityXrules.pdf' },
    ]);
    expect(titles((await list('?q=HURRICANE')).views)).toEqual(['Hurricane plan']);
    expect(titles((await list('?q=large')).views)).toEqual(['Rates']);
    expect(titles((await list('?q=facility_rules')).views)).toEqual(['Rules']);
    expect(titles((await list('?q=100%25')).views)).toEqual(['100% cover certificate']);
    expect(titles((await list('?q=%25')).views)).toEqual(['100% cover certificate']);
  });

  test('filters by category and access level', async () => {
    await addInOrder([
      { title: 'Lease', categoryId: world.categories.contracts, accessLevel: 'customer' },
      { title: 'COI', categoryId: world.categories.certificates, accessLevel: 'customer' },
      { title: 'Rules', categoryId: world.categories.contracts, accessLevel: 'public' },
    ]);
    expect(titles((await list(`?categoryId=${world.categories.contracts}`)).views)).toEqual(['Rules', 'Lease']);
    expect(titles((await list('?accessLevel=customer')).views)).toEqual(['COI', 'Lease']);
    expect(titles((await list(`?categoryId=${world.categories.contracts}&accessLevel=public`)).views)).toEqual(['Rules']);
  });

  test('newest first in pages, the next page linked until the last', async () => {
    await addInOrder(['One', 'Two', 'Three', 'Four', 'Five'].map((title) => ({ title })));
    const first = await list('?limit=2');
    expect(titles(first.views)).toEqual(['Five', 'Four']);
    const nextPath = /<([^>]+)>; rel="next"/.exec(first.link ?? '')?.[1] ?? '';
    const second = await list(nextPath.replace('/api/documents', ''));
    expect(titles(second.views)).toEqual(['Three', 'Two']);
    const third = await list((/<([^>]+)>/.exec(second.link ?? '')?.[1] ?? '').replace('/api/documents', ''));
    expect(titles(third.views)).toEqual(['One']);
    expect(third.link).toBeNull();
  });

  test('the trash: staff only, newest trashed first, with the purge date', async () => {
    const [older, newer] = await addInOrder([
      { title: 'Older', accessLevel: 'public' },
      { title: 'Newer', accessLevel: 'public' },
    ]);
    await asStaff('DELETE', `/api/documents/${newer?.id}`);
    world.harness.clock.advance(60_000);
    await asStaff('DELETE', `/api/documents/${older?.id}`);
    const { views } = await list('?status=trashed');
    expect(titles(views)).toEqual(['Older', 'Newer']);
    expect(Date.parse(views[0]?.staff?.purgeAt ?? '')).toBe(Date.parse(views[0]?.staff?.trashedAt ?? '') + 30 * day);
    const refused = await get(world.harness, '/api/documents?status=trashed', world.customer.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: trashForStaffMessage });
    expect((await get(world.harness, '/api/documents?status=trashed')).status).toBe(403);
  });
});

test('GET /api/document-categories: the active categories in the filter order', async () => {
  const response = await get(world.harness, '/api/document-categories');
  expect(response.status).toBe(200);
  const categories = ((await response.json()) as unknown[]).map((view) => documentCategoryViewSchema.strict().parse(view));
  expect(categories.map((category) => category.name)).toEqual(['contracts', 'certificates']);
});

describe('PATCH /api/documents/{id}', () => {
  test('changes the details with an audit row of what changed; absent fields stay', async () => {
    const { document } = await libraryDocument(world.harness, { tags: ['hull'], accessLevel: 'internal' });
    const view = await documentAnswer(
      await asStaff('PATCH', `/api/documents/${document.id}`, {
        title: 'Hull survey 2026',
        categoryId: world.categories.certificates,
        customerId: world.customer.id,
        expiresAt: '2027-03-01',
      }),
    );
    expect(view).toMatchObject({
      title: 'Hull survey 2026',
      category: { name: 'certificates' },
      tags: ['hull'],
      expiresAt: '2027-03-01',
      staff: { customer: { id: world.customer.id } },
    });
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({
      action: 'document.updated',
      customerId: world.customer.id,
      before: { title: 'Hull survey', categoryId: null },
      after: { title: 'Hull survey 2026' },
    });
  });

  test('lowering the level to internal revokes the open shares in the same change', async () => {
    const { document } = await libraryDocument(world.harness, { accessLevel: 'customer' });
    await db()
      .insert(documentShares)
      .values({
        documentId: document.id,
        sharedWithEmail: 'surveyor@coastal.example',
        shareToken: 'd'.repeat(64),
        expiresAt: new Date(world.harness.clock.now().getTime() + day),
      });
    expect((await documentAnswer(await asStaff('GET', `/api/documents/${document.id}`))).staff?.activeShares).toBe(1);
    const view = await documentAnswer(await asStaff('PATCH', `/api/documents/${document.id}`, { accessLevel: 'internal' }));
    expect(view.staff?.activeShares).toBe(0);
    expect((await db().select().from(documentShares)).map((share) => share.isActive)).toEqual([false]);
    const [audit] = await db().select().from(auditLog);
    expect(audit?.after).toEqual({ accessLevel: 'internal', revokedShares: 1 });
  });

  test('an unknown category is a field error; 401 signed out, 403 to a customer, 404 for an unknown id', async () => {
    const { document } = await libraryDocument(world.harness);
    const unknown = await asStaff('PATCH', `/api/documents/${document.id}`, { categoryId: crypto.randomUUID() });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ errors: { categoryId: unknownCategoryMessage } });
    expect((await call(world.harness, 'PATCH', `/api/documents/${document.id}`, { title: 'x' })).status).toBe(401);
    expect((await call(world.harness, 'PATCH', `/api/documents/${document.id}`, { title: 'x' }, world.customer.cookie)).status).toBe(403);
    expect((await asStaff('PATCH', `/api/documents/${crypto.randomUUID()}`, { title: 'x' })).status).toBe(404);
    expect(await actions()).toEqual([]);
  });
});

describe('download', () => {
  test('the latest file as an attachment under its name; each download counts once, concurrent ones included', async () => {
    const { document, content } = await libraryDocument(world.harness, { accessLevel: 'public', fileName: 'Facility rules.pdf' });
    const response = await get(world.harness, `/api/documents/${document.id}/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''Facility%20rules.pdf");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(content);
    await Promise.all([1, 2, 3].map(async () => (await get(world.harness, `/api/documents/${document.id}/download`)).arrayBuffer()));
    const [row] = await db().select().from(documents);
    expect(row?.downloadCount).toBe(4);
  });
});

describe('trash, restore and purge', () => {
  test('trash and restore, each audited; twice answers 409', async () => {
    const { document } = await libraryDocument(world.harness, { accessLevel: 'public' });
    const trashed = await documentAnswer(await asStaff('DELETE', `/api/documents/${document.id}`));
    expect(trashed).toMatchObject({ status: 'trashed', staff: { trashedAt: world.harness.clock.now().toISOString() } });
    const again = await asStaff('DELETE', `/api/documents/${document.id}`);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: alreadyTrashedMessage });
    expect(await documentAnswer(await asStaff('POST', `/api/documents/${document.id}/restore`))).toMatchObject({
      status: 'active',
      staff: { trashedAt: null },
    });
    const notTrashed = await asStaff('POST', `/api/documents/${document.id}/restore`);
    expect(notTrashed.status).toBe(409);
    expect(await notTrashed.json()).toMatchObject({ message: notTrashedMessage });
    expect(await actions()).toEqual(['document.trashed', 'document.restored']);
    expect((await call(world.harness, 'DELETE', `/api/documents/${document.id}`, undefined, world.customer.cookie)).status).toBe(403);
    expect((await call(world.harness, 'POST', `/api/documents/${document.id}/restore`)).status).toBe(401);
  });

  test('the purge removes documents trashed over 30 days ago with their versions, shares and stored files', async () => {
    const old = await upload(world.harness, world.staff.cookie, { title: 'Old survey', accessLevel: 'customer' });
    const versioned = await postMultipart(world.harness, `/api/documents/${old.id}/versions`, [pdfPart('second')], world.staff.cookie);
    expect(versioned.status).toBe(201);
    await db()
      .insert(documentShares)
      .values({
        documentId: old.id,
        sharedWithEmail: 'surveyor@coastal.example',
        shareToken: 'e'.repeat(64),
        expiresAt: new Date(world.harness.clock.now().getTime() + day),
      });
    const kept = await upload(world.harness, world.staff.cookie, { title: 'Kept' });
    await asStaff('DELETE', `/api/documents/${old.id}`);
    world.harness.clock.advance(20 * day);
    await asStaff('DELETE', `/api/documents/${kept.id}`);
    expect(await purgeTrashedDocuments(systemContext(world.harness))).toEqual({ documents: 0, filesRemoved: 0 });

    world.harness.clock.advance(10 * day + 1000);
    expect(await purgeTrashedDocuments(systemContext(world.harness))).toEqual({ documents: 1, filesRemoved: 2 });
    expect((await db().select().from(documents)).map((row) => row.title)).toEqual(['Kept']);
    expect(await db().select().from(documentVersions)).toEqual([]);
    expect(await db().select().from(documentShares)).toEqual([]);
    const [keptRow] = await db().select().from(documents);
    expect((await db().select().from(files)).map((file) => file.id)).toEqual([keptRow?.filePath]);
  });

  test('a stored file another record still names stays', async () => {
    const { document } = await libraryDocument(world.harness);
    await libraryDocument(world.harness, { title: 'Copy', filePath: document.filePath });
    await db()
      .update(documents)
      .set({ status: 'trashed', trashedAt: new Date(world.harness.clock.now().getTime() - 31 * day) })
      .where(eq(documents.id, document.id));
    expect(await purgeTrashedDocuments(systemContext(world.harness))).toEqual({ documents: 1, filesRemoved: 0 });
    const opened = await world.harness.files.open(document.filePath);
    expect(opened).not.toBeNull();
    opened?.content.destroy();
  });
});
