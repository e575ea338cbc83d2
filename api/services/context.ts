import type { Actor } from '#api/auth/actor.ts';
import type { Database } from '#api/db/client.ts';
import type { Config } from '#api/env.ts';
import type { Clock } from '#api/lib/clock.ts';
import type { PaymentProvider } from '#api/payments/provider.ts';
import type { FileStore } from '#api/storage/file-store.ts';

/** What the mails a use case queues need to know about the site. */
export interface MailSettings {
  leadsEmail: string;
  siteUrl: URL | undefined;
}

/**
 * The one argument every use case takes first: who asks, the database (or the transaction the
 * caller is in), the time, and the process's card payments, mail settings and file store.
 */
export interface ServiceContext {
  actor: Actor;
  db: Database;
  clock: Clock;
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
  payments: PaymentProvider | null;
  files: FileStore;
}

/** The context for a caller: a request's actor, or nobody for background work. */
export function serviceContext({ config, db, clock, payments, files }: ContextSources, actor: Actor): ServiceContext {
  return { actor, db, clock, payments, files, mail: { leadsEmail: config.mail.leadsEmail, siteUrl: config.siteUrl } };
}

/** The same context inside a transaction, for helpers that must share it. */
export function inTransaction(context: ServiceContext, tx: Database): ServiceContext {
  return { ...context, db: tx };
}
