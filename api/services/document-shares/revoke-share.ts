import type { DocumentShareView } from '#shared/document-views.ts';
import { eq } from 'drizzle-orm';
import { documentShares } from '#api/db/schema/index.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { shareOfDocument, staffDocument } from './shared-document.ts';
import { shareRecord } from './share-records.ts';
import { toDocumentShareView } from './share-view.ts';

/** Takes a link back for good: it answers 410 from now on. Revoking twice changes nothing more. */
export async function revokeShare(ctx: ServiceContext, documentId: string, shareId: string): Promise<DocumentShareView> {
  return ctx.db.transaction(async (tx) => {
    const document = await staffDocument(tx, documentId);
    const share = await shareOfDocument(tx, document.id, shareId);
    if (share.isActive) {
      await tx.update(documentShares).set({ isActive: false }).where(eq(documentShares.id, share.id));
      await recordAudit(inTransaction(ctx, tx), {
        action: 'document.share-revoked',
        entityType: 'document',
        entityId: document.id,
        customerId: share.sharedWithCustomerId ?? document.customerId,
        before: { shareId: share.id, revoked: false },
        after: { shareId: share.id, revoked: true },
      });
    }
    return toDocumentShareView(await shareRecord(tx, share.id), document.status, ctx.clock.now());
  });
}
