import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from '#api/db/client.ts';
import { createContentDigest } from './content-digest.ts';
import { deleteStoredFile, findStoredFile, insertStoredFile } from './file-rows.ts';
import type { FileStore } from './file-store.ts';

/**
 * Keeps files in a directory of one machine: `<directory>/<first two characters of the id>/<id>`.
 * Content is written under `incoming/` and flushed to disk, its row is written, and only then is it
 * renamed into place. A crash therefore leaves at worst a file in `incoming/`: the next start
 * finishes its move when its row was written and deletes it when not, so no half-written or
 * unrecorded file stays behind and no row lacks its bytes. Every path is built from an id this
 * store generated. One process owns the directory (several processes share the database driver).
 */
export function createLocalFileStore(db: Database, directory: string): FileStore {
  const incomingDirectory = join(directory, 'incoming');
  const pathOf = (id: string) => join(directory, id.slice(0, 2), id);

  async function moveIntoPlace(id: string): Promise<void> {
    await mkdir(dirname(pathOf(id)), { recursive: true });
    await rename(join(incomingDirectory, id), pathOf(id));
  }

  // What a crash left in incoming/: a file whose row was written is moved into place, any other deleted.
  async function recoverIncoming(): Promise<void> {
    const names = await readdir(incomingDirectory).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const name of names) {
      if (await findStoredFile(db, name)) await moveIntoPlace(name);
      else await rm(join(incomingDirectory, name), { force: true });
    }
  }

  // A recovery that failed (the database unreachable at start) is tried again by the next operation.
  let recovery = recoverIncoming();
  recovery.catch(() => undefined);
  const recovered = () => (recovery = recovery.catch(recoverIncoming));

  return {
    async put(content, { mimeType, owner }) {
      await recovered();
      const id = randomUUID();
      const incomingPath = join(incomingDirectory, id);
      const digest = createContentDigest();
      await mkdir(incomingDirectory, { recursive: true });
      const destination = createWriteStream(incomingPath, { flags: 'wx', flush: true });
      try {
        await pipeline(
          content,
          async function* (source: AsyncIterable<Uint8Array>) {
            for await (const chunk of source) {
              digest.add(chunk);
              yield chunk;
            }
          },
          destination,
        );
      } catch (error) {
        // A body refused at once fails before the stream has opened its file: removing it before the
        // stream closes would leave that file, empty, in incoming/ for good.
        if (!destination.closed) await new Promise<void>((closed) => destination.once('close', () => closed()));
        await rm(incomingPath, { force: true });
        throw error;
      }
      const file = { id, ...digest.result(), mimeType };
      try {
        await insertStoredFile(db, file, owner);
      } catch (error) {
        await rm(incomingPath, { force: true });
        throw error;
      }
      try {
        await moveIntoPlace(id);
      } catch (error) {
        await deleteStoredFile(db, id);
        await rm(incomingPath, { force: true });
        throw error;
      }
      return file;
    },

    async open(id) {
      await recovered();
      const file = await findStoredFile(db, id);
      if (!file) return null;
      // Opened before answering, so a file missing from disk fails the request before any header is sent.
      const handle = await open(pathOf(file.id), 'r');
      return { file, content: handle.createReadStream() };
    },

    async delete(id) {
      await recovered();
      // Row first: a crash in between leaves an unreferenced file, never a row without its bytes.
      const deletedId = await deleteStoredFile(db, id);
      if (deletedId) await rm(pathOf(deletedId), { force: true });
    },
  };
}
