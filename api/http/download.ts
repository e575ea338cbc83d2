import { Readable } from 'node:stream';
import { cleanFileName } from '../storage/file-name.ts';
import type { OpenedFile } from '../storage/file-store.ts';

// RFC 5987 attr-char leaves these out, though encodeURIComponent keeps them.
const encodeAttrValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with an ASCII `filename` for old clients and the exact name in `filename*`
 * (RFC 6266 with RFC 5987 encoding). Control characters (CR, LF…) are gone before either is
 * written, so no name can end the header or add another.
 */
export function attachmentDisposition(fileName: string): string {
  const name = cleanFileName(fileName) || 'download';
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeAttrValue(name)}`;
}

/**
 * Answers a stored file as a download, streamed from the store: always an attachment, in the type
 * decided from its content when it was stored, and never sniffed or cached by the browser.
 */
export function fileDownload({ file, content }: OpenedFile, fileName: string): Response {
  return new Response(Readable.toWeb(content) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(file.size),
      'Content-Disposition': attachmentDisposition(fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
