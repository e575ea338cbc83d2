import type { HttpBindings } from '@hono/node-server';
import type { Config } from '../env.ts';
import type { Database } from '../db/client.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { Logger } from './logger.ts';

/** What every route can reach: the process's configuration, database, logger and card payments. */
export interface AppDependencies {
  config: Config;
  db: Database;
  logger: Logger;
  /** Null when card payment is unavailable (production without Stripe keys). */
  payments: PaymentProvider | null;
}

// Bindings are optional: under `app.request()` in tests there is no Node socket.
export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: { requestId: string };
}
