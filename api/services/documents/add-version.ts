import type { DocumentView } from '#shared/document-views.ts';
import type { DocumentVersionFields } from '#shared/schemas/documents.ts';
import { eq } from 'drizzle-orm';
import { documents, documentVersions } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { staffName } from '#api/services/admin-clients/staff-name.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { documentViewFor } from './document-records.ts';
import { withStoredFile, type ReceivedDocument } from './upload-document.ts';
import { lockedDocument } from './visibility.ts';

export const restoreBeforeChangeMessage = 'This document is in the trash. Restore it before changing it.';

/**
 * Makes a new file the document's latest version: the current file is kept as a
 * `document_versions` row under its number, then the document points at the new one. The row lock
 * queues concurrent new versions, so they get consecutive numbers and never the same one.
 */
export async function addDocumentVersion(
  ctx: ServiceContext,
  id: string,
  { file, fileName, fields }: ReceivedDocument<DocumentVersionFields>,
): Promise<DocumentView> {
  return withStoredFile(ctx, file, () =>
    ctx.db.transaction(async (tx) => {
      const txCtx = inTransaction(ctx, tx);
      const current = await lockedDocument(tx, id);
      if (current.status !== 'active') throw new AppError('conflict', restoreBeforeChangeMessage);
      await tx.insert(documentVersions).values({
        documentId: current.id,
        version: current.version,
        fileName: current.fileName,
        fileSize: current.fileSize,
        mimeType: current.mimeType,
        filePath: current.filePath,
        uploadedBy: current.uploadedBy,
        changeNotes: current.versionNotes,
        checksum: current.checksum,
        createdAt: current.versionAddedAt,
      });
      const version = current.version + 1;
      const now = ctx.clock.now();
      await tx
        .update(documents)
        .set({
          version,
          fileName,
          fileSize: file.size,
          mimeType: file.mimeType,
          filePath: file.id,
          checksum: file.sha256,
          uploadedBy: await staffName(txCtx),
          versionNotes: fields.changeNotes ?? null,
          versionAddedAt: now,
          updatedAt: now,
        })
        .where(eq(documents.id, current.id));
      await recordAudit(txCtx, {
        action: 'document.version-added',
        entityType: 'document',
        entityId: current.id,
        customerId: current.customerId,
        before: { version: current.version, fileName: current.fileName },
        after: { version, fileName, fileSize: file.size, changeNotes: fields.changeNotes ?? null },
      });
      return documentViewFor(txCtx, current.id);
    }),
  );
}
