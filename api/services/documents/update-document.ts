import { and, eq } from 'drizzle-orm';
import type { DocumentAccessLevel } from '#shared/document-options.ts';
import type { DocumentView } from '#shared/document-views.ts';
import type { DocumentUpdate } from '#shared/schemas/documents.ts';
import { documents, documentShares, type Document } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { restoreBeforeChangeMessage } from './add-version.ts';
import { documentViewFor } from './document-records.ts';
import { checkLinkedRecords } from './linked-records.ts';
import { lockedDocument } from './visibility.ts';

/** Levels a share link may expose (decision 045): lowering a document below them ends its shares. */
const shareableLevels: readonly DocumentAccessLevel[] = ['public', 'customer'];

type ChangedFields = Partial<Pick<Document, 'title' | 'description' | 'categoryId' | 'accessLevel' | 'tags' | 'customerId' | 'expiresAt'>>;

/** The fields the update sets to a different value, with what they held before. */
function changesOf(current: Document, update: DocumentUpdate): { before: ChangedFields; after: ChangedFields } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(update) as [keyof ChangedFields, unknown][]) {
    if (value === undefined || JSON.stringify(current[field]) === JSON.stringify(value)) continue;
    before[field] = current[field];
    after[field] = value;
  }
  return { before: before as ChangedFields, after: after as ChangedFields };
}

/**
 * Changes a document's details with an audit row. Lowering its level to internal or admin revokes
 * its open shares in the same transaction, so no link exposes what the level now forbids.
 */
export async function updateDocument(ctx: ServiceContext, id: string, update: DocumentUpdate): Promise<DocumentView> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = inTransaction(ctx, tx);
    const current = await lockedDocument(tx, id);
    if (current.status !== 'active') throw new AppError('conflict', restoreBeforeChangeMessage);
    await checkLinkedRecords(tx, update);
    const { before, after } = changesOf(current, update);
    if (Object.keys(after).length === 0) return documentViewFor(txCtx, id);
    await tx
      .update(documents)
      .set({ ...after, updatedAt: ctx.clock.now() })
      .where(eq(documents.id, id));
    const lowered = after.accessLevel !== undefined && !shareableLevels.includes(after.accessLevel);
    const revoked = lowered
      ? await tx
          .update(documentShares)
          .set({ isActive: false })
          .where(and(eq(documentShares.documentId, id), eq(documentShares.isActive, true)))
          .returning({ id: documentShares.id })
      : [];
    await recordAudit(txCtx, {
      action: 'document.updated',
      entityType: 'document',
      entityId: id,
      customerId: after.customerId ?? current.customerId,
      before,
      after: revoked.length > 0 ? { ...after, revokedShares: revoked.length } : after,
    });
    return documentViewFor(txCtx, id);
  });
}
