import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from 'vitest';
import { startServer } from '#api/http/serve.ts';
import type { Logger } from '#api/lib/logger.ts';

const quietLogger: Logger = { info: () => {}, error: () => {} };

test('shutdown stops accepting, lets the in-flight request finish, then closes the database', async () => {
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
    onDrained: async () => {
      events.push('database closed');
    },
  });
  const url = `http://127.0.0.1:${server.port}/`;

  const inFlight = fetch(url);
  await sleep(50);
  const stopped = server.shutdown('SIGTERM');
  await sleep(20);
  await expect(fetch(url)).rejects.toThrow();

  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('berth reserved');
  await stopped;
  expect(events).toEqual(['request started', 'request finished', 'database closed']);
});
