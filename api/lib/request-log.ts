import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import type { Logger } from './logger.ts';

export function requestLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    // Astro's on-demand pages answer on the Node response directly, past Hono's.
    const outgoing = c.env?.outgoing;
    const status = outgoing?.headersSent ? outgoing.statusCode : c.res.status;
    logger.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
}
