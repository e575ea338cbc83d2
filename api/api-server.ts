import { createApp } from './app.ts';
import { bootRuntime, serveUntilStopped } from './boot.ts';
import { loadConfigOrExit } from './config-or-exit.ts';

// The API alone, for deployments that put the static site on a CDN, and for `npm run dev`.
const startedAt = performance.now();
const runtime = await bootRuntime(loadConfigOrExit());
await serveUntilStopped(runtime, { fetch: createApp(runtime.deps).fetch }, startedAt);
