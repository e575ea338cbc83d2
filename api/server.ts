import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from './config-or-exit.ts';
import { openDatabaseOrExit } from './db/client.ts';
import { loadBuiltPagePolicy } from './http/built-page-policy.ts';
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

// The database starts opening before the app's modules load, so the embedded one loads and checks
// its data on its own thread while they do (decision 061). A failure to open is reported where the
// start awaits it, in bootRuntime, not as an unhandled rejection meanwhile.
const database = openDatabaseOrExit({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
database.catch(() => undefined);
const [{ createApp }, { bootRuntime, serveUntilStopped }, { createSiteApp }, staticFiles, astro, pagePolicy] = await Promise.all([
  import('./app.ts'),
  import('./boot.ts'),
  import('./http/site-app.ts'),
  StaticFiles.load(clientDirectory),
  import(serverEntry.href) as Promise<{ handler: import('./http/site-app.ts').AstroHandler }>,
  loadBuiltPagePolicy(fileURLToPath(new URL('../dist/_headers.json', import.meta.url))),
]);
const runtime = await bootRuntime(config, { database });
const api = createApp(runtime.deps);
const site = createSiteApp({
  api,
  staticFiles,
  astroHandler: astro.handler,
  logger: runtime.deps.logger,
  siteHeaders: siteHeadersFor(pagePolicy, config),
});
await serveUntilStopped(runtime, { fetch: api.fetch, answerFirst: site.answerFirst }, startedAt);
