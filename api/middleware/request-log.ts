import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#api/lib/app-env.ts';
import type { Logger } from '#api/lib/logger.ts';

/** The one line each answered request leaves in the log; `started` is its `performance.now()`. */
export function logRequest(
  logger: Logger,
  request: { requestId: string; method: string; path: string; status: number; started: number },
): void {
  const { started, ...fields } = request;
  logger.info('request', { ...fields, ms: Math.round((performance.now() - started) * 10) / 10 });
}

export function requestLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    logRequest(logger, { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, started });
  });
}
