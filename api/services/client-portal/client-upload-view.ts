import type { ClientUploadView } from '#shared/customer-views.ts';
import type { ClientUpload } from '#api/db/schema/index.ts';
import { notFound } from '#api/lib/errors.ts';
import { customerFileDownloadUrl } from '#api/services/customer-area/customer-area-views.ts';
import type { CustomerFile } from '#api/services/customer-area/customer-files.ts';

export const uploadNotFound = () => notFound('File not found');

const clientUploadDownloadUrl = (id: string) => `/api/client/uploads/${id}/download`;

export function toClientUploadView(upload: ClientUpload): ClientUploadView {
  return {
    id: upload.id,
    originalName: upload.originalName,
    fileSize: upload.fileSize,
    mimeType: upload.mimeType,
    description: upload.description,
    category: upload.category,
    isProcessed: upload.isProcessed,
    fromOffice: false,
    expiresAt: upload.expiresAt,
    createdAt: upload.createdAt.toISOString(),
    downloadUrl: clientUploadDownloadUrl(upload.id),
  };
}

/** An office document among the client's files: the office's own, so nothing of it waits on processing. */
export function toOfficeFileView(document: CustomerFile): ClientUploadView {
  return {
    id: document.id,
    originalName: document.fileName,
    fileSize: document.fileSize,
    mimeType: document.mimeType,
    description: document.description,
    category: document.documentType,
    isProcessed: true,
    fromOffice: true,
    expiresAt: document.expiresAt,
    createdAt: document.createdAt.toISOString(),
    downloadUrl: customerFileDownloadUrl(document),
  };
}
