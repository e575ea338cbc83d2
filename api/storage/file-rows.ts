import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#api/db/client.ts';
import { files } from '#api/db/schema/index.ts';
import type { FileOwner, StoredFile } from './file-store.ts';

const fileId = z.uuid();

const storedFileColumns = { id: files.id, sha256: files.sha256, size: files.size, mimeType: files.mimeType };

/** The `files` row both drivers keep; an id that is not a UUID names nothing and is never queried. */
export async function findStoredFile(db: Database, id: string): Promise<StoredFile | undefined> {
  if (!fileId.safeParse(id).success) return undefined;
  const [row] = await db.select(storedFileColumns).from(files).where(eq(files.id, id)).limit(1);
  return row;
}

export async function insertStoredFile(db: Database, file: StoredFile, owner: FileOwner = {}): Promise<void> {
  await db.insert(files).values({ ...file, ownerCustomerId: owner.customerId, ownerUserId: owner.userId });
}

/** Deletes the row and answers its id, or undefined when there was none. */
export async function deleteStoredFile(db: Database, id: string): Promise<string | undefined> {
  if (!fileId.safeParse(id).success) return undefined;
  const [row] = await db.delete(files).where(eq(files.id, id)).returning({ id: files.id });
  return row?.id;
}
