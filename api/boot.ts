import { pruneRateLimits } from './auth/rate-limit.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed.ts';
import { ConfigError, loadConfig, type Config } from './env.ts';
import type { AppDependencies } from './lib/app-env.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { createMailer } from './mail/mailer.ts';
import { createPaymentProvider } from './payments/create-provider.ts';
import { startMailWorker } from './mail/worker.ts';
import { ensureAdminUser } from './services/admin-users/ensure-admin-user.ts';
import { startServer, stopOnSignals, type ServeOptions } from './http/serve.ts';

const rateLimitPruneIntervalMs = 15 * 60 * 1000;
const mailOutboxIntervalMs = 5_000;

export interface Runtime {
  deps: AppDependencies;
  close(): Promise<void>;
}

/** Reads the environment once; a bad value ends the start with the list of what is wrong. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`);
    process.exit(1);
  }
}

/** Opens and migrates the database, seeds an empty one, and makes sure the bootstrap admin exists. */
export async function bootRuntime(config: Config, logger: Logger = createLogger(config.logLevel)): Promise<Runtime> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;
  await seedDatabase(db, { demo: config.demoData });
  if (config.admin) {
    const outcome = await ensureAdminUser(db, config.admin);
    logger.info(`admin user ${outcome}`, { username: config.admin.username });
  }
  const pruneTimer = setInterval(() => {
    pruneRateLimits(db).catch((error: unknown) => logger.error('rate limit pruning failed', { error }));
  }, rateLimitPruneIntervalMs);
  pruneTimer.unref();
  const mailWorker = startMailWorker({ db, mailer: createMailer(config.mail), logger, intervalMs: mailOutboxIntervalMs });

  return {
    deps: { config, db, logger, payments: createPaymentProvider(config.payments, db) },
    close: async () => {
      clearInterval(pruneTimer);
      await mailWorker.stop();
      await database.close();
    },
  };
}

/** Listens on the configured port until SIGTERM/SIGINT, then drains and closes the runtime. */
export async function serveUntilStopped(runtime: Runtime, fetch: ServeOptions['fetch'], startedAt: number): Promise<void> {
  const { config, logger } = runtime.deps;
  const server = await startServer({
    fetch,
    host: config.host,
    port: config.port,
    logger,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    onDrained: runtime.close,
  });
  stopOnSignals(server, logger);
  logger.info('listening', { url: `http://localhost:${server.port}`, startupMs: Math.round(performance.now() - startedAt) });
}
