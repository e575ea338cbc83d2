import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { inMemoryDataDir, openDatabase } from '#api/db/client.ts';
import type { Database, DatabaseHandle } from '#api/db/client.ts';
import * as schema from '#api/db/schema/index.ts';

export const schemaTables = Object.values<unknown>(schema).filter((value): value is PgTable => is(value, PgTable));
export const schemaTableNames = schemaTables.map((table) => getTableName(table));

// A child whose foreign key keeps its parent from being deleted (no cascade, no set null) goes first.
function blocksDeletion(child: PgTable, parent: PgTable): boolean {
  return getTableConfig(child).foreignKeys.some(
    (key) => key.reference().foreignTable === parent && key.onDelete !== 'cascade' && key.onDelete !== 'set null',
  );
}

function deletionOrder(tables: PgTable[]): PgTable[] {
  const remaining = new Set(tables);
  const order: PgTable[] = [];
  while (remaining.size > 0) {
    const next = [...remaining].find((table) => ![...remaining].some((other) => other !== table && blocksDeletion(other, table)));
    if (!next) throw new Error('The schema has a cycle of foreign keys that block deletion; resetDatabase cannot order it.');
    order.push(next);
    remaining.delete(next);
  }
  return order;
}

const tablesInDeletionOrder = deletionOrder(schemaTables);

let opened: Promise<DatabaseHandle> | undefined;

/**
 * The worker's migrated database, opened on first use: a fresh database on the server named by
 * DATABASE_URL (one per vitest worker, so workers never share rows), otherwise in-memory PGlite.
 */
export function getTestDatabase(): Promise<DatabaseHandle> {
  opened ??= openTestDatabase().catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

/**
 * Empties every table of the schema, so each test starts from a blank database. Deleting the few
 * rows a test leaves takes about 3 ms; TRUNCATE rewrites every table's files and took 50–90 ms per
 * test on a PostgreSQL server. The ids are random UUIDs, so there is no identity to restart.
 */
export async function resetDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // Lease events and signed leases refuse deletion by trigger (they are evidence); the blank
    // slate between tests is the one place everything goes, so triggers are off for it.
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const table of tablesInDeletionOrder) await tx.delete(table);
  });
}

export async function closeTestDatabase(): Promise<void> {
  const closing = opened;
  opened = undefined;
  if (closing) await (await closing).close();
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: inMemoryDataDir });
  return openDatabase({ databaseUrl: await recreateWorkerDatabase(serverUrl), dataDir: inMemoryDataDir });
}

async function recreateWorkerDatabase(serverUrl: string): Promise<string> {
  const url = new URL(serverUrl);
  const baseName = decodeURIComponent(url.pathname.slice(1)) || 'postgres';
  const name = `${baseName}_w${process.env.VITEST_POOL_ID ?? '0'}`;

  const maintenanceUrl = new URL(url);
  maintenanceUrl.pathname = '/postgres';
  const maintenance = postgres(maintenanceUrl.href, { max: 1, onnotice: () => {} });
  try {
    await maintenance`drop database if exists ${maintenance(name)} with (force)`;
    await maintenance`create database ${maintenance(name)}`;
  } finally {
    await maintenance.end();
  }

  url.pathname = `/${encodeURIComponent(name)}`;
  return url.href;
}
