import type { ClientUploadView } from '#shared/customer-views.ts';
import type { ClientUploadFields } from '#shared/schemas/client-portal.ts';
import { clientUploads } from '#api/db/schema/index.ts';
import type { StoredFile } from '#api/storage/file-store.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { signedInCustomerId } from '#api/services/customer-area/signed-in-customer.ts';
import { toClientUploadView } from './client-upload-view.ts';
import { queueStaffNotification } from './notify-staff.ts';
import { clientUploadNotification } from './staff-notification-mail.ts';

export interface ReceivedClientFile {
  file: StoredFile;
  /** The name as sent, already cleaned for display (see cleanFileName). */
  fileName: string;
  fields: ClientUploadFields;
}

/**
 * Records a file the caller's upload has stored, and queues the staff notification with it. The
 * bytes were stored outside this transaction, so when the record cannot be written they are
 * removed: no stored file is left that no record names.
 */
export async function recordClientUpload(ctx: ServiceContext, { file, fileName, fields }: ReceivedClientFile): Promise<ClientUploadView> {
  const customerId = signedInCustomerId(ctx);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [upload] = await tx
        .insert(clientUploads)
        .values({
          customerId,
          fileName,
          originalName: fileName,
          filePath: file.id,
          fileSize: file.size,
          mimeType: file.mimeType,
          description: fields.description ?? null,
          category: fields.category,
          expiresAt: fields.expiresAt ?? null,
        })
        .returning();
      if (!upload) throw new Error('client upload insert returned no row');
      await queueStaffNotification(inTransaction(ctx, tx), customerId, 'client-upload-notification', (client, adminUrl) =>
        clientUploadNotification(client, upload, adminUrl),
      );
      return toClientUploadView(upload);
    });
  } catch (error) {
    await ctx.files.delete(file.id);
    throw error;
  }
}
