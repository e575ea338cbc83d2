import { once } from 'node:events';
import { connect } from 'node:net';
import { writeResponse } from 'astro/app/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RunningServer } from '#api/http/serve.ts';
import type { AstroHandler } from '#api/http/site-app.ts';
import { serveSite } from '#tests/setup/served-site.ts';

// What Astro's renderer hands the Node adapter for an on-demand page that set only
// `Astro.response.status`: the status, with the statusText of the response it started from.
const astroHandler: AstroHandler = async (request, response, next) => {
  const url = new URL(request.url ?? '/', 'http://marina.test');
  if (url.pathname === '/services/no-such-service') {
    await writeResponse(new Response('<h1>Service Not Found</h1>', { status: 404, statusText: 'OK' }), response);
  } else if (url.pathname === '/berth-checkout') {
    await writeResponse(new Response('<h1>Payment provider unreachable</h1>', { status: 502, statusText: 'OK' }), response);
  } else {
    next();
  }
};

let server: RunningServer;

beforeAll(async () => {
  server = await serveSite({ astroHandler });
});

afterAll(() => server.shutdown('test over'));

async function statusLine(path: string): Promise<string> {
  const socket = connect(server.port, '127.0.0.1');
  await once(socket, 'connect');
  socket.end(`GET ${path} HTTP/1.1\r\nHost: marina.test\r\nConnection: close\r\n\r\n`);
  let received = '';
  for await (const chunk of socket) received += String(chunk);
  return received.split('\r\n')[0] ?? '';
}

test('an on-demand page that sets its status carries the standard reason phrase, not "OK"', async () => {
  expect(await statusLine('/services/no-such-service')).toBe('HTTP/1.1 404 Not Found');
  expect(await statusLine('/berth-checkout')).toBe('HTTP/1.1 502 Bad Gateway');
});

test('a path no page has answers "404 Not Found" too', async () => {
  expect(await statusLine('/no-such-page')).toBe('HTTP/1.1 404 Not Found');
});
