import { createApp } from '#api/app.ts';
import { inMemoryDataDir, openDatabase } from '#api/db/client.ts';
import { parseConfig } from '#api/env.ts';
import { startServer } from '#api/http/serve.ts';
import { systemClock } from '#api/lib/clock.ts';
import { createPaymentProvider } from '#api/payments/create-provider.ts';
import type { PaymentProvider } from '#api/payments/provider.ts';
import { createFileStore } from '#api/storage/create-file-store.ts';
import { createMemoryLogger } from '#tests/setup/memory-logger.ts';

export interface ServedAppOptions {
  /** A PostgreSQL database; without it a throwaway embedded one. */
  databaseUrl?: string | undefined;
  port: number;
  environment?: Record<string, string>;
  payments?: PaymentProvider;
}

/**
 * The API in this process behind a real HTTP server, so concurrent requests reach it as they would
 * in production (on PostgreSQL each takes its own connection from the pool of ten).
 */
export async function serveApp({ databaseUrl, port, environment = {}, payments }: ServedAppOptions) {
  const database = await openDatabase({ databaseUrl, dataDir: inMemoryDataDir });
  const { db } = database;
  const config = parseConfig({ NODE_ENV: 'test', RATE_LIMIT: 'off', ...environment });
  const logger = createMemoryLogger();
  const files = createFileStore({ ...config, dataDir: inMemoryDataDir }, db);
  const app = createApp({
    config,
    db,
    clock: systemClock,
    logger,
    payments: payments ?? createPaymentProvider(config.payments, db),
    files,
  });
  const server = await startServer({
    fetch: app.fetch,
    host: '127.0.0.1',
    port,
    logger,
    shutdownTimeoutMs: 5_000,
    onDrained: database.close,
  });
  return { baseUrl: `http://127.0.0.1:${server.port}`, db, driver: database.driver, close: () => server.shutdown('end of test') };
}
