import { createApp } from './app.ts';
import { bootRuntime, serveUntilStopped } from './boot.ts';
import { loadConfigOrExit } from './config-or-exit.ts';
import { openDatabaseOrExit } from './db/client.ts';

// The API alone, for deployments that put the static site on a CDN, and for `npm run dev`.
const startedAt = performance.now();
const config = loadConfigOrExit();
const runtime = await bootRuntime(config, { database: openDatabaseOrExit({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }) });
await serveUntilStopped(runtime, { fetch: createApp(runtime.deps).fetch }, startedAt);
