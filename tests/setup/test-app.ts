import { createApp } from '#api/app.ts';
import { parseConfig } from '#api/env.ts';
import type { LogFields, Logger } from '#api/lib/logger.ts';
import { createPaymentProvider } from '#api/payments/create-provider.ts';
import type { PaymentProvider } from '#api/payments/provider.ts';
import { getTestDatabase } from './test-database.ts';

export const testOrigin = 'http://localhost';

export interface LogEntry {
  level: 'info' | 'error';
  message: string;
  fields: LogFields;
}

/** Keeps log lines in memory so a test can assert what was (and was not) logged. */
export function createMemoryLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    info: (message, fields = {}) => entries.push({ level: 'info', message, fields }),
    error: (message, fields = {}) => entries.push({ level: 'error', message, fields }),
  };
}

export async function createTestApp(environment: Record<string, string> = {}, overrides: { payments?: PaymentProvider | null } = {}) {
  const { db } = await getTestDatabase();
  const config = parseConfig({ NODE_ENV: 'test', ...environment });
  const logger = createMemoryLogger();
  const payments = overrides.payments === undefined ? createPaymentProvider(config.payments, db) : overrides.payments;
  return { app: createApp({ config, db, logger, payments }), db, logger, config, payments };
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
