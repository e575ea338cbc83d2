import { ApiError } from '#shared/api-client.ts';
import type { ToastMessage } from '#site/lib/toast-store.ts';

/** The toast when a file cannot be fetched, whichever version it was. */
export const downloadFailure: ToastMessage = {
  variant: 'destructive',
  title: 'Download Failed',
  description: 'Could not download the document.',
};

/**
 * Fetches a file with the session's cookies and saves it under its name. A button rather than a
 * link, so a failure (a trashed document, a dropped connection) can be told in a toast instead of
 * the browser saving an error page as the file.
 */
export async function saveDownload(address: string, fileName: string): Promise<void> {
  const response = await fetch(address, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
