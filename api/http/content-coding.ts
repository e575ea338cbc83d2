/** The content codings the site sends, best first: brotli is smaller than gzip for the same CPU. */
const codings = ['br', 'gzip'] as const;
export type Encoding = (typeof codings)[number];

/** Text formats gain from compression; images, fonts and PDFs are compressed already. */
const compressibleType =
  /^(text\/(html|css|plain|javascript|xml)|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)\s*(;|$)/i;

/** Under this, compressing saves less than the coding and the CPU cost. */
export const minimumCompressBytes = 1024;

export function isCompressibleType(contentType: string | undefined): boolean {
  return contentType !== undefined && compressibleType.test(contentType);
}

/** Each coding the header names, with its q-value (1 when absent, 0 when malformed). */
function qualities(acceptEncoding: string): Map<string, number> {
  const byCoding = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    byCoding.set(name, Number.isFinite(value) ? value : 0);
  }
  return byCoding;
}

/**
 * The coding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): the acceptable one
 * with the highest q-value, brotli on a tie; `*` stands for any coding the header does not name.
 * None (identity) when the header is absent or accepts neither.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const byCoding = qualities(acceptEncoding);
  const anyOther = byCoding.get('*') ?? 0;
  let chosen: Encoding | undefined;
  let best = 0;
  for (const coding of codings) {
    const q = byCoding.get(coding) ?? anyOther;
    if (q > best) {
      chosen = coding;
      best = q;
    }
  }
  return chosen;
}
