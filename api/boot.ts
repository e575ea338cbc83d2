import { resolve } from 'node:path';
import { pruneRateLimits } from './auth/rate-limit.ts';
import { customerDevices, pruneKnownDevices, staffDevices } from './auth/known-device.ts';
import { customerSessionPolicy, pruneSessions, staffSessionPolicy } from './auth/sessions.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { reportEmbeddedDurability } from './db/embedded-durability.ts';
import { demoMailLine, demoWelcomeLine } from './demo-welcome.ts';
import { seedDatabase } from './demo/seed-database.ts';
import type { Config } from './env.ts';
import type { AppDependencies } from './lib/app-env.ts';
import { systemClock } from './lib/clock.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { startPeriodicRun } from './lib/periodic-run.ts';
import { demoMailDirectory, mailerFor } from './mail/mailer.ts';
import { createPaymentProvider } from './payments/create-provider.ts';
import { startMailWorker } from './mail/worker.ts';
import { createFileStore } from './storage/create-file-store.ts';
import { loadHoldPolicy } from './content/hold-policy.ts';
import { loadStormSeason } from './content/storm-season.ts';
import { pruneIdempotencyKeys } from './services/idempotency.ts';
import { pruneMailedTokens } from './services/customers/mailed-tokens.ts';
import { pruneStaffSignInRecords } from './services/staff-auth/sign-in-failures.ts';
import { ensureDemoStaff } from './services/admin-users/demo-staff.ts';
import { ensureAdminUser } from './services/admin-users/ensure-admin-user.ts';
import { serviceContext } from './services/context.ts';
import { startDocumentPurgeWorker } from './services/documents/purge-worker.ts';
import { startHoldExpiryWorker } from './services/holds/hold-expiry-worker.ts';
import { startInsuranceReminderWorker } from './services/insurance/insurance-reminder-worker.ts';
import { startStormPlanReminderWorker } from './services/storm-plans/plan-reminder-worker.ts';
import { anonymousActor } from './auth/actor.ts';
import { startServer, stopOnSignals, type ServeOptions } from './http/serve.ts';

// Expired rate-limit windows, sessions, mailed account links, idempotency keys and long-unused known
// devices are deleted in the background; nothing reads them.
const pruneIntervalMs = 15 * 60 * 1000;

export interface Runtime {
  deps: AppDependencies;
  /** Tells the background workers to stop after their current unit of work (a mail, a batch of holds). */
  stopWorkers(): void;
  /** Stops the workers, waits for them, and closes the database. */
  close(): Promise<void>;
}

export interface BootOptions {
  logger?: Logger;
  /** The database, already opening; opened here when not given. */
  database?: Promise<DatabaseHandle>;
}

/** Opens and migrates the database, seeds an empty one, and makes sure the bootstrap admin exists. */
export async function bootRuntime(config: Config, options: BootOptions = {}): Promise<Runtime> {
  const logger = options.logger ?? createLogger({ level: config.logLevel, format: config.logFormat });
  // Read now, so a broken content/hold-policy.json or storm-season.json stops the start with its
  // file and field named instead of failing a visitor's first booking.
  loadHoldPolicy();
  loadStormSeason();
  const database = await (options.database ?? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const { db } = database;
  if (database.driver === 'pglite') reportEmbeddedDurability(logger, config.isProduction);
  const files = createFileStore(config, db);
  const { admin } = config;
  await database.exclusively(async () => {
    await seedDatabase(db, { demo: config.demoData, files, clock: systemClock });
    if (config.demoData) await ensureDemoStaff(db);
    if (admin) {
      const outcome = await ensureAdminUser(db, admin);
      logger.info(`admin user ${outcome}`, { username: admin.username });
    }
  });
  const pruneLog = logger.child({ worker: 'pruning' });
  const pruning = startPeriodicRun(
    async () => {
      const runs = await Promise.allSettled([
        pruneRateLimits(db, systemClock),
        pruneIdempotencyKeys(db, systemClock),
        pruneSessions(db, systemClock, customerSessionPolicy),
        pruneSessions(db, systemClock, staffSessionPolicy),
        pruneMailedTokens(db, systemClock),
        pruneKnownDevices(db, systemClock, customerDevices),
        pruneKnownDevices(db, systemClock, staffDevices),
        pruneStaffSignInRecords(db, systemClock),
      ]);
      for (const run of runs) if (run.status === 'rejected') pruneLog.error('pruning failed', { error: run.reason });
    },
    pruneIntervalMs,
    (error) => pruneLog.error('pruning failed', { error }),
  );
  const mailLog = logger.child({ worker: 'mail' });
  const mailWorker = startMailWorker({
    db,
    files,
    mailer: mailerFor(config),
    logger: mailLog,
    clock: systemClock,
    intervalMs: config.mailPollMs,
  });
  const deps = { config, db, clock: systemClock, logger, payments: createPaymentProvider(config.payments, db), files };
  const workerContext = (worker: string) => serviceContext(deps, anonymousActor, logger.child({ worker }));
  const holdExpiry = workerContext('hold-expiry');
  const holdExpiryWorker = startHoldExpiryWorker(holdExpiry, holdExpiry.log);
  const documentPurge = workerContext('document-purge');
  const documentPurgeWorker = startDocumentPurgeWorker(documentPurge, documentPurge.log);
  const insuranceReminders = workerContext('insurance-reminders');
  const insuranceReminderWorker = startInsuranceReminderWorker(insuranceReminders, insuranceReminders.log);
  const planReminders = workerContext('storm-plan-reminders');
  const planReminderWorker = startStormPlanReminderWorker(planReminders, planReminders.log);

  const workers = [pruning, holdExpiryWorker, documentPurgeWorker, insuranceReminderWorker, planReminderWorker, mailWorker];
  let workersStopped: Promise<unknown> | undefined;
  const stopWorkers = () => (workersStopped ??= Promise.all(workers.map((worker) => worker.stop())));
  return {
    deps,
    stopWorkers: () => void stopWorkers(),
    close: async () => {
      await stopWorkers();
      await database.close();
    },
  };
}

/** Listens on the configured port until SIGTERM/SIGINT, then drains and closes the runtime within SHUTDOWN_TIMEOUT_MS. */
export async function serveUntilStopped(
  runtime: Runtime,
  handlers: Pick<ServeOptions, 'fetch' | 'answerFirst'>,
  startedAt: number,
): Promise<void> {
  const { config, logger } = runtime.deps;
  const server = await startServer({
    ...handlers,
    host: config.host,
    port: config.port,
    logger,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    // The workers stop while the last requests are answered, so the whole shutdown fits the timeout.
    onShutdown: runtime.stopWorkers,
    onDrained: runtime.close,
  });
  stopOnSignals(server, logger);
  const url = `http://localhost:${server.port}`;
  logger.info('listening', { url, startupMs: Math.round(performance.now() - startedAt) });
  if (!config.demoData) return;
  const mailDirectory = demoMailDirectory(config);
  process.stdout.write(`\n${demoWelcomeLine(url)}\n${mailDirectory ? `${demoMailLine(resolve(mailDirectory))}\n` : ''}\n`);
}
