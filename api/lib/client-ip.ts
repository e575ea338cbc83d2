import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * The address the nearest of `trustedHops` proxies saw the request come from: each proxy appends
 * its peer to X-Forwarded-For, so that is the `trustedHops`-th entry from the right. Entries left
 * of it are whatever the client wrote, so a client rotating them still counts as one address.
 * Undefined when no proxy is trusted, or when the header has fewer entries than trusted proxies
 * (the request did not come through them all, so no entry can be believed).
 */
export function forwardedClientAddress(forwardedFor: string | undefined, trustedHops: number): string | undefined {
  if (trustedHops < 1 || !forwardedFor) return undefined;
  return forwardedFor.split(',').at(-trustedHops)?.trim() || undefined;
}

/**
 * The caller's address, the key of every per-IP limit. X-Forwarded-For is read only behind trusted
 * proxies (`TRUST_PROXY`, a number of hops); otherwise the connection's own peer address is used.
 */
export function clientIp(c: Context<AppEnv>, trustProxy: number): string {
  const forwarded = forwardedClientAddress(c.req.header('x-forwarded-for'), trustProxy);
  if (forwarded) return forwarded;
  if (!c.env?.incoming) return 'unknown';
  return getConnInfo(c).remote.address ?? 'unknown';
}
