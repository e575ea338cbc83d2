import type { HttpBindings } from '@hono/node-server';
import type { Config } from '../env.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from './logger.ts';

/** What every route can reach: the process's configuration, database and logger. */
export interface AppDependencies {
  config: Config;
  db: Database;
  logger: Logger;
}

// Bindings are optional: under `app.request()` in tests there is no Node socket.
export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: { requestId: string };
}
