import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from './config-or-exit.ts';
import { openDatabase } from './db/client.ts';

const startedAt = performance.now();
const config = loadConfigOrExit();

const clientDirectory = fileURLToPath(new URL('../dist/client/', import.meta.url));
const serverEntry = new URL('../dist/server/entry.mjs', import.meta.url);
if (!existsSync(clientDirectory) || !existsSync(serverEntry)) {
  process.stderr.write('The site is not built yet: run `npm run build` first (or `npm run start:api` for the API alone).\n');
  process.exit(1);
}

// The database starts opening before the app's modules are loaded: the embedded one loads and
// checks its data on its own thread meanwhile, which takes a second off the start (decision 061).
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const [{ createApp }, { bootRuntime, serveUntilStopped }, { loadBuiltPagePolicy }, { createSiteApp }, { siteHeadersFor }, { StaticFiles }] =
  await Promise.all([
    import('./app.ts'),
    import('./boot.ts'),
    import('./http/built-page-policy.ts'),
    import('./http/site-app.ts'),
    import('./http/site-headers.ts'),
    import('./http/static-files.ts'),
    database,
  ]);

const [runtime, staticFiles, astro, pagePolicy] = await Promise.all([
  bootRuntime(config, { database }),
  StaticFiles.load(clientDirectory),
  import(serverEntry.href) as Promise<{ handler: import('./http/site-app.ts').AstroHandler }>,
  loadBuiltPagePolicy(fileURLToPath(new URL('../dist/_headers.json', import.meta.url))),
]);
const site = createSiteApp({
  api: createApp(runtime.deps),
  staticFiles,
  astroHandler: astro.handler,
  logger: runtime.deps.logger,
  siteHeaders: siteHeadersFor(pagePolicy, config),
});
await serveUntilStopped(runtime, { fetch: site.fetch, answerFirst: site.answerStatic }, startedAt);
