import { and, eq, gt, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { PrioritySeason } from '#shared/haul-out-priority.ts';
import { prioritySeason } from '#shared/haul-out-priority.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { loadStormSeason } from '#api/content/storm-season.ts';
import { berthReservations } from '#api/db/schema/index.ts';

/** The fee in content is whole dollars; invoices keep cents. */
export const priorityFeeCents = () => loadStormSeason().haulOutPriorityFee * 100;

/** The season priority bought now is for, with the facility's today. */
export function seasonNow(now: Date): { today: string; season: PrioritySeason } {
  const today = facilityToday(now);
  return { today, season: prioritySeason(today, loadStormSeason().season) };
}

/**
 * The customer's stays priority can be bought for: kept (confirmed or under way, or paid and
 * awaiting approval) and keeping the vessel at the marina some day of the season from today on.
 */
export function priorityStaysOf(customerId: string, season: PrioritySeason, today: string): SQL {
  const from = today > season.opens ? today : season.opens;
  const condition = and(
    eq(berthReservations.customerId, customerId),
    or(
      inArray(berthReservations.status, ['confirmed', 'active']),
      and(eq(berthReservations.status, 'pending'), eq(berthReservations.paymentStatus, 'paid')),
    ),
    lte(berthReservations.arrivalDate, season.closes),
    gt(berthReservations.departureDate, from),
  );
  if (!condition) throw new Error('the priority stays have conditions');
  return condition;
}
