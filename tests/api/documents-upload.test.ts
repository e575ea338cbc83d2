import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { beforeEach, describe, expect, test } from 'vitest';
import { auditLog, documents, documentVersions, files } from '#api/db/schema/index.ts';
import { unknownCustomerMessage } from '#api/services/documents/linked-records.ts';
import { documentVersionViewSchema, documentViewSchema } from '#shared/document-views.ts';
import { documentTitleRequiredMessage } from '#shared/schemas/documents.ts';
import { fileTooLargeMessage, maxUploadBytes, noFileMessage } from '#shared/uploads.ts';
import { getTestDatabase } from '#tests/setup/test-database.ts';
import { postMultipart } from './admin-clients-fixtures.ts';
import { fieldParts, get, libraryWorld, pdfPart, upload, type LibraryWorld } from './documents-fixtures.ts';

let world: LibraryWorld;
beforeEach(async () => {
  world = await libraryWorld();
});

const db = () => world.harness.db;

/** Waits until `count` other sessions wait for a lock. */
async function waitForLockWaiters(tx: Database, count: number) {
  for (let tries = 0; tries < 50; tries += 1) {
    // Waiting first lets the requests open their own connections before this one is busy again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    // On PostgreSQL (postgres.js) the result is the list of rows.
    const [row] = (await tx.execute(
      sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    )) as unknown as { waiting: number }[];
    if ((row?.waiting ?? 0) >= count) return;
  }
  throw new Error(`fewer than ${count} sessions waited for the lock`);
}

const storedFileCount = async () => (await world.harness.db.select().from(files)).length;
const send = (path: string, fields: Record<string, string>, file?: ReturnType<typeof pdfPart>, cookie = world.staff.cookie) =>
  postMultipart(world.harness, path, [...fieldParts(fields), ...(file ? [file] : [])], cookie);

describe('POST /api/documents/upload', () => {
  test('stores the file with its checksum, size and type from the content, the staff member as uploader, and an audit row', async () => {
    const file = pdfPart('certificate of insurance', 'COI 2026.pdf');
    const view = await upload(
      world.harness,
      world.staff.cookie,
      {
        title: 'Certificate of insurance',
        description: 'Hull and P&I',
        categoryId: world.categories.certificates,
        accessLevel: 'customer',
        customerId: world.customer.id,
        tags: 'insurance, Gulf Tide, insurance',
        expiresAt: '2027-01-31',
      },
      file,
    );
    expect(view).toMatchObject({
      title: 'Certificate of insurance',
      fileName: 'COI 2026.pdf',
      fileSize: Buffer.byteLength(file.content),
      mimeType: 'application/pdf',
      category: { id: world.categories.certificates, name: 'certificates' },
      accessLevel: 'customer',
      status: 'active',
      version: 1,
      tags: ['insurance', 'Gulf Tide'],
      uploadedBy: 'harbormaster',
      expiresAt: '2027-01-31',
      downloadCount: 0,
      downloadUrl: `/api/documents/${view.id}/download`,
      staff: {
        customer: { id: world.customer.id, name: 'Danielle Guidry', email: 'danielle@gulftide.example' },
        checksum: createHash('sha256').update(file.content).digest('hex'),
        trashedAt: null,
        purgeAt: null,
        activeShares: 0,
      },
    });
    const [row] = await world.harness.db.select().from(documents);
    expect(row?.uploadedByUserId).toBe(world.staff.id);
    const [audit] = await world.harness.db.select().from(auditLog);
    expect(audit).toMatchObject({
      action: 'document.uploaded',
      entityType: 'document',
      entityId: view.id,
      customerId: world.customer.id,
      actorUserId: world.staff.id,
    });
  });

  test('a customer-level document may be linked to nobody yet; the level defaults to internal', async () => {
    expect((await upload(world.harness, world.staff.cookie, { title: 'Survey', accessLevel: 'customer' })).staff?.customer).toBeNull();
    expect((await upload(world.harness, world.staff.cookie, { title: 'Procedure' })).accessLevel).toBe('internal');
  });

  test.each([
    [
      'a file over 10 MB',
      { title: 'Big' },
      {
        name: 'file',
        filename: 'big.pdf',
        content: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(maxUploadBytes + 1024 * 1024)]),
      },
      413,
      fileTooLargeMessage,
    ],
    [
      'a .pdf that is really text',
      { title: 'Fake' },
      { name: 'file', filename: 'fake.pdf', content: 'just some text, not a PDF' },
      415,
      undefined,
    ],
    [
      'an extension the library does not take',
      { title: 'Notes' },
      { name: 'file', filename: 'notes.txt', content: 'plain text' },
      415,
      undefined,
    ],
    ['no title', {}, pdfPart('untitled'), 400, documentTitleRequiredMessage],
    ['no file', { title: 'Nothing' }, undefined, 400, noFileMessage],
  ])('refuses %s and keeps nothing', async (_case, fields, file, status, message) => {
    const response = await send('/api/documents/upload', fields, file);
    expect(response.status).toBe(status);
    if (message) expect(((await response.json()) as { message: string }).message).toBe(message);
    expect(await world.harness.db.select().from(documents)).toEqual([]);
    expect(await storedFileCount()).toBe(0);
  });

  test('a customer id that names no account is a field error, and the stored file is removed', async () => {
    const response = await send(
      '/api/documents/upload',
      { title: 'COI', accessLevel: 'customer', customerId: crypto.randomUUID() },
      pdfPart('coi'),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', errors: { customerId: unknownCustomerMessage } });
    expect(await storedFileCount()).toBe(0);
  });

  test('401 signed out and 403 to a customer, the file read away first', async () => {
    const signedOut = await postMultipart(world.harness, '/api/documents/upload', [...fieldParts({ title: 'x' }), pdfPart('x')]);
    expect(signedOut.status).toBe(401);
    expect((await send('/api/documents/upload', { title: 'x' }, pdfPart('x'), world.customer.cookie)).status).toBe(403);
    expect(await storedFileCount()).toBe(0);
  });
});

describe('versions', () => {
  async function newVersion(id: string, text: string, changeNotes?: string) {
    const response = await send(`/api/documents/${id}/versions`, changeNotes ? { changeNotes } : {}, pdfPart(text, `survey-${text}.pdf`));
    expect(response.status).toBe(201);
    return documentViewSchema.strict().parse(((await response.json()) as { document: unknown }).document);
  }
  async function versionsOf(id: string) {
    const response = await get(world.harness, `/api/documents/${id}/versions`, world.staff.cookie);
    expect(response.status).toBe(200);
    return ((await response.json()) as { versions: unknown[] }).versions.map((view) => documentVersionViewSchema.strict().parse(view));
  }

  test('each new version keeps the previous file; the list is newest first with the latest marked; every file downloads', async () => {
    const first = await upload(
      world.harness,
      world.staff.cookie,
      { title: 'Hull survey', accessLevel: 'public' },
      pdfPart('v1', 'survey-v1.pdf'),
    );
    world.harness.clock.advance(60_000);
    expect((await newVersion(first.id, 'v2', 'Rudder added')).version).toBe(2);
    world.harness.clock.advance(60_000);
    const third = await newVersion(first.id, 'v3', 'Survey signed');
    expect(third).toMatchObject({ version: 3, fileName: 'survey-v3.pdf', id: first.id });

    const versions = await versionsOf(first.id);
    expect(versions.map(({ version, isLatest, fileName, changeNotes }) => ({ version, isLatest, fileName, changeNotes }))).toEqual([
      { version: 3, isLatest: true, fileName: 'survey-v3.pdf', changeNotes: 'Survey signed' },
      { version: 2, isLatest: false, fileName: 'survey-v2.pdf', changeNotes: 'Rudder added' },
      { version: 1, isLatest: false, fileName: 'survey-v1.pdf', changeNotes: null },
    ]);
    expect(versions.map((version) => Date.parse(version.createdAt))).toEqual(
      [2, 1, 0].map((minutes) => Date.parse(first.createdAt) + minutes * 60_000),
    );
    for (const version of versions) {
      const response = await get(world.harness, version.downloadUrl);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`v${version.version}`);
    }
    expect((await get(world.harness, `/api/documents/${first.id}/versions/4/download`)).status).toBe(404);
    // Past the largest version number the database can hold: still no such version, not a server error.
    expect((await get(world.harness, `/api/documents/${first.id}/versions/2147483648/download`)).status).toBe(404);
    const [row] = await world.harness.db.select().from(documents);
    expect(row?.downloadCount).toBe(0);
    const audits = await world.harness.db.select().from(auditLog).where(eq(auditLog.action, 'document.version-added'));
    expect(audits).toHaveLength(2);
  });

  test('two new versions at once get consecutive numbers, never the same one', async () => {
    const document = await upload(world.harness, world.staff.cookie, { title: 'Hull survey' });
    const sendBoth = () => Promise.all(['a', 'b'].map((text) => send(`/api/documents/${document.id}/versions`, {}, pdfPart(text))));
    let sending = Promise.resolve<Response[]>([]);
    if ((await getTestDatabase()).driver === 'postgres') {
      // The row is held until both requests are waiting, so they truly overlap. (PGlite has one
      // connection, where requests never overlap.)
      await db().transaction(async (tx) => {
        await tx.select().from(documents).where(eq(documents.id, document.id)).for('update');
        sending = sendBoth();
        await waitForLockWaiters(tx, 2);
      });
    } else {
      sending = sendBoth();
    }
    const answers = await sending;
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const versions = await world.harness.db.select().from(documentVersions).where(eq(documentVersions.documentId, document.id));
    expect(versions.map((row) => row.version).toSorted()).toEqual([1, 2]);
    const [row] = await world.harness.db.select().from(documents);
    expect(row?.version).toBe(3);
  });

  test('a trashed document takes no new version; 403 to a customer', async () => {
    const document = await upload(world.harness, world.staff.cookie, { title: 'Hull survey', accessLevel: 'public' });
    expect((await send(`/api/documents/${document.id}/versions`, {}, pdfPart('x'), world.customer.cookie)).status).toBe(403);
    await world.harness.app.request(`/api/documents/${document.id}`, {
      method: 'DELETE',
      headers: { Origin: 'http://localhost', Cookie: world.staff.cookie },
    });
    expect((await send(`/api/documents/${document.id}/versions`, {}, pdfPart('x'))).status).toBe(409);
    expect(await storedFileCount()).toBe(1);
  });
});
