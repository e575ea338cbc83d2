import type { Disposition } from './download.ts';

/**
 * The Content-Security-Policy of a file opened by a share link. A sandbox keeps any file from
 * running script on our origin, but browsers refuse to show a PDF in a sandboxed document, so a PDF
 * opened to be viewed is only kept from being framed: its content type comes from the bytes, and a
 * browser's PDF viewer runs the file's scripts, if any, away from the page.
 */
export function sharedFilePolicy(mimeType: string, disposition: Disposition): string {
  return mimeType === 'application/pdf' && disposition === 'inline' ? "frame-ancestors 'none'" : 'sandbox';
}
