import type { Context } from 'hono';

/** `Link: <same address with the next cursor>; rel="next"` when another page follows (RFC 8288). */
export function setNextPageLink(c: Context, nextCursor: string | undefined): void {
  if (!nextCursor) return;
  const next = new URL(c.req.url);
  next.searchParams.set('cursor', nextCursor);
  c.header('Link', `<${next.pathname}${next.search}>; rel="next"`);
}
