import type { AstroGlobal } from 'astro';
import { mailedTokenSchema } from '#shared/schemas/customer-account.ts';

/**
 * Readies the page a mailed link opens and answers its one-time token, or undefined when the
 * address has none or a malformed one. The address carries the token, so no request from the page
 * may pass it on as a referrer, and no cache may keep the page.
 */
export function prepareMailedLinkPage(astro: AstroGlobal): string | undefined {
  astro.response.headers.set('Referrer-Policy', 'no-referrer');
  astro.response.headers.set('Cache-Control', 'private, no-store');
  const token = mailedTokenSchema.safeParse(astro.url.searchParams.get('token'));
  return token.success ? token.data : undefined;
}
