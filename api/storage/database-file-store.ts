import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { fileChunks } from '#api/db/schema/index.ts';
import { createContentDigest } from './content-digest.ts';
import { deleteStoredFile, findStoredFile, insertStoredFile } from './file-rows.ts';
import type { FileStore } from './file-store.ts';

/** Bytes per `file_chunks` row: a 10 MB upload is 40 rows, and a reader holds one row at a time. */
export const chunkBytes = 256 * 1024;

/**
 * Keeps files in the database, so every server process sharing it sees the same files. The content
 * is gathered before the transaction opens (uploads are capped at 10 MB), so a slow sender never
 * holds a database connection, or the embedded database's single lock, while it trickles in.
 */
export function createDatabaseFileStore(db: Database): FileStore {
  return {
    async put(content, { mimeType, owner }) {
      const digest = createContentDigest();
      const chunks = await splitIntoChunks(content, digest.add);
      const file = { id: randomUUID(), ...digest.result(), mimeType };
      await db.transaction(async (tx) => {
        await insertStoredFile(tx, file, owner);
        for (const [seq, data] of chunks.entries()) await tx.insert(fileChunks).values({ fileId: file.id, seq, data });
      });
      return file;
    },

    async open(id) {
      const file = await findStoredFile(db, id);
      if (!file) return null;
      const content = Readable.from(readChunks(db, file.id, Math.ceil(file.size / chunkBytes)), { objectMode: false });
      return { file, content };
    },

    async delete(id) {
      // The chunks go with the row (on delete cascade).
      await deleteStoredFile(db, id);
    },
  };
}

async function splitIntoChunks(content: AsyncIterable<Uint8Array>, onChunk: (chunk: Uint8Array) => void): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  let pending = Buffer.alloc(0);
  for await (const piece of content) {
    onChunk(piece);
    pending = Buffer.concat([pending, piece]);
    while (pending.length >= chunkBytes) {
      chunks.push(pending.subarray(0, chunkBytes));
      pending = pending.subarray(chunkBytes);
    }
  }
  if (pending.length > 0) chunks.push(pending);
  return chunks;
}

async function* readChunks(db: Database, fileId: string, count: number): AsyncGenerator<Uint8Array> {
  for (let seq = 0; seq < count; seq++) {
    const [row] = await db
      .select({ data: fileChunks.data })
      .from(fileChunks)
      .where(and(eq(fileChunks.fileId, fileId), eq(fileChunks.seq, seq)));
    if (!row) throw new Error(`Stored file ${fileId} has no chunk ${seq}`);
    yield row.data;
  }
}
