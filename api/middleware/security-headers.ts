import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '#api/lib/app-env.ts';
import { servedOverHttps, strictTransportSecurity, type TransportSettings } from '#api/http/served-over-https.ts';

/**
 * JSON answers render nothing, so they may load nothing and be framed by nobody. A route may set a
 * stricter value of its own (mailed-link answers send `Referrer-Policy: no-referrer`), which is kept.
 * Strict-Transport-Security only goes out over HTTPS (see servedOverHttps).
 */
export function apiSecurityHeaders(transport: TransportSettings) {
  const answerHeaders = secureHeaders({
    overwrite: false,
    strictTransportSecurity: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    await answerHeaders(c, next);
    if (servedOverHttps(c.req.header('x-forwarded-proto'), transport)) {
      c.res.headers.set('Strict-Transport-Security', strictTransportSecurity);
    }
  });
}
