import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '#api/env.ts';
import { isWellFormedToken } from './tokens.ts';

/** The one way the API sets a bearer-token cookie: HttpOnly, SameSite=Lax, Path=/, Secure over HTTPS. */
export interface TokenCookie {
  name: string;
}

/**
 * Whether the cookies carry Secure: wherever the site is served over HTTPS (its SITE_URL), a
 * staging server included, and always in production.
 */
export function secureCookies(config: Pick<Config, 'isProduction' | 'siteUrl'>): boolean {
  return config.isProduction || config.siteUrl?.protocol === 'https:';
}

export function readTokenCookie(c: Context, cookie: TokenCookie): string | undefined {
  const token = getCookie(c, cookie.name);
  return isWellFormedToken(token) ? token : undefined;
}

export function setTokenCookie(
  c: Context,
  cookie: TokenCookie,
  token: string,
  { expires, secure }: { expires: Date; secure: boolean },
): void {
  setCookie(c, cookie.name, token, { httpOnly: true, sameSite: 'Lax', secure, path: '/', expires });
}

export function clearTokenCookie(c: Context, cookie: TokenCookie, secure: boolean): void {
  deleteCookie(c, cookie.name, { httpOnly: true, sameSite: 'Lax', secure, path: '/' });
}
