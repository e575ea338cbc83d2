import { accountPartPath } from '#shared/account-parts.ts';
import type { AdminClientUploadView } from '#shared/admin-client-views.ts';
import type { ProcessUpload } from '#shared/schemas/admin-clients.ts';
import { eq } from 'drizzle-orm';
import { clientUploads } from '#api/db/schema/index.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { uploadNotFound } from '#api/services/client-portal/client-upload-view.ts';
import { notifyCustomer } from '#api/services/notifications/notify-customer.ts';
import { findClient } from './admin-client-view.ts';
import { toAdminClientUploadView } from './admin-message-view.ts';
import { staffName } from './staff-name.ts';

/** Marks a client's upload processed by the signed-in staff member; the client's badge turns to Processed. */
export async function processUpload(ctx: ServiceContext, id: string, input: ProcessUpload): Promise<AdminClientUploadView> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = inTransaction(ctx, tx);
    const [before] = await tx.select().from(clientUploads).where(eq(clientUploads.id, id)).for('update');
    if (!before) throw uploadNotFound();
    const [upload] = await tx
      .update(clientUploads)
      .set({ isProcessed: true, processedBy: await staffName(txCtx), processedAt: ctx.clock.now(), notes: input.notes ?? before.notes })
      .where(eq(clientUploads.id, id))
      .returning();
    if (!upload) throw new Error('client upload update returned no row');
    await recordAudit(txCtx, {
      action: 'upload.processed',
      entityType: 'client-upload',
      entityId: id,
      customerId: upload.customerId,
      before: { isProcessed: before.isProcessed, notes: before.notes },
      after: { isProcessed: true, notes: upload.notes },
    });
    await notifyCustomer(txCtx, {
      customerId: upload.customerId,
      type: 'upload-processed',
      title: 'Your file was processed',
      message: upload.originalName,
      actionUrl: accountPartPath('files'),
    });
    return toAdminClientUploadView({ upload, client: await findClient(tx, upload.customerId) });
  });
}
