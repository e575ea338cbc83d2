import { createApp } from './app.ts';
import { bootRuntime, loadConfigOrExit } from './boot.ts';
import { startServer, stopOnSignals } from './http/serve.ts';
import { createLogger } from './lib/logger.ts';

// The API alone, for deployments that put the static site on a CDN, and for `npm run dev`.
const started = performance.now();
const config = loadConfigOrExit();
const logger = createLogger(config.logLevel);
const runtime = await bootRuntime(config, logger);
const server = await startServer({
  fetch: createApp(runtime.deps).fetch,
  host: config.host,
  port: config.port,
  logger,
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  onDrained: runtime.close,
});
stopOnSignals(server, logger);
logger.info('api listening', { url: `http://localhost:${server.port}`, startupMs: Math.round(performance.now() - started) });
