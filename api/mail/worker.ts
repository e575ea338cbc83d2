import type { Database } from '../db/client.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from './mailer.ts';
import { processOutbox } from './outbox.ts';

export interface MailWorker {
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

export interface MailWorkerOptions {
  db: Database;
  mailer: Mailer | undefined;
  logger: Logger;
  intervalMs: number;
}

/** Works through the outbox every `intervalMs`; a run still going when the next is due is not doubled. */
export function startMailWorker({ db, mailer, logger, intervalMs }: MailWorkerOptions): MailWorker {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= processOutbox(db, mailer, logger)
      .then(
        () => undefined,
        (error: unknown) => logger.error('mail outbox run failed', { error }),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
      mailer?.close();
    },
  };
}
