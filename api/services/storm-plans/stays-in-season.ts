import { and, eq, gt, inArray, lte, or, type SQL } from 'drizzle-orm';
import { facilityToday } from '#shared/stay-dates.ts';
import { seasonCloses } from '#shared/storm-plan-season.ts';
import { loadStormSeason } from '#api/content/storm-season.ts';
import { berthReservations } from '#api/db/schema/index.ts';

/**
 * Stays that keep a vessel at the marina some day from today to the season's close (decision 112):
 * confirmed or under way, or paid and awaiting approval, as the storm notices count them. A stay
 * that has ended, or begins after the season, needs no plan for it.
 */
export function staysInPlanSeason(now: Date, seasonYear: number): SQL {
  const condition = and(
    or(
      inArray(berthReservations.status, ['confirmed', 'active']),
      and(eq(berthReservations.status, 'pending'), eq(berthReservations.paymentStatus, 'paid')),
    ),
    gt(berthReservations.departureDate, facilityToday(now)),
    lte(berthReservations.arrivalDate, seasonCloses(seasonYear, loadStormSeason())),
  );
  if (!condition) throw new Error('the season window has conditions');
  return condition;
}
