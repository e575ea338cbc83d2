import { daysBetween } from './stay-dates.ts';

/** How many days before a certificate's expiration date its owner is reminded (decision 113). */
export const insuranceReminderDays = [30, 14, 3] as const;

/**
 * The reminder due today for a certificate ending on `expiresOn`: the nearest threshold it has
 * reached, or null outside them (further off than the first, or already ended). Only the nearest
 * is due, so a job that missed a threshold (the server was down) does not send two at once.
 */
export function dueReminder(expiresOn: string, today: string): number | null {
  const daysLeft = daysBetween(today, expiresOn);
  if (daysLeft <= 0) return null;
  const reached = insuranceReminderDays.filter((days) => daysLeft <= days);
  return reached.length === 0 ? null : Math.min(...reached);
}
