import type { ClientUploadView } from '#shared/customer-views.ts';

/** The Uploads and Processed counters: the client's own files only, not the ones the office filed. */
export function uploadCounts(uploads: readonly ClientUploadView[]): { uploads: number; processed: number } {
  const own = uploads.filter((upload) => !upload.fromOffice);
  return { uploads: own.length, processed: own.filter((upload) => upload.isProcessed).length };
}
