import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../db/client.ts';
import { createContentDigest } from './content-digest.ts';
import { deleteStoredFile, findStoredFile, insertStoredFile } from './file-rows.ts';
import type { FileStore } from './file-store.ts';

/**
 * Keeps files in a directory of one machine: `<directory>/<first two characters of the id>/<id>`.
 * Content is written under `incoming/`, flushed to disk, then renamed into place, so a crash
 * leaves at worst a stray file in `incoming/`, never a half-written one under a real name. Every
 * path is built from an id this store generated; the row is written once the file is in place.
 */
export function createLocalFileStore(db: Database, directory: string): FileStore {
  const incomingDirectory = join(directory, 'incoming');
  const pathOf = (id: string) => join(directory, id.slice(0, 2), id);

  return {
    async put(content, { mimeType, owner }) {
      const id = randomUUID();
      const incomingPath = join(incomingDirectory, id);
      const finalPath = pathOf(id);
      const digest = createContentDigest();
      try {
        await mkdir(incomingDirectory, { recursive: true });
        await pipeline(
          content,
          async function* (source: AsyncIterable<Uint8Array>) {
            for await (const chunk of source) {
              digest.add(chunk);
              yield chunk;
            }
          },
          createWriteStream(incomingPath, { flags: 'wx', flush: true }),
        );
        await mkdir(dirname(finalPath), { recursive: true });
        await rename(incomingPath, finalPath);
      } catch (error) {
        await rm(incomingPath, { force: true });
        throw error;
      }
      const file = { id, ...digest.result(), mimeType };
      try {
        await insertStoredFile(db, file, owner);
      } catch (error) {
        await rm(finalPath, { force: true });
        throw error;
      }
      return file;
    },

    async open(id) {
      const file = await findStoredFile(db, id);
      if (!file) return null;
      // Opened before answering, so a file missing from disk fails the request before any header is sent.
      const handle = await open(pathOf(file.id), 'r');
      return { file, content: handle.createReadStream() };
    },

    async delete(id) {
      // Row first: a crash in between leaves an unreferenced file, never a row without its bytes.
      const deletedId = await deleteStoredFile(db, id);
      if (deletedId) await rm(pathOf(deletedId), { force: true });
    },
  };
}
