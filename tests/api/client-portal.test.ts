import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { anonymousActor } from '#api/auth/actor.ts';
import { clientMessages, clientUploads, customerDocuments, documents, files, mailOutbox } from '#api/db/schema/index.ts';
import { loadCompany } from '#api/content/company.ts';
import { recordClientUpload } from '#api/services/client-portal/record-upload.ts';
import { clientMessageViewSchema, clientUploadViewSchema, type ClientUploadView } from '#shared/customer-views.ts';
import { clientMessageRequiredMessage } from '#shared/schemas/client-portal.ts';
import { maxUploadBytes } from '#shared/uploads.ts';
import { testServiceContext } from '#tests/setup/service-context.ts';
import { createTestApp, sendJson, testOrigin } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import {
  customerWithRecords,
  idsOf,
  multipartBody,
  pdfBytes,
  storeFile,
  type CustomerRecords,
  type Part,
} from './customer-portal-fixtures.ts';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

let harness: Harness;
let alice: CustomerRecords;
let bruno: CustomerRecords;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  alice = await customerWithRecords(harness, 'alice');
  bruno = await customerWithRecords(harness, 'bruno');
});

const supportEmail = loadCompany().emails.support;
const messagesAnswer = z.object({ messages: z.array(clientMessageViewSchema.strict()) });
const uploadsAnswer = z.object({ uploads: z.array(clientUploadViewSchema.strict()) });

const get = (path: string, cookie?: string) => harness.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
const postMessage = (body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  sendJson(harness.app, 'POST', '/api/client/messages', body, { ...(cookie && { Cookie: cookie }), ...headers });
const markRead = (id: string, cookie?: string) =>
  sendJson(harness.app, 'POST', `/api/client/messages/${id}/read`, undefined, cookie ? { Cookie: cookie } : {});

function upload(parts: Part[], cookie?: string, origin = testOrigin) {
  const { body, contentType } = multipartBody(parts);
  return harness.app.request('/api/client/upload', {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': contentType, ...(cookie && { Cookie: cookie }) },
    body,
  });
}

const filePart = (filename: string, content: Uint8Array | string): Part => ({ name: 'file', filename, content });
const fields = (description = 'Hull survey, March', category = 'certificate'): Part[] => [
  { name: 'description', content: description },
  { name: 'category', content: category },
];

async function listUploads(cookie: string): Promise<ClientUploadView[]> {
  const response = await get('/api/client/uploads', cookie);
  expect(response.status).toBe(200);
  return uploadsAnswer.parse(await response.json()).uploads;
}

const staffMails = () => harness.db.select().from(mailOutbox).where(eq(mailOutbox.to, supportEmail));

describe('signed out', () => {
  test('every client portal route answers 401', async () => {
    const id = crypto.randomUUID();
    for (const path of ['messages', `messages/${id}/attachment`, 'uploads', `uploads/${id}/download`]) {
      expect((await get(`/api/client/${path}`)).status, path).toBe(401);
    }
    expect((await postMessage({ subject: 'Hello', message: 'There' })).status).toBe(401);
    expect((await markRead(id)).status).toBe(401);
    const refused = await upload([...fields(), filePart('survey.pdf', pdfBytes('x'))]);
    expect(refused.status).toBe(401);
    expect(await harness.db.$count(clientMessages)).toBe(4);
    expect(await harness.db.$count(files)).toBe(6);
  });
});

describe('messages', () => {
  test('each customer reads only their own thread, newest first, with the office’s attachment', async () => {
    for (const { customer, officeMessageId, ownMessageId } of [alice, bruno]) {
      const response = await get('/api/client/messages', customer.cookie);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { messages } = messagesAnswer.parse(await response.json());
      expect(idsOf(messages)).toEqual([officeMessageId, ownMessageId].toSorted());
      const office = messages.find((message) => message.id === officeMessageId);
      expect(office).toMatchObject({ fromAdmin: true, isRead: false, attachmentUrl: `/api/client/messages/${officeMessageId}/attachment` });
      expect(messages.find((message) => message.id === ownMessageId)).toMatchObject({ fromAdmin: false, attachmentUrl: null });
    }
  });

  test('sending one: 201 with the trimmed message, newest in the list, and a staff notification queued with it', async () => {
    const response = await postMessage(
      { subject: '  Hydraulic leak  ', message: ' The stern roller leaks.\nPlease look before Friday. ' },
      alice.customer.cookie,
    );
    expect(response.status).toBe(201);
    const { message } = z.object({ message: clientMessageViewSchema.strict() }).parse(await response.json());
    expect(message).toMatchObject({
      subject: 'Hydraulic leak',
      message: 'The stern roller leaks.\nPlease look before Friday.',
      fromAdmin: false,
      priority: 'normal',
    });

    const { messages } = messagesAnswer.parse(await (await get('/api/client/messages', alice.customer.cookie)).json());
    expect(messages[0]?.id).toBe(message.id);

    const [mail] = await staffMails();
    expect(mail).toMatchObject({
      kind: 'client-message-notification',
      subject: 'Client portal message: Hydraulic leak — Gulf Tide Offshore',
    });
    expect(mail?.text).toContain('Danielle Guidry');
    expect(mail?.text).toContain('alice@example.com');
    expect(mail?.text).toContain('/admin');
    expect(mail?.text).not.toContain('stern roller leaks');
  });

  test.each([
    ['an empty subject', { subject: '', message: 'Hello' }],
    ['a blank message', { subject: 'Hello', message: '   ' }],
    ['no message at all', { subject: 'Hello' }],
  ])('%s: 400 "Please enter both subject and message", nothing stored or mailed', async (_case, body) => {
    const response = await postMessage(body, alice.customer.cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: clientMessageRequiredMessage });
    expect(await harness.db.$count(clientMessages)).toBe(4);
    expect(await staffMails()).toEqual([]);
  });

  test('control characters are refused', async () => {
    const response = await postMessage({ subject: 'Hello\u0000', message: 'There' }, alice.customer.cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Subject contains characters that are not allowed' });
  });

  test('from another site: 403 and nothing stored', async () => {
    const response = await postMessage({ subject: 'Hello', message: 'There' }, alice.customer.cookie, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await harness.db.$count(clientMessages)).toBe(4);
  });

  test('the office’s message is marked read by its recipient; own, another customer’s or unknown messages answer 404', async () => {
    const response = await markRead(alice.officeMessageId, alice.customer.cookie);
    expect(response.status).toBe(200);
    expect((await response.json()).message).toMatchObject({ id: alice.officeMessageId, isRead: true });

    for (const id of [alice.ownMessageId, bruno.officeMessageId, crypto.randomUUID(), 'not-a-uuid']) {
      expect((await markRead(id, alice.customer.cookie)).status, id).toBe(404);
    }
    const [bruno1] = await harness.db.select().from(clientMessages).where(eq(clientMessages.id, bruno.officeMessageId));
    expect(bruno1?.isRead).toBe(false);
  });

  test('the office’s attachment downloads for its recipient only', async () => {
    const own = await get(`/api/client/messages/${alice.officeMessageId}/attachment`, alice.customer.cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="alice-plan.pdf"; filename*=UTF-8''alice-plan.pdf`);
    expect(await own.text()).toContain('alice plan');
    for (const id of [bruno.officeMessageId, alice.ownMessageId, crypto.randomUUID()]) {
      expect((await get(`/api/client/messages/${id}/attachment`, alice.customer.cookie)).status, id).toBe(404);
    }
  });

  test('a page holds 50 by default, newest first, with a Link to the rest', async () => {
    const start = harness.clock.now().getTime();
    await harness.db.insert(clientMessages).values(
      Array.from({ length: 55 }, (_, index) => ({
        customerId: alice.customer.id,
        subject: `Update ${index}`,
        message: 'Status',
        createdAt: new Date(start + (index + 1) * 1000),
      })),
    );
    const first = await get('/api/client/messages', alice.customer.cookie);
    const { messages } = messagesAnswer.parse(await first.json());
    expect(messages).toHaveLength(50);
    expect(messages[0]?.subject).toBe('Update 54');
    const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.get('link') ?? '')?.[1] ?? '';
    const rest = messagesAnswer.parse(await (await get(next, alice.customer.cookie)).json()).messages;
    expect(rest).toHaveLength(7);
    expect(new Set([...messages, ...rest].map((message) => message.id)).size).toBe(57);
  });
});

describe('files', () => {
  test('My Files lists the caller’s uploads and the office’s documents for them, marked, and nobody else’s', async () => {
    for (const { customer, uploadId, documentId } of [alice, bruno]) {
      const uploads = await listUploads(customer.cookie);
      expect(idsOf(uploads)).toEqual([uploadId, documentId].toSorted());
      expect(uploads.find((file) => file.id === uploadId)).toMatchObject({
        fromOffice: false,
        downloadUrl: `/api/client/uploads/${uploadId}/download`,
      });
      expect(uploads.find((file) => file.id === documentId)).toMatchObject({
        fromOffice: true,
        isProcessed: true,
        category: 'report',
        mimeType: 'application/pdf',
        downloadUrl: `/api/customer/documents/${documentId}/download`,
      });
    }
  });

  test('My Files pages through uploads and office documents as one list, newest first', async () => {
    const start = harness.clock.now().getTime() + 60_000;
    const file = await storeFile(harness.files, pdfBytes('page'), 'application/pdf', alice.customer.id);
    for (let index = 0; index < 3; index++) {
      const createdAt = new Date(start + index * 2000);
      await harness.db.insert(clientUploads).values({
        customerId: alice.customer.id,
        fileName: `u${index}.pdf`,
        originalName: `u${index}.pdf`,
        filePath: file.id,
        fileSize: file.size,
        mimeType: file.mimeType,
        createdAt,
      });
      await harness.db.insert(customerDocuments).values({
        customerId: alice.customer.id,
        documentType: 'report',
        fileName: `d${index}.pdf`,
        fileUrl: file.id,
        createdAt: new Date(createdAt.getTime() + 1000),
      });
    }
    const seen: ClientUploadView[] = [];
    for (let path: string | undefined = '/api/client/uploads?limit=4'; path; ) {
      const response = await get(path, alice.customer.cookie);
      seen.push(...uploadsAnswer.parse(await response.json()).uploads);
      path = /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1];
    }
    expect(seen.slice(0, 6).map((file) => file.originalName)).toEqual(['d2.pdf', 'u2.pdf', 'd1.pdf', 'u1.pdf', 'd0.pdf', 'u0.pdf']);
    expect(new Set(seen.map((file) => file.id)).size).toBe(8);
    expect(seen.find((file) => file.originalName === 'd0.pdf')?.fileSize).toBe(file.size);
  });

  test('My Files lists library documents meant for the caller, from the office, with expiry date and the library’s download', async () => {
    const file = await storeFile(harness.files, pdfBytes('cover'), 'application/pdf');
    const [certificate] = await harness.db
      .insert(documents)
      .values({
        title: 'Certificate of insurance',
        fileName: 'coi.pdf',
        fileSize: file.size,
        mimeType: file.mimeType,
        filePath: file.id,
        accessLevel: 'customer',
        customerId: alice.customer.id,
        expiresAt: '2027-03-31',
      })
      .returning({ id: documents.id });
    await harness.db.insert(documents).values({
      title: 'Dockage rates',
      fileName: 'rates.pdf',
      fileSize: file.size,
      mimeType: file.mimeType,
      filePath: file.id,
      accessLevel: 'public',
    });

    const listed = await listUploads(alice.customer.cookie);
    expect(listed).toHaveLength(3);
    expect(listed.find((each) => each.id === certificate?.id)).toMatchObject({
      originalName: 'coi.pdf',
      fromOffice: true,
      isProcessed: true,
      expiresAt: '2027-03-31',
      downloadUrl: `/api/documents/${certificate?.id}/download`,
    });
    expect(await listUploads(bruno.customer.cookie)).toHaveLength(2);
  });

  test('an upload: 201 with the spec’s fields, listed first, downloadable as sent, and staff are told without the content', async () => {
    const content = pdfBytes('Certificate of Inspection, page 1');
    const response = await upload([...fields(), filePart('Endeavor COI.pdf', content)], alice.customer.cookie);
    expect(response.status).toBe(201);
    const { upload: created } = z.object({ upload: clientUploadViewSchema.strict() }).parse(await response.json());
    expect(created).toMatchObject({
      originalName: 'Endeavor COI.pdf',
      fileSize: content.length,
      mimeType: 'application/pdf',
      description: 'Hull survey, March',
      category: 'certificate',
      isProcessed: false,
      fromOffice: false,
    });
    expect((await listUploads(alice.customer.cookie))[0]?.id).toBe(created.id);
    const [row] = await harness.db.select().from(clientUploads).where(eq(clientUploads.id, created.id));
    expect(row).toMatchObject({ customerId: alice.customer.id, fileName: 'Endeavor COI.pdf', originalName: 'Endeavor COI.pdf' });

    const download = await get(created.downloadUrl, alice.customer.cookie);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Endeavor COI.pdf"; filename*=UTF-8''Endeavor%20COI.pdf`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
    expect((await get(created.downloadUrl, bruno.customer.cookie)).status).toBe(404);

    const [mail] = await staffMails();
    expect(mail).toMatchObject({
      kind: 'client-upload-notification',
      subject: 'Client portal upload: Endeavor COI.pdf — Gulf Tide Offshore',
    });
    expect(mail?.text).toContain('Danielle Guidry');
    expect(mail?.text).toContain('/admin');
    expect(mail?.text).not.toContain('Certificate of Inspection, page 1');
  });

  test('without description or category the upload is filed as general', async () => {
    const response = await upload([filePart('slips.csv', 'slip,vessel\nA-1,Cajun Pride\n')], alice.customer.cookie);
    expect(response.status).toBe(201);
    expect((await response.json()).upload).toMatchObject({ category: 'general', description: null, mimeType: 'text/csv; charset=utf-8' });
  });

  test('a certificate keeps its expiry date in My Files; another category drops it; an unreadable date: 400, nothing kept', async () => {
    const expiry = { name: 'expiresAt', content: '2027-03-31' };
    const certificate = await upload([...fields(), expiry, filePart('coi.pdf', pdfBytes('cover'))], alice.customer.cookie);
    expect(certificate.status).toBe(201);
    const { upload: created } = z.object({ upload: clientUploadViewSchema.strict() }).parse(await certificate.json());
    expect(created.expiresAt).toBe('2027-03-31');
    expect((await listUploads(alice.customer.cookie)).find((file) => file.id === created.id)?.expiresAt).toBe('2027-03-31');
    const [row] = await harness.db.select().from(clientUploads).where(eq(clientUploads.id, created.id));
    expect(row?.expiresAt).toBe('2027-03-31');

    const invoice = await upload([...fields('May fuel', 'invoice'), expiry, filePart('fuel.pdf', pdfBytes('fuel'))], alice.customer.cookie);
    expect((await invoice.json()).upload).toMatchObject({ category: 'invoice', expiresAt: null });

    const unreadable = await upload(
      [...fields(), { name: 'expiresAt', content: '31/03/2027' }, filePart('coi.pdf', pdfBytes('x'))],
      alice.customer.cookie,
    );
    expect(unreadable.status).toBe(400);
    expect(await unreadable.json()).toMatchObject({ message: 'Expiry date: enter the date as YYYY-MM-DD' });
    expect(await harness.db.$count(clientUploads)).toBe(4);
  });

  test('another customer’s upload, an unknown or a malformed id answers 404', async () => {
    for (const id of [bruno.uploadId, crypto.randomUUID(), 'not-a-uuid']) {
      expect((await get(`/api/client/uploads/${id}/download`, alice.customer.cookie)).status, id).toBe(404);
    }
  });

  test('over 10 MB: 413 while streaming, and nothing is stored', async () => {
    const big = Buffer.concat([pdfBytes('big'), Buffer.alloc(maxUploadBytes)]);
    const response = await upload([...fields(), filePart('plans.pdf', big)], alice.customer.cookie);
    expect(response.status).toBe(413);
    expect(await harness.db.$count(files)).toBe(6);
    expect(await harness.db.$count(clientUploads)).toBe(2);
    expect(await staffMails()).toEqual([]);
  });

  test('content that is not what the extension says: 415; an extension the form does not take: 415', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    expect((await upload([...fields(), filePart('invoice.pdf', png)], alice.customer.cookie)).status).toBe(415);
    expect((await upload([...fields(), filePart('photos.zip', 'PK\u0003\u0004')], alice.customer.cookie)).status).toBe(415);
    expect(await harness.db.$count(files)).toBe(6);
  });

  test('an unknown category: 400 and nothing kept', async () => {
    const response = await upload([...fields('x', 'secret'), filePart('survey.pdf', pdfBytes('x'))], alice.customer.cookie);
    expect(response.status).toBe(400);
    expect(await harness.db.$count(files)).toBe(6);
  });

  test('from another site: 403 and nothing stored', async () => {
    const response = await upload([...fields(), filePart('survey.pdf', pdfBytes('x'))], alice.customer.cookie, 'https://evil.example');
    expect(response.status).toBe(403);
    expect(await harness.db.$count(files)).toBe(6);
  });

  test.each([
    ['a path', { filename: '../../etc/passwd.txt' }, 'passwd.txt', `attachment; filename="passwd.txt"; filename*=UTF-8''passwd.txt`],
    [
      'NUL, CR and LF',
      { encodedFilename: 'crew%00list%0D%0ASet-Cookie%3A%20x%3D1.txt' },
      'crewlistSet-Cookie: x=1.txt',
      `attachment; filename="crewlistSet-Cookie: x=1.txt"; filename*=UTF-8''crewlistSet-Cookie%3A%20x%3D1.txt`,
    ],
    [
      'unicode',
      { filename: 'Relevé été 🚤.txt' },
      'Relevé été 🚤.txt',
      `attachment; filename="Relev_ _t_ __.txt"; filename*=UTF-8''Relev%C3%A9%20%C3%A9t%C3%A9%20%F0%9F%9A%A4.txt`,
    ],
  ])('a name with %s is kept only as a label, and its download header is safe', async (_case, name, stored, disposition) => {
    const response = await upload([...fields(), { name: 'file', content: 'slip,vessel\n', ...name }], alice.customer.cookie);
    expect(response.status).toBe(201);
    const { upload: created } = (await response.json()) as { upload: ClientUploadView };
    expect(created.originalName).toBe(stored);
    const [row] = await harness.db.select().from(clientUploads).where(eq(clientUploads.id, created.id));
    expect(row?.filePath).toMatch(/^[0-9a-f-]{36}$/);
    const download = await get(created.downloadUrl, alice.customer.cookie);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(disposition);
    expect(download.headers.get('set-cookie')).toBeNull();
  });

  test('a raw line break inside the part’s header breaks the form: 400 and nothing stored', async () => {
    const response = await upload([...fields(), filePart('crew\r\nlist.txt', 'slip,vessel\n')], alice.customer.cookie);
    expect(response.status).toBe(400);
    expect(await harness.db.$count(files)).toBe(6);
  });

  test('a very long name is cut to 255 characters, keeping its extension', async () => {
    const response = await upload([...fields(), filePart(`${'a'.repeat(400)}.csv`, 'slip,vessel\n')], alice.customer.cookie);
    expect(response.status).toBe(201);
    const { originalName } = (await response.json()).upload as ClientUploadView;
    expect(originalName).toHaveLength(255);
    expect(originalName.endsWith('a.csv')).toBe(true);
  });

  test('when the record cannot be written, the stored file is removed', async () => {
    const file = await storeFile(harness.files, pdfBytes('orphan'), 'application/pdf');
    const gone = { customerId: crypto.randomUUID(), email: 'gone@example.com', emailVerified: true, sessionId: crypto.randomUUID() };
    const ctx = testServiceContext({ db: harness.db, payments: null, files: harness.files, actor: { ...anonymousActor, customer: gone } });
    await expect(recordClientUpload(ctx, { file, fileName: 'orphan.pdf', fields: { category: 'general' } })).rejects.toThrow();
    expect(await harness.files.open(file.id)).toBeNull();
    expect(await harness.db.$count(clientUploads, and(eq(clientUploads.filePath, file.id)))).toBe(0);
  });
});
