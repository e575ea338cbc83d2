import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { writeResponse } from 'astro/app/node';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { RunningServer } from '#api/http/serve.ts';
import type { AstroHandler } from '#api/http/site-app.ts';
import { serveSite } from '#tests/setup/served-site.ts';

const html = 'text/html; charset=utf-8';
const rows = Array.from({ length: 400 }, (_, index) => `<li>Berth ${index} — 120 ft, draft 12 ft</li>`);
const page = `<!doctype html><html><body><ul>${rows.join('')}</ul></body></html>`;

/** The page in several chunks, as Astro streams a render. */
function streamedPage(): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(page);
  const size = 4096;
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

// What Astro's Node adapter writes for each kind of on-demand answer.
const astroHandler: AstroHandler = async (incoming, outgoing, next) => {
  const path = new URL(incoming.url ?? '/', 'http://marina.test').pathname;
  const answers: Record<string, () => Response> = {
    '/documents': () => new Response(streamedPage(), { headers: { 'content-type': html } }),
    '/services/no-such-service': () => new Response(streamedPage(), { status: 404, headers: { 'content-type': html } }),
    '/customer/dashboard': () => new Response(null, { status: 302, headers: { location: '/customer/login' } }),
    '/empty': () => new Response(null, { headers: { 'content-type': html } }),
  };
  const answer = answers[path];
  if (answer) await writeResponse(answer(), outgoing);
  else next();
};

let server: RunningServer;

beforeAll(async () => {
  server = await serveSite({ astroHandler });
});

afterAll(() => server.shutdown('test over'));

interface RawAnswer {
  status: number | undefined;
  reason: string | undefined;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The answer's bytes as sent, not decoded (fetch would decode them). */
function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode, reason: incoming.statusMessage, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('an on-demand page', () => {
  test('answers brotli to a browser, streamed, and decodes to the same HTML', async () => {
    const answer = await get(server.port, '/documents', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/\bAccept-Encoding\b/);
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(answer.body.length).toBeLessThan(page.length / 4);
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(page);
  });

  test('answers gzip when brotli is refused or not offered', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const answer = await get(server.port, '/documents', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body).toString('utf8')).toBe(page);
    }
  });

  test('answers the bytes as rendered when no coding is accepted', async () => {
    const refusals: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }];
    for (const headers of refusals) {
      const answer = await get(server.port, '/documents', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toMatch(/\bAccept-Encoding\b/);
      expect(answer.body.toString('utf8')).toBe(page);
    }
  });

  test('keeps the site headers, private caching and the standard reason phrase', async () => {
    const answer = await get(server.port, '/services/no-such-service', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.reason).toBe('Not Found');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(page);
  });
});

describe('left as written', () => {
  test('a redirect', async () => {
    const answer = await get(server.port, '/customer/dashboard', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/customer/login');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.length).toBe(0);
  });

  test('a HEAD request: headers only, written once', async () => {
    const errors = vi.spyOn(console, 'error');
    try {
      const answer = await get(server.port, '/documents', { 'accept-encoding': 'br' }, 'HEAD');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.length).toBe(0);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  test('an empty body', async () => {
    const answer = await get(server.port, '/empty', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.length).toBe(0);
  });

  test('the not-found page of a path no page has', async () => {
    const answer = await get(server.port, '/no-such-page', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe('404 Page Not Found');
  });
});
