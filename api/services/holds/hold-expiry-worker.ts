import type { Logger } from '#api/lib/logger.ts';
import { startPeriodicRun, type PeriodicRun } from '#api/lib/periodic-run.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { expireHolds } from './expire-holds.ts';

// Availability already ignores a hold from its expiry instant; the worker only tidies up after it
// (status, reason, the provider's intent), so a short delay costs nothing.
const holdExpiryIntervalMs = 30_000;

/** Settles holds that ran out every `intervalMs`; stopping ends a run after its current batch. */
export function startHoldExpiryWorker(ctx: ServiceContext, logger: Logger, intervalMs = holdExpiryIntervalMs): PeriodicRun {
  return startPeriodicRun(
    async (stopping) => {
      const run = await expireHolds(ctx, stopping);
      for (const failure of run.failures) logger.error('expired hold not settled: will retry', failure);
      if (run.cancelled + run.paid > 0)
        logger.info('expired holds settled', { cancelled: run.cancelled, paid: run.paid, waiting: run.waiting });
    },
    intervalMs,
    (error) => logger.error('hold expiry run failed', { error }),
  );
}
