import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppEnv } from '#api/lib/app-env.ts';
import type { Logger } from '#api/lib/logger.ts';
import { logRequest } from '#api/middleware/request-log.ts';
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

/** Runs Astro's handler on the Node objects; resolves false when Astro has no such route. */
function renderWithAstro(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  handler: AstroHandler,
  locals: App.Locals,
  site: Readonly<Record<string, string>>,
): Promise<boolean> {
  compressOnDemand(incoming, outgoing);
  for (const [name, value] of Object.entries(site)) outgoing.setHeader(name, value);
  outgoing.setHeader('Cache-Control', 'private, no-store');
  return new Promise((resolve, reject) => {
    handler(incoming, outgoing, () => resolve(false), locals).then(() => resolve(true), reject);
  });
}

const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

function rawPath(target: string): string {
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}

/** The decoded path of a request target in origin form (`/about?x=1`); none when it does not decode. */
function requestPath(target: string): string | undefined {
  const path = rawPath(target);
  if (!path.includes('%')) return path;
  try {
    return decodeURI(path);
  } catch {
    return undefined;
  }
}

/**
 * The whole site. Pages are answered on the Node response, where Astro's Node handler writes, with
 * no Request object or Hono app in between: pre-rendered files first (that translation and dispatch
 * were most of a page's cost, decision 061), then Astro's on-demand pages, and anything Astro has no
 * page for gets the pre-rendered 404 page with status 404. `answerFirst` takes every request outside
 * `/api`; the server hands the rest to the API app.
 */
export function createSiteApp({ api, staticFiles, astroHandler, logger, siteHeaders }: SiteOptions) {
  const notFoundPage = staticFiles.get('/404.html');
  const apiFetch = (request: Request) => Promise.resolve(api.fetch(request, {}));

  const answerPage = async (request: IncomingMessage, response: ServerResponse, path: string | undefined): Promise<number> => {
    const site = siteHeaders(request.headers['x-forwarded-proto']?.toString());
    const file = path === undefined || (request.method !== 'GET' && request.method !== 'HEAD') ? undefined : staticFiles.get(path);
    if (file) return writeStaticFile(request, response, site, file, 200);
    // Astro keeps the object it is handed as the request's `locals` and the middleware writes who is
    // signed in there, so each request needs its own: shared, one visitor's page could render as another's.
    if (await renderWithAstro(request, response, astroHandler, { apiFetch }, site)) return response.statusCode;
    if (notFoundPage) return writeStaticFile(request, response, site, notFoundPage, 404);
    const text = '404 Page Not Found';
    response.writeHead(404, { ...site, 'Content-Type': 'text/plain; charset=UTF-8', 'Content-Length': text.length }).end(text);
    return 404;
  };

  /** Answers a request for a page and says true; false leaves an API request (or one in no path form) to `fetch`. */
  const answerFirst = (request: IncomingMessage, response: ServerResponse): boolean => {
    const target = request.url;
    if (!target?.startsWith('/') || isApiPath(rawPath(target))) return false;
    const path = requestPath(target);
    const started = performance.now();
    const requestId = randomUUID();
    answerPage(request, response, path).then(
      (status) => logRequest(logger, { requestId, method: request.method ?? '', path: path ?? target, status, started }),
      (error: unknown) => {
        logger.error('page failed', { requestId, path: path ?? target, error });
        if (response.headersSent) response.destroy();
        else response.writeHead(500, { 'Content-Type': 'text/plain; charset=UTF-8' }).end('Internal Server Error');
      },
    );
    return true;
  };
  return { answerFirst };
}
