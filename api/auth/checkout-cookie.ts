import type { Context } from 'hono';
import { readTokenCookie, setTokenCookie, type TokenCookie } from './cookies.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { hashToken, newToken } from './tokens.ts';

/**
 * One cookie per browser gives that browser, and only it, access to the reservations it made:
 * reservation ids never act as a key on their own.
 */
export const checkoutCookie: TokenCookie = { name: 'berth_checkout' };
const lifetimeMs = 90 * 24 * 60 * 60 * 1000;

export interface PendingCheckoutHolder {
  /** The request's service context with this browser as a checkout holder. */
  ctx: ServiceContext;
  /** Sets (or renews) the cookie on the response, once the answer is this browser's to have. */
  giveCookie(): void;
}

/**
 * This browser as a checkout holder (its existing token, or a new one) before the response carries
 * the cookie: a refusal that must not hand a checkout to this browser can leave the cookie out.
 */
export function pendingCheckoutHolder(c: Context<AppEnv>, secure: boolean): PendingCheckoutHolder {
  const { ctx } = c.var;
  const token = readTokenCookie(c, checkoutCookie) ?? newToken();
  return {
    ctx: { ...ctx, actor: { ...ctx.actor, checkoutTokenHash: hashToken(token) } },
    giveCookie: () => setTokenCookie(c, checkoutCookie, token, { expires: new Date(ctx.clock.now().getTime() + lifetimeMs), secure }),
  };
}

/** The request's service context with this browser as a checkout holder, given a cookie if it had none. */
export function asCheckoutHolder(c: Context<AppEnv>, secure: boolean): ServiceContext {
  const holder = pendingCheckoutHolder(c, secure);
  holder.giveCookie();
  return holder.ctx;
}
