import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isWellFormedToken, newToken } from './tokens.ts';

/**
 * One cookie per browser gives that browser, and only it, access to the reservations it made:
 * reservation ids never act as a key on their own.
 */
export const checkoutCookieName = 'berth_checkout';
const maxAgeSeconds = 60 * 60 * 24 * 90;

export function readCheckoutToken(c: Context): string | undefined {
  const token = getCookie(c, checkoutCookieName);
  return isWellFormedToken(token) ? token : undefined;
}

/** The browser's existing checkout token, or a new one set on the response. */
export function ensureCheckoutToken(c: Context, secure: boolean): string {
  const token = readCheckoutToken(c) ?? newToken();
  setCookie(c, checkoutCookieName, token, { httpOnly: true, sameSite: 'Lax', secure, path: '/', maxAge: maxAgeSeconds });
  return token;
}
