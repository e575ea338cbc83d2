import type { Actor } from '#api/auth/actor.ts';
import type { Database } from '#api/db/client.ts';
import type { Config } from '#api/env.ts';
import type { Clock } from '#api/lib/clock.ts';
import type { Logger } from '#api/lib/logger.ts';
import type { PaymentProvider } from '#api/payments/provider.ts';
import type { FileStore } from '#api/storage/file-store.ts';

/** What the mails a use case queues need to know about the site. */
export interface MailSettings {
  leadsEmail: string;
  siteUrl: URL | undefined;
}

/**
 * The one argument every use case takes first: who asks, the database (or the transaction the
 * caller is in), the time, the log, and the process's card payments, mail settings and file store.
 */
export interface ServiceContext {
  actor: Actor;
  db: Database;
  clock: Clock;
  /** Lines carry the request's id (or the worker's name), so a failure a use case survives is found by it. */
  log: Logger;
  /** Null when card payment is unavailable (production without Stripe keys). */
  payments: PaymentProvider | null;
  mail: MailSettings;
  /** Works outside the caller's transaction: stored bytes are not rolled back with it. */
  files: FileStore;
}

/** What the process provides to every use case, whoever the caller. */
export interface ContextSources {
  config: Pick<Config, 'mail' | 'siteUrl'>;
  db: Database;
  clock: Clock;
  logger: Logger;
  payments: PaymentProvider | null;
  files: FileStore;
}

/**
 * The context for a caller: a request's actor, or nobody for background work; `log` is the
 * request's or the worker's child of the process's logger.
 */
export function serviceContext(sources: ContextSources, actor: Actor, log: Logger = sources.logger): ServiceContext {
  const { config, db, clock, payments, files } = sources;
  return { actor, db, clock, log, payments, files, mail: { leadsEmail: config.mail.leadsEmail, siteUrl: config.siteUrl } };
}

/** The same context inside a transaction, for helpers that must share it. */
export function inTransaction(context: ServiceContext, tx: Database): ServiceContext {
  return { ...context, db: tx };
}
