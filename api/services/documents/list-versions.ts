import { desc, eq } from 'drizzle-orm';
import type { DocumentVersionView } from '#shared/document-views.ts';
import { documentVersions } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { findVisibleDocument } from './visibility.ts';

const versionDownloadUrl = (documentId: string, version: number) => `/api/documents/${documentId}/versions/${version}/download`;

/** Every version of a document the caller may see, newest first, the latest (the document's own file) included. */
export async function listDocumentVersions(ctx: ServiceContext, id: string): Promise<DocumentVersionView[]> {
  const document = await findVisibleDocument(ctx, id);
  const earlier = await ctx.db
    .select()
    .from(documentVersions)
    .where(eq(documentVersions.documentId, id))
    .orderBy(desc(documentVersions.version));
  const latest: DocumentVersionView = {
    version: document.version,
    isLatest: true,
    fileName: document.fileName,
    fileSize: document.fileSize,
    mimeType: document.mimeType,
    uploadedBy: document.uploadedBy,
    changeNotes: document.versionNotes,
    checksum: document.checksum,
    createdAt: document.versionAddedAt.toISOString(),
    downloadUrl: versionDownloadUrl(id, document.version),
  };
  return [
    latest,
    ...earlier.map((row) => ({
      version: row.version,
      isLatest: false,
      fileName: row.fileName,
      fileSize: row.fileSize,
      mimeType: row.mimeType,
      uploadedBy: row.uploadedBy,
      changeNotes: row.changeNotes,
      checksum: row.checksum,
      createdAt: row.createdAt.toISOString(),
      downloadUrl: versionDownloadUrl(id, row.version),
    })),
  ];
}
