import { and, eq, isNull } from 'drizzle-orm';
import { berthReservations, stormPlans } from '#api/db/schema/index.ts';

/** Joins a stay to its vessel's current plan for the season (none for a stay booked without a vessel on record). */
export const currentPlanOfStay = (seasonYear: number) =>
  and(eq(stormPlans.vesselId, berthReservations.vesselId), eq(stormPlans.seasonYear, seasonYear), isNull(stormPlans.replacedAt));
