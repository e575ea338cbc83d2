import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#api/lib/app-env.ts';

/**
 * For answers about a mailed link's token: the browser sends no Referer onward from them, so the
 * token cannot leak to another site. The API's security headers leave a route's own value alone.
 */
export const noReferrer = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    c.header('Referrer-Policy', 'no-referrer');
  });
