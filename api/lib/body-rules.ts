import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AppError } from './errors.ts';
import type { AppEnv } from './app-env.ts';

const jsonBodyLimitBytes = 64 * 1024;

/** Caps JSON bodies while they stream in, so an oversize one is never buffered whole. */
export const jsonSizeLimit = () =>
  bodyLimit({
    maxSize: jsonBodyLimitBytes,
    onError: () => {
      throw new AppError('payload_too_large', 'Request body is too large');
    },
  });

function hasBody(request: Request): boolean {
  return request.body !== null && request.headers.get('content-length') !== '0';
}

/** Every body the API reads is JSON, except on the routes named as multipart uploads. */
export function contentTypeRule(multipartPaths: ReadonlySet<string>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!hasBody(c.req.raw)) return next();
    const contentType = c.req.header('content-type')?.toLowerCase() ?? '';
    const accepted = multipartPaths.has(c.req.path) ? 'multipart/form-data' : 'application/json';
    if (!contentType.startsWith(accepted)) {
      throw new AppError('unsupported_media_type', `Content-Type must be ${accepted}`);
    }
    return next();
  });
}
