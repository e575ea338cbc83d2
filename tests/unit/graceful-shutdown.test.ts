import { once } from 'node:events';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from 'vitest';
import { idleGraceMs, startServer } from '#api/http/serve.ts';
import type { Logger } from '#api/lib/logger.ts';
import { newConnectionLoad } from '#tests/setup/new-connection-load.ts';

const quietLogger: Logger = { info: () => {}, error: () => {}, child: () => quietLogger };

test('shutdown answers what still arrives with Connection: close, lets in-flight requests finish, stops accepting, then closes the database', async () => {
  const events: string[] = [];
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    logger: quietLogger,
    shutdownTimeoutMs: 5_000,
    fetch: async () => {
      events.push('request started');
      await sleep(300);
      events.push('request finished');
      return new Response('berth reserved');
    },
    onShutdown: () => {
      events.push('shutdown began');
    },
    onDrained: async () => {
      events.push('database closed');
    },
  });
  const url = `http://127.0.0.1:${server.port}/`;

  const inFlight = fetch(url);
  await sleep(50);
  const stopped = server.shutdown('SIGTERM');
  await sleep(20);
  // A connection the kernel accepted just after the signal is answered, not reset.
  const arriving = await fetch(url);
  expect(arriving.headers.get('connection')).toBe('close');
  expect(await arriving.text()).toBe('berth reserved');

  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('berth reserved');
  await stopped;
  await expect(fetch(url)).rejects.toThrow();
  expect(events).toEqual([
    'request started',
    'shutdown began',
    'request started',
    'request finished',
    'request finished',
    'database closed',
  ]);
});

const servedQuickly = (shutdownTimeoutMs: number) =>
  startServer({
    host: '127.0.0.1',
    port: 0,
    logger: quietLogger,
    shutdownTimeoutMs,
    fetch: async () => new Response('berth reserved'),
    onDrained: async () => {},
  });

test('new connections that keep coming for a while after SIGTERM are all answered; the listener closes once they stop', async () => {
  const server = await servedQuickly(5_000);
  const load = newConnectionLoad(`http://127.0.0.1:${server.port}/`, 8);
  await sleep(200);
  const startedAt = Date.now();
  const stopped = server.shutdown('SIGTERM');
  await sleep(400);
  const answeredBeforeStop = load.answered();
  load.stopConnecting();
  await stopped;
  await load.done();
  expect(load.failures).toEqual([]);
  expect(answeredBeforeStop).toBeGreaterThan(20);
  expect(Date.now() - startedAt).toBeLessThan(2_500);
});

test('connections that never stop coming: requests are held until none is waiting, the listener closes, nothing is reset, shutdown ends in time', async () => {
  const shutdownTimeoutMs = 2_000;
  const server = await servedQuickly(shutdownTimeoutMs);
  const load = newConnectionLoad(`http://127.0.0.1:${server.port}/`, 8);
  await sleep(200);
  const startedAt = Date.now();
  await server.shutdown('SIGTERM');
  const tookMs = Date.now() - startedAt;
  await load.done();
  expect(load.failures).toEqual([]);
  expect(tookMs).toBeGreaterThanOrEqual(shutdownTimeoutMs / 2 - 50);
  expect(tookMs).toBeLessThan(shutdownTimeoutMs);
});

test('a shutdown that cannot end within the timeout rejects at the timeout', async () => {
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    logger: quietLogger,
    shutdownTimeoutMs: 1_000,
    fetch: async () => new Response('berth reserved'),
    onDrained: () => new Promise(() => {}),
  });
  const startedAt = Date.now();
  await expect(server.shutdown('SIGTERM')).rejects.toThrow('shutdown did not end within 1000 ms');
  expect(Date.now() - startedAt).toBeLessThan(1_200);
});

/** A raw keep-alive connection, to see the exact answer head and whether the server closes it. */
async function openConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  const closedByServer = new Promise<void>((resolve) => socket.once('end', resolve));
  return {
    socket,
    closedByServer,
    send: (text: string) => socket.write(text),
    /** Resolves with the head of the next complete answer (its body is `berth reserved`). */
    async answer(): Promise<string> {
      while (!received.includes('berth reserved')) await sleep(5);
      const [head = ''] = received.split('\r\n\r\n');
      received = received.slice(received.indexOf('berth reserved') + 'berth reserved'.length);
      return head;
    },
  };
}

const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: marina.test\r\n\r\n`;

async function serverAnsweringAfter(delays: Record<string, number>) {
  return startServer({
    host: '127.0.0.1',
    port: 0,
    logger: quietLogger,
    shutdownTimeoutMs: 5_000,
    fetch: async (incoming) => {
      await sleep(delays[new URL(incoming.url).pathname] ?? 0);
      return new Response('berth reserved');
    },
    onDrained: async () => {},
  });
}

test('an answer in flight when shutdown begins says Connection: close, and the server then closes the connection', async () => {
  const server = await serverAnsweringAfter({ '/slow': 300 });
  const connection = await openConnection(server.port);
  connection.send(request('/quick'));
  expect(await connection.answer()).toMatch(/\r\nConnection: keep-alive/i);

  connection.send(request('/slow'));
  await sleep(50);
  const stopped = server.shutdown('SIGTERM');
  const head = await connection.answer();
  expect(head).toMatch(/^HTTP\/1\.1 200 OK/);
  expect(head).toMatch(/\r\nConnection: close/i);
  await connection.closedByServer;
  await stopped;
});

test('a request arriving on an open connection while shutting down is answered with Connection: close', async () => {
  const server = await serverAnsweringAfter({ '/slow': 300 });
  const busy = await openConnection(server.port);
  busy.send(request('/slow'));
  const arriving = await openConnection(server.port);
  const [firstHalf, secondHalf] = [request('/quick').slice(0, 20), request('/quick').slice(20)];
  arriving.send(firstHalf);
  await sleep(50);

  const stopped = server.shutdown('SIGTERM');
  await sleep(20);
  arriving.send(secondHalf);
  const head = await arriving.answer();
  expect(head).toMatch(/^HTTP\/1\.1 200 OK/);
  expect(head).toMatch(/\r\nConnection: close/i);
  await arriving.closedByServer;
  expect(await busy.answer()).toMatch(/\r\nConnection: close/i);
  await stopped;
});

test('an idle keep-alive socket stays for the grace period with Connection: close, then closes before in-flight ones end', async () => {
  const server = await serverAnsweringAfter({ '/slow': idleGraceMs + 1_000 });
  const idle = await openConnection(server.port);
  idle.send(request('/quick'));
  await idle.answer();
  const sending = await openConnection(server.port);
  sending.send(request('/quick'));
  await sending.answer();
  const busy = await openConnection(server.port);
  busy.send(request('/slow'));
  await sleep(50);

  const stopped = server.shutdown('SIGTERM');
  const startedAt = Date.now();
  // A client sending its next request on an idle connection just as shutdown begins is answered, not cut off.
  sending.send(request('/quick'));
  expect(await sending.answer()).toMatch(/\r\nConnection: close/i);
  let busyAnswered = false;
  void busy.answer().then(() => {
    busyAnswered = true;
  });
  await idle.closedByServer;
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(idleGraceMs - 50);
  expect(busyAnswered).toBe(false);
  await busy.closedByServer;
  await stopped;
});
