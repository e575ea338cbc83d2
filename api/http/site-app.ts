import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import { requestId } from 'hono/request-id';
import { getPath } from 'hono/utils/url';
import type { AppEnv } from '#api/lib/app-env.ts';
import type { Logger } from '#api/lib/logger.ts';
import { logRequest, requestLog } from '#api/lib/request-log.ts';
import { compressOnDemand } from './compress-on-demand.ts';
import type { SiteHeaders } from './site-headers.ts';
import type { StaticFiles } from './static-files.ts';
import { writeStaticFile } from './write-static-file.ts';

export type AstroHandler = (request: IncomingMessage, response: ServerResponse, next: () => void, locals: App.Locals) => Promise<void>;

export interface SiteOptions {
  api: { fetch: (request: Request, env: AppEnv['Bindings']) => Response | Promise<Response> };
  staticFiles: StaticFiles;
  astroHandler: AstroHandler;
  logger: Logger;
  siteHeaders: SiteHeaders;
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

/** The decoded path of a request target in origin form (`/about?x=1`); none for any other form. */
function requestPath(target: string | undefined): string | undefined {
  if (!target?.startsWith('/')) return undefined;
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  if (!path.includes('%')) return path;
  try {
    return decodeURI(path);
  } catch {
    return undefined;
  }
}

/**
 * The whole site. Pre-rendered files are answered on the Node response before any Request object
 * or Hono app exists (`answerStatic`): that translation and dispatch were most of a page's cost
 * (decision 061). Everything else goes through `fetch`: `/api/*` straight to the API app, other
 * paths to one Hono app rendering Astro's on-demand pages, and anything Astro has no page for gets
 * the pre-rendered 404 page with status 404.
 */
export function createSiteApp({ api, staticFiles, astroHandler, logger, siteHeaders }: SiteOptions) {
  const notFoundPage = staticFiles.get('/404.html');
  const locals: App.Locals = { apiFetch: (request) => Promise.resolve(api.fetch(request, {})) };

  const app = new Hono<AppEnv>();
  app.use(requestId(), requestLog(logger));
  app.all('*', async (c) => {
    if (await renderWithAstro(c, astroHandler, locals, siteHeaders)) return RESPONSE_ALREADY_SENT;
    const { incoming, outgoing } = c.env;
    const site = siteHeaders(c.req.header('x-forwarded-proto'));
    if (!notFoundPage || !incoming || !outgoing) return c.text('404 Page Not Found', 404, site);
    await writeStaticFile(incoming, outgoing, site, notFoundPage, 404);
    return RESPONSE_ALREADY_SENT;
  });
  const fetch: typeof app.fetch = async (request, env, executionContext) => {
    if (isApiPath(getPath(request))) return api.fetch(request, env ?? {});
    const response = await app.fetch(request, env, executionContext);
    // Hono answers a HEAD with a copy of its GET answer, which loses the mark of an answer already
    // written on the Node response; without it the adapter would write the headers a second time.
    return env && 'outgoing' in env && env.outgoing?.headersSent ? RESPONSE_ALREADY_SENT : response;
  };

  /** Answers a GET or HEAD of a pre-rendered file and says true; false leaves the request to `fetch`. */
  const answerStatic = (request: IncomingMessage, response: ServerResponse): boolean => {
    const { method } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const path = requestPath(request.url);
    const file = path === undefined ? undefined : staticFiles.get(path);
    if (path === undefined || !file) return false;
    const started = performance.now();
    writeStaticFile(request, response, siteHeaders(request.headers['x-forwarded-proto']?.toString()), file, 200).then(
      (status) => logRequest(logger, { requestId: randomUUID(), method, path, status, started }),
      (error: unknown) => {
        logger.error('static file failed', { path, error });
        response.destroy();
      },
    );
    return true;
  };
  return { fetch, answerStatic };
}
