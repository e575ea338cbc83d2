import type { DocumentShareView } from '#shared/document-views.ts';
import type { DocumentShareUpdate } from '#shared/schemas/documents.ts';
import { eq } from 'drizzle-orm';
import { documentShares } from '#api/db/schema/index.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { shareOfDocument, shareRevoked, staffDocument } from './shared-document.ts';
import { shareRecord } from './share-records.ts';
import { shareExpiresAt } from './share-state.ts';
import { toDocumentShareView } from './share-view.ts';

/**
 * Gives a share a new expiry counted from now, so an expired link opens again; a revoked one stays
 * revoked (409), since revoking is how the office takes a link back for good.
 */
export async function changeShareExpiry(
  ctx: ServiceContext,
  documentId: string,
  shareId: string,
  input: DocumentShareUpdate,
): Promise<DocumentShareView> {
  return ctx.db.transaction(async (tx) => {
    const document = await staffDocument(tx, documentId, { active: true });
    const share = await shareOfDocument(tx, document.id, shareId);
    if (!share.isActive) throw shareRevoked();
    const now = ctx.clock.now();
    const expiresAt = shareExpiresAt(now, input.expiresInDays);
    await tx.update(documentShares).set({ expiresAt }).where(eq(documentShares.id, share.id));
    await recordAudit(inTransaction(ctx, tx), {
      action: 'document.share-expiry-changed',
      entityType: 'document',
      entityId: document.id,
      customerId: share.sharedWithCustomerId ?? document.customerId,
      before: { shareId: share.id, expiresAt: share.expiresAt.toISOString() },
      after: { shareId: share.id, expiresAt: expiresAt.toISOString() },
    });
    return toDocumentShareView(await shareRecord(tx, share.id), document.status, now);
  });
}
