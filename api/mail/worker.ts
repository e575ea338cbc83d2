import type { Database } from '#api/db/client.ts';
import type { Clock } from '#api/lib/clock.ts';
import type { Logger } from '#api/lib/logger.ts';
import { startPeriodicRun, type PeriodicRun } from '#api/lib/periodic-run.ts';
import type { FileStore } from '#api/storage/file-store.ts';
import type { Mailer } from './mailer.ts';
import { processOutbox } from './outbox.ts';

export interface MailWorkerOptions {
  db: Database;
  /** Where attachments are read from. */
  files: FileStore;
  mailer: Mailer | undefined;
  logger: Logger;
  clock: Clock;
  intervalMs: number;
}

/**
 * Works through the outbox every `intervalMs`; stopping ends a run after the message being sent and
 * also closes the mail server connection.
 */
export function startMailWorker({ db, files, mailer, logger, clock, intervalMs }: MailWorkerOptions): PeriodicRun {
  const run = startPeriodicRun(
    async (stopping) => {
      await processOutbox(db, files, mailer, logger, clock, stopping);
    },
    intervalMs,
    (error) => logger.error('mail outbox run failed', { error }),
  );
  return {
    stop: async () => {
      await run.stop();
      mailer?.close();
    },
  };
}
