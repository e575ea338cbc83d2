import { Readable } from 'node:stream';
import { cleanFileName } from '#api/storage/file-name.ts';
import type { OpenedFile } from '#api/storage/file-store.ts';

// RFC 5987 attr-char leaves these out, though encodeURIComponent keeps them.
const encodeAttrValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` saves the file; `inline` shows it in the browser, still under its name if saved. */
export type Disposition = 'attachment' | 'inline';

/**
 * `attachment` (or `inline`) with an ASCII `filename` for old clients and the exact name in
 * `filename*` (RFC 6266 with RFC 5987 encoding). Control characters (CR, LF…) are gone before
 * either is written, so no name can end the header or add another.
 */
export function attachmentDisposition(fileName: string, disposition: Disposition = 'attachment'): string {
  const name = cleanFileName(fileName) || 'download';
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeAttrValue(name)}`;
}

/**
 * Answers a stored file as a download, streamed from the store: an attachment unless asked to show
 * it inline, in the type decided from its content when it was stored, and never sniffed or cached
 * by the browser.
 */
export function fileDownload({ file, content }: OpenedFile, fileName: string, disposition: Disposition = 'attachment'): Response {
  return new Response(Readable.toWeb(content) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(file.size),
      'Content-Disposition': attachmentDisposition(fileName, disposition),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
