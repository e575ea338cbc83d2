import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, type Document } from '../../db/schema/index.ts';

export const versionAddedAction = 'document.version-added';

export interface VersionOrigin {
  changeNotes: string | null;
  addedAt: Date;
}

/**
 * When the document's latest version was added and the notes sent with it. The documents table
 * holds only the latest file, so both live in that version's audit row (the first version's time is
 * the document's creation) until the version is kept as a `document_versions` row, which then
 * carries them.
 */
export async function latestVersionOrigin(db: Database, document: Document): Promise<VersionOrigin> {
  if (document.version === 1) return { changeNotes: null, addedAt: document.createdAt };
  const [row] = await db
    .select({ notes: sql<string | null>`${auditLog.after} ->> 'changeNotes'`, addedAt: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'document'),
        eq(auditLog.entityId, document.id),
        eq(auditLog.action, versionAddedAction),
        sql`${auditLog.after} ->> 'version' = ${String(document.version)}`,
      ),
    )
    .limit(1);
  return { changeNotes: row?.notes ?? null, addedAt: row?.addedAt ?? document.updatedAt };
}
