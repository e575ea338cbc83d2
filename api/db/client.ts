import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** The database as every service sees it, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it the embedded database is used. */
  databaseUrl?: string | undefined;
  /** The app's data directory, or `memory://` for a throwaway embedded database. */
  dataDir: string;
}

export const inMemoryDataDir = 'memory://';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// The reservation overlap constraint (EXCLUDE USING gist) needs btree_gist; the document search index pg_trgm.
const pgliteExtensions = { btree_gist, pg_trgm };

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openServerDatabase(options.databaseUrl) : openEmbeddedDatabase(options.dataDir);
}

async function openEmbeddedDatabase(dataDir: string): Promise<DatabaseHandle> {
  const client = await PGlite.create(await embeddedDirectory(dataDir), { extensions: pgliteExtensions });
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return { db: asDatabase(db), driver: 'pglite', close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

// The cluster gets its own folder so the data directory can also hold other state, such as uploads.
async function embeddedDirectory(dataDir: string): Promise<string> {
  if (dataDir === inMemoryDataDir) return dataDir;
  const directory = join(dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  return directory;
}

async function openServerDatabase(databaseUrl: string): Promise<DatabaseHandle> {
  await migrateServerDatabase(databaseUrl);
  const client = postgres(databaseUrl, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  return { db: asDatabase(db), driver: 'postgres', close: () => client.end({ timeout: 5 }) };
}

// Several API processes may start at once against one server: a session-level advisory lock on a
// dedicated connection makes them migrate one after another, and ending the session releases it.
async function migrateServerDatabase(databaseUrl: string): Promise<void> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(hashtext('larose_marine_migrations'))`;
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

// Each driver's database type carries its own query-result type, which makes the two
// incompatible on paper although they offer the same query API; services only need that API.
function asDatabase(db: PgliteDatabase<Schema> | PostgresJsDatabase<Schema>): Database {
  return db as unknown as Database;
}
