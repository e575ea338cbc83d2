import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './app-env.ts';
import { AppError, errorStatus, type ErrorCode } from './errors.ts';
import type { Logger } from './logger.ts';

const codeByStatus = new Map<number, ErrorCode>(
  Object.entries(errorStatus)
    .filter(([code]) => code !== 'validation_failed')
    .map(([code, status]) => [status, code as ErrorCode]),
);

function answer(c: Context<AppEnv>, error: AppError) {
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  return c.json(
    { message: error.message, code: error.code, requestId: c.get('requestId'), ...(error.errors && { errors: error.errors }) },
    error.status,
  );
}

/**
 * Expected failures answer `{ message, code, requestId, errors? }`; anything else is logged in
 * full and answered 500 with nothing internal in the body.
 */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) return answer(c, error);
    const code = error instanceof HTTPException ? codeByStatus.get(error.status) : undefined;
    if (code) return answer(c, new AppError(code, error.message || 'Invalid request'));

    logger.error('unhandled error', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, error });
    return c.json(
      { message: 'Something went wrong on our side. Please try again.', requestId: c.get('requestId') },
      500 as ContentfulStatusCode,
    );
  };
}

export const apiNotFound: NotFoundHandler<AppEnv> = (c) =>
  answer(c, new AppError('not_found', `No API route for ${c.req.method} ${c.req.path}`));
