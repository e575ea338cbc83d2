import { inArray } from 'drizzle-orm';
import type { DocumentBulkResult, DocumentView } from '#shared/document-views.ts';
import type { DocumentBulkChange, DocumentBulkRequest } from '#shared/schemas/documents.ts';
import { documents } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { checkLinkedRecords } from './linked-records.ts';
import { trashDocument } from './trash-document.ts';
import { updateDocument } from './update-document.ts';

function changeOne(ctx: ServiceContext, id: string, change: DocumentBulkChange): Promise<DocumentView> {
  if ('delete' in change) return trashDocument(ctx, id);
  return updateDocument(ctx, id, change);
}

/**
 * One change for several documents in one transaction, each through its single use case (so each
 * keeps its own checks and audit row). Each runs in its own savepoint: a document that refuses
 * (gone, or in the trash) is named with its reason and the others still change.
 */
export async function bulkChangeDocuments(ctx: ServiceContext, { ids, change }: DocumentBulkRequest): Promise<DocumentBulkResult> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = inTransaction(ctx, tx);
    if ('categoryId' in change) await checkLinkedRecords(tx, change);
    const changed: DocumentView[] = [];
    const refused: { id: string; message: string }[] = [];
    for (const id of ids) {
      try {
        changed.push(await changeOne(txCtx, id, change));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refused.push({ id, message: error.message });
      }
    }
    const known =
      refused.length === 0
        ? []
        : await tx
            .select({ id: documents.id, title: documents.title })
            .from(documents)
            .where(
              inArray(
                documents.id,
                refused.map((failure) => failure.id),
              ),
            );
    const titleOf = new Map(known.map((row) => [row.id, row.title]));
    return { changed, failed: refused.map((failure) => ({ ...failure, title: titleOf.get(failure.id) ?? null })) };
  });
}
