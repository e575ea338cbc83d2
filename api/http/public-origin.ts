import type { Context } from 'hono';
import type { Config } from '#api/env.ts';
import type { AppEnv } from '#api/lib/app-env.ts';

/**
 * The origin people reach the site at, for links mailed to them: SITE_URL when set, else the
 * request's own scheme and host (the scheme from X-Forwarded-Proto only behind a trusted proxy).
 * The Host header is the caller's word, so production sets SITE_URL (decision 033).
 */
export function publicOrigin(c: Context<AppEnv>, { siteUrl, trustProxy }: Pick<Config, 'siteUrl' | 'trustProxy'>): string {
  if (siteUrl) return siteUrl.origin;
  const url = new URL(c.req.url);
  const forwarded = trustProxy >= 1 ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  return forwarded === 'https' || forwarded === 'http' ? `${forwarded}://${url.host}` : url.origin;
}
