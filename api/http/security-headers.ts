import { secureHeaders } from 'hono/secure-headers';

/**
 * JSON answers render nothing, so they may load nothing and be framed by nobody. A route may set a
 * stricter value of its own (mailed-link answers send `Referrer-Policy: no-referrer`), which is kept.
 */
export const apiSecurityHeaders = () =>
  secureHeaders({
    overwrite: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  });
