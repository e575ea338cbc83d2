import { and, eq, gt, inArray, lt, or, type SQL } from 'drizzle-orm';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { berthReservations } from '#api/db/schema/index.ts';

/** A stage's message goes to every tenant with a stay in the coming week. */
const noticeWindowDays = 7;

/**
 * Stays that keep a vessel at the marina some day of the coming week (a stay covers
 * [arrival, departure)): confirmed or under way, or paid and awaiting the office's approval.
 */
export function staysInNoticeWindow(now: Date): SQL {
  const today = facilityToday(now);
  const kept = or(
    inArray(berthReservations.status, ['confirmed', 'active']),
    and(eq(berthReservations.status, 'pending'), eq(berthReservations.paymentStatus, 'paid')),
  );
  const condition = and(
    kept,
    lt(berthReservations.arrivalDate, addDays(today, noticeWindowDays)),
    gt(berthReservations.departureDate, today),
  );
  if (!condition) throw new Error('the notice window has conditions');
  return condition;
}
