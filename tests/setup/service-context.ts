import { anonymousActor, type Actor } from '#api/auth/actor.ts';
import type { Database } from '#api/db/client.ts';
import { systemClock, type Clock } from '#api/lib/clock.ts';
import type { Logger } from '#api/lib/logger.ts';
import type { PaymentProvider } from '#api/payments/provider.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { createDatabaseFileStore } from '#api/storage/database-file-store.ts';
import type { FileStore } from '#api/storage/file-store.ts';
import { createMemoryLogger } from './memory-logger.ts';

/** A staff member's context, for calling a use case directly (the routes build theirs per request). */
export const testStaffActor: Actor = {
  ...anonymousActor,
  staff: { userId: '00000000-0000-4000-8000-000000000001', username: 'harbormaster', sessionId: '00000000-0000-4000-8000-000000000002' },
};

export function testServiceContext(parts: {
  db: Database;
  payments: PaymentProvider | null;
  actor?: Actor;
  clock?: Clock;
  files?: FileStore;
  log?: Logger;
}): ServiceContext {
  return {
    actor: parts.actor ?? testStaffActor,
    db: parts.db,
    clock: parts.clock ?? systemClock,
    log: parts.log ?? createMemoryLogger(),
    payments: parts.payments,
    mail: { leadsEmail: 'operations@bayoulafourchemarine.com', siteUrl: undefined },
    files: parts.files ?? createDatabaseFileStore(parts.db),
  };
}
