import { secureHeaders } from 'hono/secure-headers';

/** JSON answers render nothing, so they may load nothing and be framed by nobody. */
export const apiSecurityHeaders = () =>
  secureHeaders({
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  });
