import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '#api/db/client.ts';
import { inMemoryDataDir } from '#api/db/client.ts';
import { createDatabaseFileStore } from './database-file-store.ts';
import type { FileStore, FileStoreDriver } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';

export interface FileStoreConfig {
  fileStore: FileStoreDriver;
  dataDir: string;
}

/** The configured driver. With the throwaway in-memory database, local files go to a fresh temporary directory. */
export function createFileStore(config: FileStoreConfig, db: Database): FileStore {
  if (config.fileStore === 'database') return createDatabaseFileStore(db);
  const directory =
    config.dataDir === inMemoryDataDir ? join(tmpdir(), `larose-marine-files-${crypto.randomUUID()}`) : join(config.dataDir, 'files');
  return createLocalFileStore(db, directory);
}
