import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { fileChunks, idempotencyKeys, rateLimits, staffSignInFailures } from '#api/db/schema/index.ts';
import { schemaTables } from '#tests/setup/test-database.ts';

// Counters, replay keys and the record of failed staff sign-ins move on refused calls by design; file chunks are the
// files' bytes, already covered by `files`.
const unwatchedTables = new Set<unknown>([rateLimits, idempotencyKeys, staffSignInFailures, fileChunks]);
const watchedTables = schemaTables.filter((table) => !unwatchedTables.has(table));

// Every watched table's rows as JSON in a stable order, read in one statement.
const storedRowsQuery = sql.join(
  watchedTables.map((table) => sql`(select coalesce(json_agg(row order by row::text), '[]')::text from ${table} row)`),
  sql` || `,
);

/** Every stored row but counters: what a refused call must leave as it was. */
export async function storedRows(db: Database): Promise<string> {
  const result: unknown = await db.execute(sql`select ${storedRowsQuery} as rows`);
  // postgres.js answers the list of rows, PGlite an object holding it.
  const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { rows: string }[];
  return row?.rows ?? '';
}
