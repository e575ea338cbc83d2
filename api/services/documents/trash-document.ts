import { eq } from 'drizzle-orm';
import type { DocumentView } from '#shared/document-views.ts';
import { documents } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { documentViewFor } from './document-records.ts';
import { lockedDocument } from './visibility.ts';

export const alreadyTrashedMessage = 'This document is already in the trash.';
export const notTrashedMessage = 'This document is not in the trash.';

/** Moves a document to the trash: hidden from everyone but staff, restorable until the purge. */
export async function trashDocument(ctx: ServiceContext, id: string): Promise<DocumentView> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = inTransaction(ctx, tx);
    const current = await lockedDocument(tx, id);
    if (current.status === 'trashed') throw new AppError('conflict', alreadyTrashedMessage);
    const now = ctx.clock.now();
    await tx.update(documents).set({ status: 'trashed', trashedAt: now, updatedAt: now }).where(eq(documents.id, id));
    await recordAudit(txCtx, {
      action: 'document.trashed',
      entityType: 'document',
      entityId: id,
      customerId: current.customerId,
      before: { status: 'active' },
      after: { status: 'trashed', trashedAt: now.toISOString() },
    });
    return documentViewFor(txCtx, id);
  });
}

/** Takes a document out of the trash, as it was before. */
export async function restoreDocument(ctx: ServiceContext, id: string): Promise<DocumentView> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = inTransaction(ctx, tx);
    const current = await lockedDocument(tx, id);
    if (current.status !== 'trashed') throw new AppError('conflict', notTrashedMessage);
    await tx.update(documents).set({ status: 'active', trashedAt: null, updatedAt: ctx.clock.now() }).where(eq(documents.id, id));
    await recordAudit(txCtx, {
      action: 'document.restored',
      entityType: 'document',
      entityId: id,
      customerId: current.customerId,
      before: { status: 'trashed', trashedAt: current.trashedAt?.toISOString() ?? null },
      after: { status: 'active' },
    });
    return documentViewFor(txCtx, id);
  });
}
