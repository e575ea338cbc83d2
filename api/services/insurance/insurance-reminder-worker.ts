import type { Logger } from '#api/lib/logger.ts';
import { startPeriodicRun, type PeriodicRun } from '#api/lib/periodic-run.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { sendInsuranceReminders } from './send-insurance-reminders.ts';

// Reminders are counted in days: an hour late costs nothing.
const reminderIntervalMs = 60 * 60 * 1000;

/** Sends the day's insurance expiry reminders every `intervalMs`; each reminder goes once, whichever process runs it. */
export function startInsuranceReminderWorker(ctx: ServiceContext, logger: Logger, intervalMs = reminderIntervalMs): PeriodicRun {
  return startPeriodicRun(
    async (stopping) => {
      const sent = await sendInsuranceReminders(ctx, stopping);
      if (sent > 0) logger.info('insurance reminders sent', { sent });
    },
    intervalMs,
    (error) => logger.error('insurance reminders failed', { error }),
  );
}
