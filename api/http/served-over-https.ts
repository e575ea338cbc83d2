import type { Config } from '#api/env.ts';

export type TransportSettings = Pick<Config, 'siteUrl' | 'trustProxy'>;

export const strictTransportSecurity = 'max-age=15552000; includeSubDomains';

/**
 * Whether the browser reached this answer over HTTPS: SITE_URL says so, or a trusted proxy does in
 * X-Forwarded-Proto. Strict-Transport-Security is sent only then: over plain http it would promise
 * an HTTPS site that may not exist (and browsers ignore it there).
 */
export function servedOverHttps(forwardedProto: string | undefined, { siteUrl, trustProxy }: TransportSettings): boolean {
  if (siteUrl?.protocol === 'https:') return true;
  return trustProxy >= 1 && forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}
