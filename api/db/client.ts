import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { openEmbeddedClient } from './embedded-client.ts';
import { DataDirInUseError, lockDataDir, type DataDirLock } from './embedded-lock.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;

/** The database as every service sees it, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * Runs work while no other process starting against the same database runs its own: seeding and
   * the bootstrap users check, then insert, and two processes doing that at once would collide.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
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

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openServerDatabase(options.databaseUrl) : openEmbeddedDatabase(options.dataDir);
}

/**
 * Opens the database as a start or a script does: when another process holds the embedded
 * database's directory, says which and ends this process before touching the data.
 */
export async function openDatabaseOrExit(options: DatabaseOptions): Promise<DatabaseHandle> {
  try {
    return await openDatabase(options);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

// PGlite runs on its own thread (embedded-worker.ts opens and migrates it there), so a write
// never holds up requests that do not touch the database; see decision 062. Two processes on one
// directory would each overwrite the other's writes, so the directory is locked first (decision 080).
async function openEmbeddedDatabase(dataDir: string): Promise<DatabaseHandle> {
  if (dataDir === inMemoryDataDir) return embeddedDatabase(dataDir, { release: async () => {} });
  await mkdir(dataDir, { recursive: true });
  const lock = await lockDataDir(dataDir);
  try {
    // The cluster gets its own folder so the data directory can also hold other state, such as uploads.
    const directory = join(dataDir, 'pglite');
    await mkdir(directory, { recursive: true });
    return await embeddedDatabase(directory, lock);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function embeddedDatabase(directory: string, lock: DataDirLock): Promise<DatabaseHandle> {
  const client = await openEmbeddedClient({ dataDir: directory, migrationsFolder });
  // The driver only calls query() and transaction(), which the client answers as PGlite would.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  const close = async () => {
    await client.close();
    await lock.release();
  };
  // The directory's lock makes this the only process on it, so there is nobody to wait for.
  return { db: asDatabase(db), driver: 'pglite', exclusively: (work) => work(), close };
}

async function openServerDatabase(databaseUrl: string): Promise<DatabaseHandle> {
  await holdingStartLock(databaseUrl, (lockClient) => migratePostgres(drizzlePostgres({ client: lockClient }), { migrationsFolder }));
  const client = postgres(databaseUrl, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  return {
    db: asDatabase(db),
    driver: 'postgres',
    exclusively: (work) => holdingStartLock(databaseUrl, work),
    close: () => client.end({ timeout: 5 }),
  };
}

// Several API processes may start at once against one server: a session-level advisory lock on a
// dedicated connection makes them migrate and seed one after another, and ending the session
// releases it, also when the process dies holding it.
async function holdingStartLock<T>(databaseUrl: string, work: (lockClient: postgres.Sql) => Promise<T>): Promise<T> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(hashtext('larose_marine_start'))`;
    return await work(client);
  } finally {
    await client.end();
  }
}

// Each driver's database type carries its own query-result type, which makes the two
// incompatible on paper although they offer the same query API; services only need that API.
function asDatabase(db: PgliteDatabase<Schema> | PostgresJsDatabase<Schema>): Database {
  return db as unknown as Database;
}
