import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { policyWithoutInlineScripts } from '#api/http/site-policy.ts';
import type { RunningServer } from '#api/http/serve.ts';
import { createMemoryLogger } from '#tests/setup/memory-logger.ts';
import { serveSite } from '#tests/setup/served-site.ts';

// Pre-rendered files are answered on the Node response before any Request or Hono app exists;
// everything else still reaches the site's fetch (here: the API, or Astro, which has no pages).
const page = `<!doctype html><title>About</title>${'<p>Larose, Louisiana</p>'.repeat(100)}`;
const logger = createMemoryLogger();
let server: RunningServer;
let apiCalls = 0;

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'static-answers-'));
  await mkdir(join(root, 'about'));
  await writeFile(join(root, 'about', 'index.html'), page);
  await writeFile(join(root, '404.html'), `<!doctype html><title>Not found</title>${'<p>Not here.</p>'.repeat(100)}`);
  server = await serveSite({
    staticDirectory: root,
    logger,
    api: {
      fetch: () => {
        apiCalls += 1;
        return Response.json({ ok: true });
      },
    },
  });
});

afterAll(() => server.shutdown('test over'));

// node:http, not fetch: fetch would decode the body and hide what was sent.
function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port: server.port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

test('a page answers in the best encoding accepted, with its headers, at its path with a query or a trailing slash', async () => {
  const brotli = await send('GET', '/about/?utm_source=mail', { 'Accept-Encoding': 'gzip, br' });
  expect(brotli.status).toBe(200);
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers['content-security-policy']).toBe(policyWithoutInlineScripts);
  expect(brotli.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
  expect(brotliDecompressSync(brotli.body).toString()).toBe(page);

  const plain = await send('GET', '/about');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(page);
});

test('a current copy answers 304 without a body; HEAD answers the headers only', async () => {
  const { headers } = await send('GET', '/about');
  const notModified = await send('GET', '/about', { 'If-None-Match': String(headers.etag) });
  expect(notModified.status).toBe(304);
  expect(notModified.body.length).toBe(0);
  const head = await send('HEAD', '/about');
  expect(head.status).toBe(200);
  expect(Number(head.headers['content-length'])).toBe(page.length);
  expect(head.body.length).toBe(0);
});

test('other methods, encoded paths, unknown paths and the API go on to the site’s fetch', async () => {
  expect((await send('POST', '/about')).status).toBe(404);
  expect((await send('GET', '/%61bout')).status).toBe(200);
  const missing = await send('GET', '/no-such-page');
  expect(missing.status).toBe(404);
  expect(missing.headers['cache-control']).toBe('no-store');
  expect(missing.body.toString()).toContain('Not found');
  const before = apiCalls;
  expect((await send('GET', '/api/health')).status).toBe(200);
  expect(apiCalls).toBe(before + 1);
});

test('each page answered is logged like any request', async () => {
  await send('GET', '/about');
  expect(logger.entries).toContainEqual(
    expect.objectContaining({
      level: 'info',
      message: 'request',
      fields: expect.objectContaining({ method: 'GET', path: '/about', status: 200 }),
    }),
  );
});
