import type { ClientUploadView } from '../../../shared/customer-views.ts';

/** The Uploads and Processed counters: the client's own files only, not the ones the office filed. */
export function uploadCounts(uploads: readonly ClientUploadView[]): { uploads: number; processed: number } {
  const own = uploads.filter((upload) => !upload.fromOffice);
  return { uploads: own.length, processed: own.filter((upload) => upload.isProcessed).length };
}

/** A count from a list that stops at `shownAtMost`: a full list may hold more, so it reads "100+". */
export function cappedCount(count: number, shownAtMost: number): string {
  return count >= shownAtMost ? `${shownAtMost}+` : String(count);
}
