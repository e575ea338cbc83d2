import { createApp } from '#api/app.ts';
import { inMemoryDataDir } from '#api/db/client.ts';
import { parseConfig } from '#api/env.ts';
import { createPaymentProvider } from '#api/payments/create-provider.ts';
import type { PaymentProvider } from '#api/payments/provider.ts';
import { createFileStore } from '#api/storage/create-file-store.ts';
import type { FileStore } from '#api/storage/file-store.ts';
import { createMemoryLogger } from './memory-logger.ts';
import { createTestClock, type TestClock } from './test-clock.ts';
import { getTestDatabase } from './test-database.ts';

export { createMemoryLogger } from './memory-logger.ts';

export const testOrigin = 'http://localhost';

export interface TestAppOverrides {
  payments?: PaymentProvider | null;
  clock?: TestClock;
  files?: FileStore;
}

/** The API over the worker's test database, with a clock the test can move (it starts at the real time). */
export async function createTestApp(environment: Record<string, string> = {}, overrides: TestAppOverrides = {}) {
  const { db } = await getTestDatabase();
  const config = parseConfig({ NODE_ENV: 'test', ...environment });
  const logger = createMemoryLogger();
  const clock = overrides.clock ?? createTestClock();
  const payments = overrides.payments === undefined ? createPaymentProvider(config.payments, db) : overrides.payments;
  // Local files of the throwaway database go to a temporary directory, never to ./.data.
  const files = overrides.files ?? createFileStore({ ...config, dataDir: inMemoryDataDir }, db);
  return { app: createApp({ config, db, clock, logger, payments, files }), db, clock, logger, config, payments, files };
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>['app'];

/** Sends a JSON request the way our pages do: same Origin, JSON body. */
export function sendJson(app: TestApp, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method,
    headers: { Origin: testOrigin, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
