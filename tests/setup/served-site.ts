import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '#api/http/serve.ts';
import { createSiteApp, type AstroHandler, type SiteOptions } from '#api/http/site-app.ts';
import { siteHeadersFor } from '#api/http/site-headers.ts';
import { policyWithoutInlineScripts } from '#api/http/site-policy.ts';
import { StaticFiles } from '#api/http/static-files.ts';
import type { Logger } from '#api/lib/logger.ts';

export const quietLogger: Logger = { info: () => {}, error: () => {}, child: () => quietLogger };

export interface SiteSetup {
  /** The built files; an empty folder when not given. */
  staticDirectory?: string;
  astroHandler?: AstroHandler;
  api?: SiteOptions['api'];
  logger?: Logger;
  transport?: { siteUrl: URL | undefined; trustProxy: number };
}

/**
 * The site on a free port of 127.0.0.1, served as the server serves it (pages on the Node response,
 * the API through the site's fetch), with a policy of no inline scripts.
 */
export async function serveSite(setup: SiteSetup = {}): Promise<RunningServer> {
  const logger = setup.logger ?? quietLogger;
  const api = setup.api ?? { fetch: () => new Response(null, { status: 204 }) };
  const site = createSiteApp({
    api,
    staticFiles: await StaticFiles.load(setup.staticDirectory ?? (await mkdtemp(join(tmpdir(), 'served-site-')))),
    astroHandler: setup.astroHandler ?? (async (_request, _response, next) => next()),
    logger,
    siteHeaders: siteHeadersFor(policyWithoutInlineScripts, setup.transport ?? { siteUrl: undefined, trustProxy: 0 }),
  });
  return startServer({
    fetch: (request) => api.fetch(request, {}),
    answerFirst: site.answerFirst,
    host: '127.0.0.1',
    port: 0,
    logger,
    shutdownTimeoutMs: 1_000,
    onDrained: async () => {},
  });
}
