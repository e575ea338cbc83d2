import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import type { Database } from '#api/db/client.ts';
import * as schema from '#api/db/schema/index.ts';
import { getTestDatabase } from '#tests/setup/test-database.ts';

export interface RecordedStatement {
  sql: string;
  parameterCount: number;
}

/**
 * The worker's test database through a second driver on the same connection, one that records
 * every statement it sends (transactions' included): lets a test compare the work two calls do.
 */
export async function recordingDatabase(): Promise<{ db: Database; statements: RecordedStatement[] }> {
  const handle = await getTestDatabase();
  const statements: RecordedStatement[] = [];
  const logger = { logQuery: (sql: string, parameters: unknown[]) => statements.push({ sql, parameterCount: parameters.length }) };
  const { $client } = handle.db as unknown as { $client: unknown };
  const db =
    handle.driver === 'pglite'
      ? drizzlePglite({ client: $client as PGlite, schema, logger })
      : drizzlePostgres({ client: $client as postgres.Sql, schema, logger });
  return { db: db as unknown as Database, statements };
}
