import { servedOverHttps, strictTransportSecurity, type TransportSettings } from './served-over-https.ts';

/** The headers of a page or file answer, for the request's X-Forwarded-Proto. */
export type SiteHeaders = (forwardedProto: string | undefined) => Readonly<Record<string, string>>;

/**
 * Headers for every page answer. They are plain records (not only a Hono middleware) because
 * Astro's on-demand pages write straight to the Node response; Astro replaces the policy there with
 * the page's own (the same directives and hashes, plus what the page adds, e.g. Stripe at checkout).
 * Both records are built once: an answer only picks one.
 */
export function siteHeadersFor(pagePolicy: string, transport: TransportSettings): SiteHeaders {
  const overHttp: Readonly<Record<string, string>> = {
    'Content-Security-Policy': pagePolicy,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  const overHttps = { ...overHttp, 'Strict-Transport-Security': strictTransportSecurity };
  return (forwardedProto) => (servedOverHttps(forwardedProto, transport) ? overHttps : overHttp);
}
