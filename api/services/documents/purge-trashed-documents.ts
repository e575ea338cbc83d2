import { and, eq, inArray, lt } from 'drizzle-orm';
import { trashRetentionDays } from '#shared/document-options.ts';
import { documents, documentVersions } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { isForeignKeyViolation } from '#api/services/reservations/database-errors.ts';

const dayMs = 86_400_000;

export interface PurgeRun {
  documents: number;
  filesRemoved: number;
}

/**
 * Deletes the documents trashed more than the retention period ago, their versions and shares
 * with them (cascade), then their stored files. Rows go first: the file store's foreign keys refuse
 * the other order (decision 036), and a file some other record still names is kept. No audit row:
 * the audit log records staff actions, and this is the system's.
 */
export async function purgeTrashedDocuments(ctx: ServiceContext): Promise<PurgeRun> {
  const cutoff = new Date(ctx.clock.now().getTime() - trashRetentionDays * dayMs);
  const { purged, fileIds } = await ctx.db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: documents.id, filePath: documents.filePath })
      .from(documents)
      .where(and(eq(documents.status, 'trashed'), lt(documents.trashedAt, cutoff)))
      .for('update');
    if (expired.length === 0) return { purged: 0, fileIds: [] };
    const ids = expired.map((document) => document.id);
    const versions = await tx
      .select({ filePath: documentVersions.filePath })
      .from(documentVersions)
      .where(inArray(documentVersions.documentId, ids));
    await tx.delete(documents).where(inArray(documents.id, ids));
    return { purged: ids.length, fileIds: [...new Set([...expired, ...versions].map((row) => row.filePath))] };
  });
  let filesRemoved = 0;
  for (const fileId of fileIds) {
    try {
      await ctx.files.delete(fileId);
      filesRemoved += 1;
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
    }
  }
  return { documents: purged, filesRemoved };
}
