import { expect, test } from 'vitest';
import { createApp } from '#api/app.ts';
import type { Database } from '#api/db/client.ts';
import { parseConfig } from '#api/env.ts';
import { systemClock } from '#api/lib/clock.ts';
import { createMemoryLogger, createTestApp } from '#tests/setup/test-app.ts';

test('health answers ok when the database answers', async () => {
  const { app } = await createTestApp();
  const response = await app.request('/api/health');
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
  expect(response.headers.get('cache-control')).toBe('no-store');
});

test('health answers 503 when the database does not', async () => {
  const { db, files } = await createTestApp();
  const failingDb = new Proxy(db, {
    get: (target, property, receiver) =>
      property === 'execute' ? () => Promise.reject(new Error('connection refused')) : Reflect.get(target, property, receiver),
  }) as Database;
  const logger = createMemoryLogger();
  const app = createApp({ config: parseConfig({ NODE_ENV: 'test' }), db: failingDb, clock: systemClock, logger, payments: null, files });
  const response = await app.request('/api/health');
  expect(response.status).toBe(503);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toMatchObject({ status: 'unavailable' });
  expect(logger.entries.some((entry) => entry.message === 'health check failed')).toBe(true);
});
