import { createMiddleware } from 'hono/factory';
import { AppError } from '#api/lib/errors.ts';
import type { AppEnv } from '#api/lib/app-env.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
// Bodies a cross-site HTML form can send without a CORS preflight.
const simpleContentTypes = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

export interface SameOriginOptions {
  siteUrl: URL | undefined;
  /** Trusted proxy hops (`TRUST_PROXY`); X-Forwarded-Proto is believed only behind at least one. */
  trustProxy: number;
  exemptPaths: ReadonlySet<string>;
}

/**
 * Refuses state-changing requests that a browser sent from another site: a foreign Origin,
 * `Sec-Fetch-Site: cross-site`, no Origin but a foreign Referer, or a form-like body that
 * carries neither Origin nor Sec-Fetch-Site.
 */
export function sameOrigin({ siteUrl, trustProxy, exemptPaths }: SameOriginOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (safeMethods.has(c.req.method) || exemptPaths.has(c.req.path)) return next();

    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const forbidden = new AppError('forbidden', 'Cross-site requests are not allowed');
    const isOwn = (candidate: string) => isOwnOrigin(candidate, new URL(c.req.url), c.req.header('x-forwarded-proto'), siteUrl, trustProxy);

    if (fetchSite === 'cross-site') throw forbidden;
    if (origin) {
      if (!isOwn(origin)) throw forbidden;
      return next();
    }
    // A browser that leaves Origin out (an older one) still names the page that sent the request.
    const referer = c.req.header('referer');
    if (referer && !isOwn(originOf(referer))) throw forbidden;
    const contentType = c.req.header('content-type')?.toLowerCase() ?? '';
    if (!fetchSite && simpleContentTypes.some((type) => contentType.startsWith(type))) throw forbidden;
    return next();
  });
}

/** The origin of a Referer, or 'null' (never our own) when it is not an absolute URL. */
function originOf(referer: string): string {
  return URL.canParse(referer) ? new URL(referer).origin : 'null';
}

function isOwnOrigin(
  origin: string,
  requestUrl: URL,
  forwardedProto: string | undefined,
  siteUrl: URL | undefined,
  trustProxy: number,
): boolean {
  if (origin === 'null') return false;
  if (siteUrl && origin === siteUrl.origin) return true;
  const protocol = trustProxy >= 1 && forwardedProto ? `${forwardedProto.split(',')[0]?.trim()}:` : requestUrl.protocol;
  return origin === `${protocol}//${requestUrl.host}`;
}
