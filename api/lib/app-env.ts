import type { HttpBindings } from '@hono/node-server';
import type { Config } from '#api/env.ts';
import type { Database } from '#api/db/client.ts';
import type { PaymentProvider } from '#api/payments/provider.ts';
import type { FileStore } from '#api/storage/file-store.ts';
import type { ServiceContext } from '#api/services/context.ts';
import type { Actor } from '#api/auth/actor.ts';
import type { Clock } from './clock.ts';
import type { Logger } from './logger.ts';

/** What every route can reach: the process's configuration, database, clock, logger and card payments. */
export interface AppDependencies {
  config: Config;
  db: Database;
  clock: Clock;
  logger: Logger;
  /** Null when card payment is unavailable (production without Stripe keys). */
  payments: PaymentProvider | null;
  /** Uploaded files, in the driver chosen by FILE_STORE. */
  files: FileStore;
}

// Bindings are optional: under `app.request()` in tests there is no Node socket.
export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId: string;
    /** The caller, decided once by `identifyActor`. */
    actor: Actor;
    /** What the route hands to the use case it calls. */
    ctx: ServiceContext;
  };
}
