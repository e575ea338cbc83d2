import type { ClientUploadView } from '#shared/customer-views.ts';
import type { ClientUpload } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { customerDocumentDownloadUrl } from '../customer-area/customer-area-views.ts';

export const uploadNotFound = () => notFound('File not found');

export const clientUploadDownloadUrl = (id: string) => `/api/client/uploads/${id}/download`;

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
    createdAt: upload.createdAt.toISOString(),
    downloadUrl: clientUploadDownloadUrl(upload.id),
  };
}

/** What My Files shows of a document the office filed for the client. */
export interface OfficeFile {
  id: string;
  fileName: string;
  description: string | null;
  documentType: string;
  /** The size the record states, else the stored file's. */
  fileSize: number;
  mimeType: string;
  createdAt: Date;
}

/** An office document among the client's files: the office's own, so nothing of it waits on processing. */
export function toOfficeFileView(document: OfficeFile): ClientUploadView {
  return {
    id: document.id,
    originalName: document.fileName,
    fileSize: document.fileSize,
    mimeType: document.mimeType,
    description: document.description,
    category: document.documentType,
    isProcessed: true,
    fromOffice: true,
    createdAt: document.createdAt.toISOString(),
    downloadUrl: customerDocumentDownloadUrl(document.id),
  };
}
