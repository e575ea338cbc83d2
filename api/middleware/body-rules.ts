import { createMiddleware } from 'hono/factory';
import { bodyRefusal, declaredLength, discardRestOfBody, readAtMost } from '#api/http/request-body.ts';
import type { AppEnv } from '#api/lib/app-env.ts';

const jsonBodyLimitBytes = 64 * 1024;

const tooLarge = () => bodyRefusal('payload_too_large', 'Request body is too large');

const isMultipart = (request: Request) => request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data') ?? false;

/**
 * Caps JSON bodies while they stream in, so an oversize one is never buffered whole; the rest of an
 * oversize body is read and discarded before the 413, so the client receives it. Multipart bodies
 * (accepted on the upload routes only, see `contentTypeRule`) are limited by the upload reader.
 */
export const jsonSizeLimit = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const request = c.req.raw;
    if (!request.body || isMultipart(request)) return next();
    const declared = declaredLength(request);
    if (declared !== undefined) {
      if (declared <= jsonBodyLimitBytes) return next();
      await discardRestOfBody(request);
      throw tooLarge();
    }
    const reader = request.body.getReader();
    const body = await readAtMost(reader, jsonBodyLimitBytes);
    if (!body) {
      await discardRestOfBody(request, reader);
      throw tooLarge();
    }
    c.req.raw = new Request(request, { body });
    return next();
  });

/**
 * Whether a request carries a body to check. Over HTTP a body is declared by a non-zero
 * Content-Length or a Transfer-Encoding (RFC 9112 §6.3), and browsers send a bodiless DELETE with
 * neither, though the Node adapter still hands it an empty body stream. Requests made in-process
 * (tests, pages calling the API) declare no length, so one with a Content-Type counts as a body.
 */
function hasBody(request: Request): boolean {
  if (request.body === null) return false;
  const { headers } = request;
  const length = headers.get('content-length');
  if (length !== null) return length !== '0';
  return headers.has('transfer-encoding') || headers.has('content-type');
}

/** Every body the API reads is JSON, except on the routes named as multipart uploads; any other is refused like an oversize one. */
export function contentTypeRule(multipartPaths: Pick<ReadonlySet<string>, 'has'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!hasBody(c.req.raw)) return next();
    const contentType = c.req.header('content-type')?.toLowerCase() ?? '';
    const accepted = multipartPaths.has(c.req.path) ? 'multipart/form-data' : 'application/json';
    if (!contentType.startsWith(accepted)) {
      await discardRestOfBody(c.req.raw);
      throw bodyRefusal('unsupported_media_type', `Content-Type must be ${accepted}`);
    }
    return next();
  });
}
