import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { files } from '#api/db/schema/index.ts';
import { multipartBody, type Part } from '#tests/api/customer-portal-fixtures.ts';
import { testOrigin } from '#tests/setup/test-app.ts';
import { filesWorld, storedFilePath, uploadRoutes, uploadTo, type FilesWorld } from './files-world.ts';

// What a file holds decides whether it is taken, and names decide nothing but a label: on every
// upload route, as its own sender.

// One world for the file: each test compares what is stored before and after itself.
let world: FilesWorld;
beforeAll(async () => {
  world = await filesWorld();
});
afterAll(() => world.dispose());

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const html = '<!doctype html><html><body><script>fetch("/api/customer/invoices")</script></body></html>';
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')]);
const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>';
const pdf = '%PDF-1.7\n% hull survey\n%%EOF\n';

const refusedFiles: [string, string, string | Buffer][] = [
  ['a .pdf holding a PNG', 'invoice.pdf', png],
  ['a .pdf holding HTML', 'invoice.pdf', html],
  ['a .pdf holding a Windows program', 'invoice.pdf', exe],
  ['a .docx holding a PDF', 'invoice.docx', pdf],
  ['a .jpg holding HTML', 'photo.jpg', html],
  ['a .png holding SVG', 'logo.png', svg],
  ['an SVG image', 'logo.svg', svg],
  ['an HTML page', 'statement.html', html],
  ['a program', 'setup.exe', exe],
  ['a .txt with a NUL byte', 'crew.txt', Buffer.from('name,role\nBoudreaux\0,captain\n')],
  ['a name that is only a path', '../../etc/passwd', 'root:x:0:0:root:/root:/bin/bash\n'],
];

describe.each(uploadRoutes)('$name', (route) => {
  test.each(refusedFiles)('refuses %s with 415 and keeps nothing', async (_case, filename, content) => {
    const path = await route.path(world);
    const before = { rows: await world.storedFileCount(), disk: await world.filesOnDisk() };
    const response = await uploadTo(world, route, { name: 'file', filename, content }, path);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'unsupported_media_type' });
    expect(await world.storedFileCount()).toBe(before.rows);
    expect(await world.filesOnDisk()).toEqual(before.disk);
  });

  // Each name reaches the server exactly as written (see multipartBody); filename* carries what a quoted name cannot.
  const oddNames: [string, Omit<Part, 'name' | 'content'>, string][] = [
    ['a Unix path', { filename: '../../etc/passwd.pdf' }, 'passwd.pdf'],
    ['a Windows path', { filename: '..\\..\\x.pdf' }, 'x.pdf'],
    ['an encoded path', { filename: 'x.pdf', encodedFilename: '..%2F..%2F..%2Fetc%2Fcron.d%2Fjob.pdf' }, 'job.pdf'],
    ['a NUL byte', { encodedFilename: 'survey%00.pdf%00.exe.pdf' }, 'survey.pdf.exe.pdf'],
    ['1,000 characters', { filename: `${'n'.repeat(996)}.pdf` }, `${'n'.repeat(251)}.pdf`],
    ['a right-to-left override', { encodedFilename: 'scan%E2%80%AEgpj.pdf' }, 'scangpj.pdf'],
    ['quotes, CR and LF', { encodedFilename: 'a%22b%0D%0ASet-Cookie%3A%20session%3D1%0D%0A.pdf' }, 'a"bSet-Cookie: session=1.pdf'],
    ['unicode', { filename: 'Relevé – Cajun Pride 🚤.pdf' }, 'Relevé – Cajun Pride 🚤.pdf'],
  ];

  test('odd names are stored under generated ids and come back only as a safe Content-Disposition', async () => {
    for (const [label, name, cleaned] of oddNames) {
      const response = await uploadTo(world, route, { name: 'file', content: pdf, ...name });
      expect(response.status, label).toBe(201);
      const download = await route.download(world, await response.json());
      expect(download.status, label).toBe(200);
      expect(download.headers.get('set-cookie'), label).toBeNull();
      const disposition = download.headers.get('content-disposition') ?? '';
      const [, fallback, encoded] =
        /^attachment; filename="([\x20-\x21\x23-\x5b\x5d-\x7e]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+.^_`|~%-]+)$/.exec(disposition) ?? [];
      expect(fallback, `${label}: ${disposition}`).toBeDefined();
      expect(decodeURIComponent(encoded ?? ''), label).toBe(cleaned);
      expect(await download.text(), label).toBe(pdf);
    }
    const stored = await world.harness.db.select({ id: files.id }).from(files);
    const onDisk = await world.filesOnDisk();
    expect(onDisk.toSorted()).toEqual(stored.map(({ id }) => `files/${id.slice(0, 2)}/${id}`).toSorted());
    for (const path of onDisk) expect(path).toMatch(storedFilePath);
  });
});

describe.each(uploadRoutes)('$name, a form cut short', (route) => {
  test('a form whose body ends inside the file answers 400 and keeps nothing', async () => {
    const path = await route.path(world);
    const before = { rows: await world.storedFileCount(), disk: await world.filesOnDisk() };
    const { body, contentType } = multipartBody([
      ...Object.entries(route.fields(world)).map(([name, content]) => ({ name, content })),
      { name: 'file', filename: 'survey.pdf', content: pdf },
    ]);
    const cut = body.subarray(0, body.lastIndexOf('%%EOF'));
    const response = await world.harness.app.request(path, {
      method: 'POST',
      headers: { Origin: testOrigin, 'Content-Type': contentType, Cookie: route.sender(world).cookie },
      body: cut,
    });
    expect(response.status).toBe(400);
    expect(await world.storedFileCount()).toBe(before.rows);
    expect(await world.filesOnDisk()).toEqual(before.disk);
  });
});

describe.each(uploadRoutes.filter((route) => route.acceptsText))('$name, which takes text files', (route) => {
  test('a text file holding a script downloads as plain text, an attachment the browser may not sniff', async () => {
    const response = await uploadTo(world, route, { name: 'file', filename: 'notes.txt', content: html });
    expect(response.status).toBe(201);
    const download = await route.download(world, await response.json());
    expect(download.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await download.text()).toBe(html);
  });
});
