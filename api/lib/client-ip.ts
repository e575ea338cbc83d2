import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * The caller's address. X-Forwarded-For is believed only behind a trusted proxy: otherwise any
 * client could pick a fresh address per request and walk past every per-IP limit.
 */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  if (!c.env?.incoming) return 'unknown';
  return getConnInfo(c).remote.address ?? 'unknown';
}
