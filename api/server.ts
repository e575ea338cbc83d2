import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { bootRuntime, loadConfigOrExit, serveUntilStopped } from './boot.ts';
import { loadBuiltPagePolicy } from './http/built-page-policy.ts';
import { createSiteApp, type AstroHandler } from './http/site-app.ts';
import { siteHeadersFor } from './http/site-headers.ts';
import { StaticFiles } from './http/static-files.ts';

const startedAt = performance.now();
const config = loadConfigOrExit();

const clientDirectory = fileURLToPath(new URL('../dist/client/', import.meta.url));
const serverEntry = new URL('../dist/server/entry.mjs', import.meta.url);
if (!existsSync(clientDirectory) || !existsSync(serverEntry)) {
  process.stderr.write('The site is not built yet: run `npm run build` first (or `npm run start:api` for the API alone).\n');
  process.exit(1);
}

const [runtime, staticFiles, astro, pagePolicy] = await Promise.all([
  bootRuntime(config),
  StaticFiles.load(clientDirectory),
  import(serverEntry.href) as Promise<{ handler: AstroHandler }>,
  loadBuiltPagePolicy(fileURLToPath(new URL('../dist/_headers.json', import.meta.url))),
]);
const site = createSiteApp({
  api: createApp(runtime.deps),
  staticFiles,
  astroHandler: astro.handler,
  logger: runtime.deps.logger,
  siteHeaders: siteHeadersFor(pagePolicy, config),
});
await serveUntilStopped(runtime, site.fetch, startedAt);
