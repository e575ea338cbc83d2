import { once } from 'node:events';
import { connect } from 'node:net';
import { writeResponse } from 'astro/app/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RunningServer } from '#api/http/serve.ts';
import type { AstroHandler } from '#api/http/site-app.ts';
import { withStandardStatusText } from '#site/lib/standard-status-text.ts';
import { serveSite } from '#tests/setup/served-site.ts';

// What Astro's renderer hands the site's middleware for an on-demand page that set only
// `Astro.response.status` (the status, with the statusText of the response it started from), and
// the middleware hands the Node adapter.
const astroHandler: AstroHandler = async (request, response, next) => {
  const url = new URL(request.url ?? '/', 'http://marina.test');
  const page = (body: string, status: number) => withStandardStatusText(new Response(body, { status, statusText: 'OK' }));
  if (url.pathname === '/services/no-such-service') {
    await writeResponse(page('<h1>Service Not Found</h1>', 404), response);
  } else if (url.pathname === '/berth-checkout') {
    await writeResponse(page('<h1>Payment provider unreachable</h1>', 502), response);
  } else if (url.pathname === '/customer/dashboard') {
    await writeResponse(page('<h1>Welcome back</h1>', 200), response);
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
  expect(await statusLine('/customer/dashboard')).toBe('HTTP/1.1 200 OK');
});

test('a redirect and a Not Modified keep their status and headers, without a body', () => {
  const redirect = withStandardStatusText(new Response(null, { status: 302, statusText: 'OK', headers: { Location: '/customer/login' } }));
  expect([redirect.status, redirect.statusText, redirect.headers.get('location')]).toEqual([302, '', '/customer/login']);
  expect(withStandardStatusText(new Response(null, { status: 304, statusText: 'OK' })).status).toBe(304);
});

test('a path no page has answers "404 Not Found" too', async () => {
  expect(await statusLine('/no-such-page')).toBe('HTTP/1.1 404 Not Found');
});
