import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Database } from '#api/db/client.ts';
import { fileChunks, files } from '#api/db/schema/index.ts';
import { createDatabaseFileStore } from '#api/storage/database-file-store.ts';
import type { FileStore, FileStoreDriver } from '#api/storage/file-store.ts';
import { createLocalFileStore } from '#api/storage/local-file-store.ts';

export interface DriverUnderTest {
  store: FileStore;
  /** The local driver's directory (empty and unused for the database driver). */
  directory: string;
  /** Every file on disk under the directory, as paths relative to it. */
  filesOnDisk(): Promise<string[]>;
  /** How many `files` rows and `file_chunks` rows exist. */
  rowCounts(): Promise<{ files: number; chunks: number }>;
  dispose(): Promise<void>;
}

export const fileStoreDrivers: FileStoreDriver[] = ['local', 'database'];

/** A store of the given driver over the test database, with a fresh directory for local files. */
export async function createDriverUnderTest(driver: FileStoreDriver, db: Database): Promise<DriverUnderTest> {
  const directory = await mkdtemp(join(tmpdir(), 'file-store-test-'));
  const store = driver === 'local' ? createLocalFileStore(db, directory) : createDatabaseFileStore(db);
  return {
    store,
    directory,
    async filesOnDisk() {
      const entries = await readdir(directory, { recursive: true, withFileTypes: true });
      return entries.filter((entry) => entry.isFile()).map((entry) => relative(directory, join(entry.parentPath, entry.name)));
    },
    async rowCounts() {
      return { files: await db.$count(files), chunks: await db.$count(fileChunks) };
    },
    dispose: () => rm(directory, { recursive: true, force: true }),
  };
}
