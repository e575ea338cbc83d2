import type { Logger } from '#api/lib/logger.ts';
import { startPeriodicRun, type PeriodicRun } from '#api/lib/periodic-run.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { sendStormPlanReminders } from './send-plan-reminders.ts';

// Reminders are counted in days before the due date, so an hour late costs nothing.
const planReminderIntervalMs = 60 * 60 * 1000;

/** Queues the storm-plan reminders due every `intervalMs`; stopping ends a run after its current customer. */
export function startStormPlanReminderWorker(ctx: ServiceContext, logger: Logger, intervalMs = planReminderIntervalMs): PeriodicRun {
  return startPeriodicRun(
    async (stopping) => {
      const queued = await sendStormPlanReminders(ctx, stopping);
      if (queued > 0) logger.info('storm plan reminders queued', { queued });
    },
    intervalMs,
    (error) => logger.error('storm plan reminders failed', { error }),
  );
}
