import { once } from 'node:events';
import { request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { drainBounds } from '#api/http/request-body.ts';
import { maxUploadBytes } from '#shared/uploads.ts';
import { filesWorld, uploadRoutes, type FilesWorld, type UploadRoute } from './files-world.ts';

// Over a real socket, a client keeps sending a file far larger than the 10 MB limit: the server
// must answer 413 while the client is still sending, having read at most the limit plus the
// bounded drain (see discardRestOfBody), and keep nothing.

let world: FilesWorld;
let server: Server;
let origin: string;

/** The server's side of each answer: its status, and how much of the request it had read when it sent it. */
interface ServerAnswer {
  path: string;
  status: number;
  bytesRead: number;
}
const serverAnswers: ServerAnswer[] = [];

beforeAll(async () => {
  world = await filesWorld();
  // @hono/node-server serves HTTP/1.1 here; the type also allows HTTP/2.
  server = serve({ fetch: world.harness.app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
  server.on('request', (incoming: IncomingMessage, answer: ServerResponse) => {
    answer.on('finish', () =>
      serverAnswers.push({ path: incoming.url ?? '', status: answer.statusCode, bytesRead: incoming.socket.bytesRead }),
    );
  });
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await world.dispose();
});

const megabyte = 1024 * 1024;
/** What the client would send in all: far beyond what the server may read of it. */
const hugeBytes = 400 * megabyte;
const piece = Buffer.alloc(256 * 1024, 0x20);

interface Sent {
  /** Bytes of the body the client had written when the answer came or the server closed the connection. */
  sent: number;
  /**
   * The answer as the client read it. Beyond the drain's bound the server closes a connection the
   * client is still writing to, and a client may then see a reset before it reads the answer.
   */
  answer: { status: number; connection: string | undefined; body: unknown } | undefined;
}

/**
 * Streams a multipart upload of a `hugeBytes` PDF to `path`, with a declared length or chunked,
 * writing only as fast as the server reads, until the answer arrives or the connection ends.
 */
async function sendHugeUpload(route: UploadRoute, path: string, framing: 'chunked' | 'declared'): Promise<Sent> {
  const boundary = `----huge${crypto.randomUUID()}`;
  const fields = Object.entries(route.fields(world))
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const head = Buffer.from(
    `${fields}--${boundary}\r\n` +
      'Content-Disposition: form-data; name="file"; filename="plans.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n',
  );
  const outgoing = request(`${origin}${path}`, {
    method: 'POST',
    headers: {
      Origin: origin,
      Cookie: route.sender(world).cookie,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      ...(framing === 'declared' && { 'Content-Length': String(head.length + hugeBytes) }),
    },
  });
  const ended = new Promise<void>((resolve) => outgoing.once('close', resolve));
  const answered = new Promise<IncomingMessage | undefined>((resolve) => {
    outgoing.once('response', resolve);
    outgoing.once('error', () => resolve(undefined));
  });
  let stopped = false;
  void answered.then(() => (stopped = true));
  let sent = 0;
  outgoing.write(head);
  while (!stopped && sent < hugeBytes) {
    sent += piece.length;
    if (!outgoing.write(piece)) await Promise.race([once(outgoing, 'drain'), answered, ended]);
  }
  const response = await answered;
  let answer: Sent['answer'];
  if (response) {
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    answer = {
      status: response.statusCode ?? 0,
      connection: response.headers.connection,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
    };
  }
  outgoing.destroy();
  await ended;
  return { sent, answer };
}

describe.each(uploadRoutes)('$name', (route) => {
  test.each(['chunked', 'declared'] as const)(
    'a 400 MB file sent %s is refused with 413 while still sending, and nothing is kept',
    async (framing) => {
      const path = await route.path(world);
      const before = { rows: await world.storedFileCount(), disk: await world.filesOnDisk() };
      const { sent, answer } = await sendHugeUpload(route, path, framing);

      const [served] = serverAnswers.filter((served) => served.path === path).slice(-1);
      expect(served?.status).toBe(413);
      // Read when answering: the limit, then at most the drain's bound (none for a declared length beyond it),
      // and the form around the file.
      const readBound = maxUploadBytes + (framing === 'chunked' ? drainBounds.maxBytes : 0) + megabyte;
      expect(served?.bytesRead).toBeLessThan(readBound);
      expect(sent).toBeLessThan(hugeBytes);
      if (answer) {
        expect(answer).toEqual({
          status: 413,
          connection: 'close',
          body: expect.objectContaining({ code: 'payload_too_large', message: 'The file is larger than 10 MB' }),
        });
      }
      expect(await world.storedFileCount()).toBe(before.rows);
      expect(await world.filesOnDisk()).toEqual(before.disk);
    },
  );
});

/** Polls `check` every 20 ms until it holds, for at most five seconds; answers whether it held. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (const deadline = Date.now() + 5_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
    if (await check()) return true;
  }
  return false;
}

describe.each(uploadRoutes)('$name', (route) => {
  test('a client that goes away mid-file leaves no half-written file and no row', async () => {
    const path = await route.path(world);
    const before = { rows: await world.storedFileCount(), disk: await world.filesOnDisk() };
    const boundary = `----gone${crypto.randomUUID()}`;
    const fields = Object.entries(route.fields(world))
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const outgoing = request(`${origin}${path}`, {
      method: 'POST',
      headers: { Origin: origin, Cookie: route.sender(world).cookie, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    });
    outgoing.on('error', () => {});
    outgoing.write(`${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plans.pdf"\r\n\r\n%PDF-1.7\n`);
    outgoing.write(Buffer.alloc(3 * megabyte, 0x20));
    const writing = await eventually(async () => (await world.filesOnDisk()).some((file) => file.startsWith('files/incoming/')));
    expect(writing).toBe(true);

    outgoing.destroy();
    const cleaned = await eventually(async () => {
      const disk = await world.filesOnDisk();
      return disk.length === before.disk.length && (await world.storedFileCount()) === before.rows;
    });
    expect(cleaned).toBe(true);
    expect(await world.filesOnDisk()).toEqual(before.disk);
  });
});
