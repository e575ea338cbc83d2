import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import { requestId } from 'hono/request-id';
import { getPath } from 'hono/utils/url';
import type { AppEnv } from '../lib/app-env.ts';
import type { Logger } from '../lib/logger.ts';
import { requestLog } from '../lib/request-log.ts';
import { compressOnDemand } from './compress-on-demand.ts';
import type { SiteHeaders } from './site-headers.ts';
import { staticAnswerHeaders } from './static-answer-headers.ts';
import { encodedBody, preferredEncoding, type StaticFile, type StaticFiles } from './static-files.ts';

export type AstroHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
  locals: App.Locals,
) => Promise<void>;

export interface SiteOptions {
  api: { fetch: (request: Request, env: AppEnv['Bindings']) => Response | Promise<Response> };
  staticFiles: StaticFiles;
  astroHandler: AstroHandler;
  logger: Logger;
  siteHeaders: SiteHeaders;
}

async function sendStatic(
  c: Context<AppEnv>,
  siteHeaders: SiteHeaders,
  file: StaticFile,
  status: 200 | 404 = 200,
): Promise<Response> {
  const site = siteHeaders(c.req.header('x-forwarded-proto'));
  if (status === 200 && c.req.header('if-none-match') === file.etag) {
    return new Response(null, { status: 304, headers: staticAnswerHeaders(site, file, { status: 304 }) });
  }
  const encoding = preferredEncoding(file, c.req.header('accept-encoding'));
  const body = encoding ? await encodedBody(file, encoding) : file.body;
  const headers = staticAnswerHeaders(site, file, { status, encoding, length: body.length });
  // A view over the cached bytes, not a copy: copying the page on every request was a tenth of its
  // CPU profile (decision 054). Files read and compressed here are backed by a plain ArrayBuffer.
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
  return new Response(c.req.method === 'HEAD' ? null : bytes, { status, headers });
}

/**
 * Astro writes its response's statusText as the status line's reason, and that stays "OK" when a page
 * sets only `Astro.response.status` (e.g. 404): the line takes the standard reason for the status instead.
 */
function useStandardReasonPhrase(outgoing: ServerResponse): void {
  const writeHead = outgoing.writeHead;
  outgoing.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    this.statusMessage = STATUS_CODES[statusCode] ?? '';
    return Reflect.apply(writeHead, this, [statusCode, ...rest]) as ServerResponse;
  } as ServerResponse['writeHead'];
}

/** Runs Astro's handler on the raw Node objects; resolves false when Astro has no such route. */
function renderWithAstro(c: Context<AppEnv>, handler: AstroHandler, locals: App.Locals, siteHeaders: SiteHeaders): Promise<boolean> {
  const { incoming, outgoing } = c.env;
  if (!incoming || !outgoing) return Promise.resolve(false);
  useStandardReasonPhrase(outgoing);
  compressOnDemand(incoming, outgoing);
  for (const [name, value] of Object.entries(siteHeaders(c.req.header('x-forwarded-proto')))) outgoing.setHeader(name, value);
  outgoing.setHeader('Cache-Control', 'private, no-store');
  return new Promise((resolve, reject) => {
    handler(incoming, outgoing, () => resolve(false), locals).then(() => resolve(true), reject);
  });
}

const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/**
 * The whole site: `/api/*` goes straight to the API app; every other path to one Hono app serving
 * the pre-rendered files, then Astro's on-demand pages; anything else gets the pre-rendered 404
 * page with status 404. Choosing by path before any app runs keeps each request to one app's
 * dispatch (mounting the API inside the site app cost a second one per API request).
 */
export function createSiteApp({ api, staticFiles, astroHandler, logger, siteHeaders }: SiteOptions) {
  const notFoundPage = staticFiles.get('/404.html');
  const locals: App.Locals = { apiFetch: (request) => Promise.resolve(api.fetch(request, {})) };

  const app = new Hono<AppEnv>();
  app.use(requestId(), requestLog(logger));
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const file = staticFiles.get(c.req.path);
    return file ? sendStatic(c, siteHeaders, file) : next();
  });
  app.all('*', async (c) => {
    if (await renderWithAstro(c, astroHandler, locals, siteHeaders)) return RESPONSE_ALREADY_SENT;
    if (!notFoundPage) return c.text('404 Page Not Found', 404, siteHeaders(c.req.header('x-forwarded-proto')));
    return sendStatic(c, siteHeaders, notFoundPage, 404);
  });
  const fetch: typeof app.fetch = (request, env, executionContext) =>
    isApiPath(getPath(request)) ? api.fetch(request, env ?? {}) : app.fetch(request, env, executionContext);
  return { fetch };
}
