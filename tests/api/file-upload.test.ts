import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { Database } from '#api/db/client.ts';
import { fileDownload } from '#api/http/download.ts';
import { readUpload } from '#api/http/multipart.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { contentTypeRule, jsonSizeLimit } from '#api/middleware/body-rules.ts';
import { errorHandler } from '#api/middleware/error-handler.ts';
import { notFound } from '#api/lib/errors.ts';
import type { FileStore } from '#api/storage/file-store.ts';
import { maxUploadBytes, notAcceptedMessage } from '#shared/uploads.ts';
import { createDriverUnderTest, fileStoreDrivers, type DriverUnderTest } from '#tests/setup/file-store-drivers.ts';
import { createMemoryLogger } from '#tests/setup/test-app.ts';
import { getTestDatabase, resetDatabase } from '#tests/setup/test-database.ts';

// No product route uploads yet, so the reader and the download answer are mounted on a small app
// with the API's body rules and error handler, as an upload route will use them.
const uploadFields = z.object({ description: z.string().trim().min(1, 'Please add a description').max(500) });

function createUploadApp(store: FileStore) {
  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(contentTypeRule(new Set(['/uploads'])))
    .use(jsonSizeLimit())
    .post('/uploads', async (c) => {
      const upload = await readUpload(c.req.raw, { store, form: 'clientFile', fields: uploadFields });
      return c.json(upload, 201);
    })
    .get('/files/:id', async (c) => {
      const opened = await store.open(c.req.param('id'));
      if (!opened) throw notFound();
      return fileDownload(opened, c.req.query('name') ?? '');
    });
  app.onError(errorHandler(createMemoryLogger()));
  return app;
}

interface Part {
  name: string;
  content: Uint8Array | string;
  filename?: string;
  /** Sent as `filename*=UTF-8''…`, already percent-encoded. */
  encodedFilename?: string;
  contentType?: string;
}

/** A multipart body written byte for byte, so names reach the server exactly as given. */
function multipartBody(parts: Part[]) {
  const boundary = `----marina${randomUUID()}`;
  const pieces = parts.flatMap((part) => {
    let disposition = `form-data; name="${part.name}"`;
    if (part.filename !== undefined) disposition += `; filename="${part.filename}"`;
    if (part.encodedFilename !== undefined) disposition += `; filename*=UTF-8''${part.encodedFilename}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    return [
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    ];
  });
  return { body: Buffer.concat([...pieces, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const pdf = (size = 2048) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);
const png = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(500)]);
const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');
const description: Part = { name: 'description', content: 'Hull survey, March' };
const filePart = (filename: string, content: Uint8Array | string, contentType = 'application/octet-stream'): Part => ({
  name: 'file',
  filename,
  content,
  contentType,
});

let db: Database;

beforeAll(async () => {
  ({ db } = await getTestDatabase());
});

describe.each(fileStoreDrivers)('uploads into the %s file store', (driver) => {
  let subject: DriverUnderTest;
  let app: ReturnType<typeof createUploadApp>;

  beforeEach(async () => {
    await resetDatabase(db);
    subject = await createDriverUnderTest(driver, db);
    app = createUploadApp(subject.store);
  });
  afterEach(() => subject.dispose());

  const upload = (parts: Part[]) => {
    const { body, contentType } = multipartBody(parts);
    return app.request('/uploads', { method: 'POST', headers: { 'Content-Type': contentType }, body });
  };

  async function expectNothingStored() {
    expect(await subject.rowCounts()).toEqual({ files: 0, chunks: 0 });
    expect(await subject.filesOnDisk()).toEqual([]);
  }

  async function expectRefusal(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ message });
    await expectNothingStored();
  }

  test('a file and its fields are stored, typed from the content, and downloaded as an attachment', async () => {
    const content = pdf();
    const response = await upload([description, filePart('Survey report.pdf', content, 'text/html')]);
    expect(response.status).toBe(201);
    const received = await response.json();
    expect(received).toEqual({
      file: { id: expect.any(String), sha256: sha256(content), size: content.length, mimeType: 'application/pdf' },
      fileName: 'Survey report.pdf',
      fields: { description: 'Hull survey, March' },
    });

    const download = await app.request(`/files/${received.file.id}?name=${encodeURIComponent(received.fileName)}`);
    expect(download.status).toBe(200);
    expect(Object.fromEntries(download.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(content.length),
      'content-disposition': `attachment; filename="Survey report.pdf"; filename*=UTF-8''Survey%20report.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
  });

  test('fields may come before or after the file', async () => {
    const response = await upload([filePart('dock.png', png()), description]);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ file: { mimeType: 'image/png' }, fields: { description: 'Hull survey, March' } });
  });

  test('a file of exactly 10 MB is accepted; one byte more answers 413 and stores nothing', async () => {
    const accepted = await upload([description, filePart('plans.pdf', pdf(maxUploadBytes))]);
    expect(accepted.status).toBe(201);
    expect((await accepted.json()).file.size).toBe(maxUploadBytes);

    await resetDatabase(db);
    await subject.dispose();
    subject = await createDriverUnderTest(driver, db);
    app = createUploadApp(subject.store);
    const refused = await upload([description, filePart('plans.pdf', pdf(maxUploadBytes + 1))]);
    expect(refused.headers.get('connection')).toBe('close');
    await expectRefusal(refused, 413, 'The file is larger than 10 MB');
  });

  test('an extension the form does not accept answers 415', async () => {
    await expectRefusal(await upload([description, filePart('setup.exe', 'MZ')]), 415, notAcceptedMessage('clientFile'));
    await expectRefusal(await upload([description, filePart('deck.pptx', 'PK\u0003\u0004')]), 415, notAcceptedMessage('clientFile'));
  });

  test('content that is not what the extension says answers 415', async () => {
    await expectRefusal(await upload([description, filePart('invoice.pdf', png())]), 415, 'This .pdf file does not contain a PDF document');
    await expectRefusal(
      await upload([description, filePart('crew.xlsx', pdf())]),
      415,
      'This .xlsx file does not contain an Excel workbook',
    );
    await expectRefusal(
      await upload([description, filePart('crew.csv', 'name,role\nBoudreaux,\u0000captain\n')]),
      415,
      'This .csv file does not contain UTF-8 text',
    );
  });

  test('a text file that stops being UTF-8 deep inside is refused with nothing kept', async () => {
    const content = Buffer.concat([Buffer.from('slip,vessel\n'.repeat(100_000)), Buffer.from([0xc3, 0x28]), Buffer.from('tail\n')]);
    await expectRefusal(await upload([description, filePart('slips.txt', content)]), 415, 'This .txt file does not contain UTF-8 text');
  });

  test('UTF-8 text files are stored as text', async () => {
    const response = await upload([description, filePart('slips.csv', 'slip,vessel\nA-12,Cajun Pride 🚤\n')]);
    expect(response.status).toBe(201);
    expect((await response.json()).file.mimeType).toBe('text/csv; charset=utf-8');
  });

  test('a missing file answers 400', async () => {
    await expectRefusal(await upload([description]), 400, 'Please select a file to upload');
    await expectRefusal(await upload([description, filePart('', '')]), 400, 'Please select a file to upload');
  });

  test('a file field that holds text instead of a file answers 400', async () => {
    await expectRefusal(await upload([description, { name: 'file', content: 'report.pdf' }]), 400, 'Please select a file to upload');
  });

  test('an empty file answers 400', async () => {
    await expectRefusal(await upload([description, filePart('empty.pdf', '')]), 400, 'The file is empty');
  });

  test('a second file, or a file in another field, answers 400 and keeps neither', async () => {
    await expectRefusal(
      await upload([description, filePart('one.pdf', pdf()), filePart('two.pdf', pdf())]),
      400,
      'Send one file at a time',
    );
    await expectRefusal(
      await upload([description, { ...filePart('one.pdf', pdf()), name: 'attachment' }]),
      400,
      'Send the file in the "file" field',
    );
  });

  test('fields that fail their schema answer 400 per field, and the stored file is removed', async () => {
    const response = await upload([{ name: 'description', content: '  ' }, filePart('report.pdf', pdf())]);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', errors: { description: 'Please add a description' } });
    await expectNothingStored();
  });

  test('an overlong field answers 413', async () => {
    await expectRefusal(
      await upload([filePart('report.pdf', pdf()), { name: 'description', content: 'x'.repeat(20_000) }]),
      413,
      'The description field is too long',
    );
  });

  test('a body that is not a multipart form answers 400', async () => {
    const response = await app.request('/uploads', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data' }, body: 'file=x' });
    await expectRefusal(response, 400, 'The upload is not a multipart form');
  });

  test('a JSON body where a form is expected answers 415', async () => {
    const response = await app.request('/uploads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(415);
  });

  test('traversal and odd names never reach the file system; they are kept cleaned for display', async () => {
    const names: [Omit<Part, 'name' | 'content'>, string][] = [
      [{ filename: '../../../etc/passwd.pdf' }, 'passwd.pdf'],
      [{ filename: '..\\..\\windows\\win.pdf' }, 'win.pdf'],
      [{ filename: 'x', encodedFilename: '..%2F..%2F.data%2Fpglite.pdf' }, 'pglite.pdf'],
      [{ encodedFilename: 'hull%00survey.pdf' }, 'hullsurvey.pdf'],
      [{ encodedFilename: 'Set-Cookie%0D%0Aa%3Db.pdf' }, 'Set-Cookiea=b.pdf'],
      [{ filename: 'Relevé – Cajun Pride 🚤.pdf' }, 'Relevé – Cajun Pride 🚤.pdf'],
      [{ filename: `${'n'.repeat(2000)}.pdf` }, `${'n'.repeat(251)}.pdf`],
    ];
    for (const [name, cleaned] of names) {
      const response = await upload([description, { name: 'file', content: pdf(), contentType: 'application/pdf', ...name }]);
      expect(response.status).toBe(201);
      const received = await response.json();
      expect(received.fileName).toBe(cleaned);
      const download = await app.request(`/files/${received.file.id}?name=${encodeURIComponent(received.fileName)}`);
      expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[\x21-\x7e]+$/);
      await download.arrayBuffer();
    }
    const onDisk = await subject.filesOnDisk();
    expect(onDisk).toHaveLength(driver === 'local' ? names.length : 0);
    for (const path of onDisk) expect(path).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
  });

  test('a download of an unknown id, or of a path, answers 404', async () => {
    expect((await app.request(`/files/${randomUUID()}`)).status).toBe(404);
    expect((await app.request(`/files/${encodeURIComponent('../../etc/passwd')}`)).status).toBe(404);
  });
});

describe.each(fileStoreDrivers)('uploads over a real socket into the %s file store', (driver) => {
  let subject: DriverUnderTest;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    subject = await createDriverUnderTest(driver, db);
    server = serve({ fetch: createUploadApp(subject.store).fetch, hostname: '127.0.0.1', port: 0 }) as Server;
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => resetDatabase(db));
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await subject.dispose();
  });

  // FormData gives fetch a length to declare; a stream of the same bytes goes out chunked.
  function sendForm(fileName: string, content: Uint8Array<ArrayBuffer>, framing: 'content-length' | 'chunked') {
    const form = new FormData();
    form.set('description', 'Dock plans');
    form.set('file', new Blob([content]), fileName);
    const encoded = new Response(form);
    const body = framing === 'chunked' ? encoded.body : form;
    const headers = framing === 'chunked' ? { 'Content-Type': encoded.headers.get('content-type') ?? '' } : undefined;
    return fetch(`${origin}/uploads`, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
  }

  test.each(['content-length', 'chunked'] as const)(
    'a file over 10 MB sent with %s gets its 413, and nothing is stored',
    async (framing) => {
      for (const size of [maxUploadBytes + 1, 12 * 1024 * 1024]) {
        const response = await sendForm('plans.pdf', pdf(size), framing);
        expect(response.status).toBe(413);
        expect(response.headers.get('connection')).toBe('close');
        expect(await response.json()).toMatchObject({ code: 'payload_too_large', message: 'The file is larger than 10 MB' });
        expect(await subject.rowCounts()).toEqual({ files: 0, chunks: 0 });
        expect(await subject.filesOnDisk()).toEqual([]);
      }
    },
  );

  test('a refused type on a large body still gets its 415', async () => {
    const response = await sendForm('plans.pdf', Buffer.concat([png(), randomBytes(8 * 1024 * 1024)]), 'content-length');
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ message: 'This .pdf file does not contain a PDF document' });
  });

  test('an accepted file streams back whole', async () => {
    const content = pdf(3 * 1024 * 1024);
    const response = await sendForm('plans.pdf', content, 'chunked');
    expect(response.status).toBe(201);
    const { file } = await response.json();
    const download = await fetch(`${origin}/files/${file.id}?name=plans.pdf`);
    expect(download.headers.get('content-length')).toBe(String(content.length));
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(content));
  });
});
