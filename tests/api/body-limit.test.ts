import { once } from 'node:events';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { drainBounds } from '#api/http/request-body.ts';
import { required } from '#tests/setup/required.ts';
import { createTestApp } from '#tests/setup/test-app.ts';

// Over a real socket: the refusal has to reach a client that is still sending, which `app.request()`
// cannot show. fetch sends bodies the way a browser's fetch does.
let server: Server;
let origin: string;

beforeAll(async () => {
  const { app } = await createTestApp();
  // @hono/node-server serves HTTP/1.1 here; the type also allows HTTP/2.
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const megabyte = 1024 * 1024;

function jsonOfSize(bytes: number): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array(bytes).fill('a'.charCodeAt(0));
  body.set(new TextEncoder().encode('{"projectDescription":"'));
  body.set(new TextEncoder().encode('"}'), bytes - 2);
  return body;
}

// A stream has no length to declare, so fetch sends it with Transfer-Encoding: chunked.
function inPieces(body: Uint8Array): ReadableStream<Uint8Array> {
  const pieceBytes = 64 * 1024;
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(body.subarray(offset, offset + pieceBytes));
      offset += pieceBytes;
    },
  });
}

function postQuote(body: Uint8Array<ArrayBuffer>, framing: 'content-length' | 'chunked') {
  return fetch(`${origin}/api/quotes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: framing === 'chunked' ? inPieces(body) : body,
    duplex: 'half',
  } as RequestInit);
}

describe.each(['content-length', 'chunked'] as const)('a JSON body sent with %s', (framing) => {
  // Each size three times: before the body was drained, about one request in ten got no answer at all.
  test.each([0.3, 1, 5, 12])('of %s MB always gets its 413 answer', async (sizeMb) => {
    const body = jsonOfSize(Math.round(sizeMb * megabyte));
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await postQuote(body, framing);
      expect(response.status).toBe(413);
      expect(response.headers.get('connection')).toBe('close');
      expect(await response.json()).toMatchObject({ code: 'payload_too_large', message: 'Request body is too large' });
    }
  });

  test('within the limit is read and validated as before', async () => {
    const response = await postQuote(jsonOfSize(40 * 1024), framing);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
  });
});

test.each(['content-length', 'chunked'] as const)(
  'a refusal decided before the body is read (a cross-site 403) still reaches a client sending 5 MB with %s',
  async (framing) => {
    const body = jsonOfSize(5 * megabyte);
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await fetch(`${origin}/api/quotes`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://elsewhere.example' },
        body: framing === 'chunked' ? inPieces(body) : body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(403);
      expect(response.headers.get('connection')).toBe('close');
      expect(await response.json()).toMatchObject({ code: 'forbidden' });
    }
  },
);

test('a body declared beyond what the server drains is answered at once, and the connection closed', async () => {
  const declared = drainBounds.maxBytes + 1;
  const outgoing = request(`${origin}/api/quotes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, 'Content-Length': declared },
  });
  outgoing.on('error', () => {});
  outgoing.write(jsonOfSize(megabyte));
  const [response] = await once(outgoing, 'response');
  expect(response.statusCode).toBe(413);
  expect(response.headers.connection).toBe('close');
  const socket = required(outgoing.socket, 'the socket of the refused upload');
  if (!socket.destroyed) await once(socket, 'close');
  expect(socket.bytesWritten).toBeLessThan(declared);
});

test('a DELETE without a body, as browsers send it (no Content-Length), passes the body rules', async () => {
  const outgoing = request(`${origin}/api/customers/sessions/${crypto.randomUUID()}`, { method: 'DELETE', headers: { Origin: origin } });
  outgoing.end();
  const [response] = await once(outgoing, 'response');
  expect(outgoing.getHeader('content-length')).toBeUndefined();
  expect(outgoing.getHeader('transfer-encoding')).toBeUndefined();
  // Signed out: the guard answers, not a refusal of the body.
  expect(response.statusCode).toBe(401);
  response.resume();
});
