import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { discardRestOfBody } from '#api/http/request-body.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { AppError, errorStatus, type ErrorCode } from '#api/lib/errors.ts';
import type { Logger } from '#api/lib/logger.ts';

const codeByStatus = new Map<number, ErrorCode>(
  Object.entries(errorStatus)
    .filter(([code]) => code !== 'validation_failed')
    .map(([code, status]) => [status, code as ErrorCode]),
);

/**
 * A refusal sent while the client is still sending its body (a 401, 403 or 429 decided before the
 * body was read) would reach it as a reset: read the rest first, within bounds, and close after.
 */
async function finishUnreadBody(c: Context<AppEnv>): Promise<void> {
  const request = c.req.raw;
  if (!request.body || request.bodyUsed || request.body.locked) return;
  await discardRestOfBody(request);
  c.header('Connection', 'close');
}

/** An error answers this one request: no cache may keep it and hand it to the next. */
const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'no-store');

async function answer(c: Context<AppEnv>, error: AppError) {
  await finishUnreadBody(c);
  noStore(c);
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  return c.json(
    { message: error.message, code: error.code, requestId: c.get('requestId'), ...(error.errors && { errors: error.errors }) },
    error.status,
  );
}

/**
 * Expected failures answer `{ message, code, requestId, errors? }`; anything else is logged (through
 * the error serialiser, which keeps a database error's code and message but never its query or
 * parameters) and answered 500 with nothing internal in the body.
 */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return async (error, c) => {
    if (error instanceof AppError) return answer(c, error);
    const code = error instanceof HTTPException ? codeByStatus.get(error.status) : undefined;
    if (code) return answer(c, new AppError(code, error.message || 'Invalid request'));

    logger.error('unhandled error', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, error });
    await finishUnreadBody(c);
    noStore(c);
    return c.json(
      { message: 'Something went wrong on our side. Please try again.', requestId: c.get('requestId') },
      500 as ContentfulStatusCode,
    );
  };
}

export const apiNotFound: NotFoundHandler<AppEnv> = (c) =>
  answer(c, new AppError('not_found', `No API route for ${c.req.method} ${c.req.path}`));
