import type { DocumentView } from '#shared/document-views.ts';
import type { DocumentUploadFields } from '#shared/schemas/documents.ts';
import { documents } from '#api/db/schema/index.ts';
import type { StoredFile } from '#api/storage/file-store.ts';
import { staffName, staffUserId } from '#api/services/admin-clients/staff-name.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { documentViewFor } from './document-records.ts';
import { checkLinkedRecords } from './linked-records.ts';

/** A file the upload reader stored, with the form's fields. */
export interface ReceivedDocument<Fields> {
  file: StoredFile;
  /** The name as sent, cleaned for display. */
  fileName: string;
  fields: Fields;
}

/**
 * Runs the record's transaction for a file already stored; when it fails the bytes are removed,
 * so a refused upload leaves nothing behind.
 */
export async function withStoredFile<Result>(ctx: ServiceContext, file: StoredFile, work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    await ctx.files.delete(file.id);
    throw error;
  }
}

/**
 * Adds a document to the library with its audit row. Size, MIME type and checksum come from the
 * stored file, decided from its content; a customer-level document may be linked to nobody yet
 * and shared later.
 */
export async function uploadDocument(
  ctx: ServiceContext,
  { file, fileName, fields }: ReceivedDocument<DocumentUploadFields>,
): Promise<DocumentView> {
  return withStoredFile(ctx, file, () =>
    ctx.db.transaction(async (tx) => {
      const txCtx = inTransaction(ctx, tx);
      await checkLinkedRecords(tx, fields);
      const now = ctx.clock.now();
      const [document] = await tx
        .insert(documents)
        .values({
          title: fields.title,
          description: fields.description ?? null,
          categoryId: fields.categoryId ?? null,
          customerId: fields.customerId ?? null,
          accessLevel: fields.accessLevel,
          tags: fields.tags,
          expiresAt: fields.expiresAt ?? null,
          fileName,
          fileSize: file.size,
          mimeType: file.mimeType,
          filePath: file.id,
          checksum: file.sha256,
          uploadedBy: await staffName(txCtx),
          uploadedByUserId: staffUserId(txCtx),
          versionAddedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: documents.id });
      if (!document) throw new Error('document insert returned no row');
      await recordAudit(txCtx, {
        action: 'document.uploaded',
        entityType: 'document',
        entityId: document.id,
        customerId: fields.customerId ?? null,
        after: { title: fields.title, fileName, fileSize: file.size, accessLevel: fields.accessLevel, version: 1 },
      });
      return documentViewFor(txCtx, document.id);
    }),
  );
}
