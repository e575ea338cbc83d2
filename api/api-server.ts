import { createApp } from './app.ts';
import { bootRuntime, loadConfigOrExit, serveUntilStopped } from './boot.ts';

// The API alone, for deployments that put the static site on a CDN, and for `npm run dev`.
const startedAt = performance.now();
const runtime = await bootRuntime(loadConfigOrExit());
await serveUntilStopped(runtime, createApp(runtime.deps).fetch, startedAt);
