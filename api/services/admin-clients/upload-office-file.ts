import { accountPartPath, accountPartUrl } from '#shared/account-parts.ts';
import type { AdminClientDocument } from '#shared/admin-client-views.ts';
import type { AdminClientFileFields } from '#shared/schemas/admin-clients.ts';
import { customerDocuments, mailOutbox, type CustomerDocument as CustomerDocumentRow } from '#api/db/schema/index.ts';
import type { StoredFile } from '#api/storage/file-store.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { notifyCustomer } from '#api/services/notifications/notify-customer.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { findClient } from './admin-client-view.ts';
import { officeFileMail } from './office-mail.ts';
import { staffName } from './staff-name.ts';

export interface ReceivedOfficeFile {
  file: StoredFile;
  /** The name as sent, cleaned for display. */
  fileName: string;
  fields: AdminClientFileFields;
}

function toAdminClientDocument(document: CustomerDocumentRow): AdminClientDocument {
  return {
    id: document.id,
    customerId: document.customerId,
    fileName: document.fileName,
    documentType: document.documentType,
    description: document.description,
    fileSize: document.fileSize,
    uploadedBy: document.uploadedBy,
    createdAt: document.createdAt.toISOString(),
  };
}

/**
 * Files a document for a client, where both portals list it: the record, its audit row, the
 * client's notification and mail, in one transaction. The bytes were stored before it; when the
 * record cannot be written they are removed.
 */
export async function uploadOfficeFile(ctx: ServiceContext, { file, fileName, fields }: ReceivedOfficeFile): Promise<AdminClientDocument> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const txCtx = inTransaction(ctx, tx);
      const client = await findClient(tx, fields.customerId);
      const [document] = await tx
        .insert(customerDocuments)
        .values({
          customerId: client.id,
          documentType: fields.category,
          fileName,
          fileUrl: file.id,
          fileSize: file.size,
          uploadedBy: await staffName(txCtx),
          description: fields.description,
          createdAt: ctx.clock.now(),
        })
        .returning();
      if (!document) throw new Error('customer document insert returned no row');
      await recordAudit(txCtx, {
        action: 'file.uploaded',
        entityType: 'customer-document',
        entityId: document.id,
        customerId: client.id,
        after: { fileName, category: fields.category, fileSize: file.size },
      });
      await notifyCustomer(txCtx, {
        customerId: client.id,
        type: 'file',
        title: 'New file from the marina office',
        message: `${fileName} (${fields.category})`,
        actionUrl: accountPartPath('files'),
      });
      const mail = officeFileMail(
        client,
        { fileName, category: fields.category },
        accountPartUrl('files', ctx.mail.siteUrl),
        marinaOffice(),
      );
      await tx.insert(mailOutbox).values({ to: client.email, kind: 'office-file', ...mail });
      return toAdminClientDocument(document);
    });
  } catch (error) {
    await ctx.files.delete(file.id);
    throw error;
  }
}
