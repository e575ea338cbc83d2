import { trashRetentionDays } from '#shared/document-options.ts';
import type { DocumentView } from '#shared/document-views.ts';
import type { Document } from '#api/db/schema/index.ts';

const dayMs = 86_400_000;

/** A document with what its card names beside it. */
export interface DocumentRecord {
  document: Document;
  category: { id: string; name: string } | null;
  customer: { id: string; name: string; email: string } | null;
  /** Shares that still open. */
  activeShares: number;
}

const documentDownloadUrl = (id: string) => `/api/documents/${id}/download`;

/** The card of a document; the customer, checksum, trash dates and share count only for staff. */
export function toDocumentView(
  { document, category, customer, activeShares }: DocumentRecord,
  { staff }: { staff: boolean },
): DocumentView {
  const view: DocumentView = {
    id: document.id,
    title: document.title,
    description: document.description,
    fileName: document.fileName,
    fileSize: document.fileSize,
    mimeType: document.mimeType,
    category,
    accessLevel: document.accessLevel,
    status: document.status,
    version: document.version,
    isLatestVersion: document.isLatestVersion,
    tags: document.tags,
    uploadedBy: document.uploadedBy,
    expiresAt: document.expiresAt,
    downloadCount: document.downloadCount,
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
    downloadUrl: documentDownloadUrl(document.id),
  };
  if (!staff) return view;
  const { trashedAt } = document;
  return {
    ...view,
    staff: {
      customer,
      checksum: document.checksum,
      trashedAt: trashedAt?.toISOString() ?? null,
      purgeAt: trashedAt ? new Date(trashedAt.getTime() + trashRetentionDays * dayMs).toISOString() : null,
      activeShares,
    },
  };
}
