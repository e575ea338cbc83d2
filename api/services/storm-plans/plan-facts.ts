import { eq } from 'drizzle-orm';
import { mannedRequired, mannedRequiredMessage, type StormPlanBody } from '#shared/schemas/storm-plan.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { planSeasonYear } from '#shared/storm-plan-season.ts';
import { loadStormPlanTemplate } from '#api/content/storm-plan-template.ts';
import { loadStormSeason } from '#api/content/storm-season.ts';
import type { Database } from '#api/db/client.ts';
import { customers, type CustomerVessel } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { findVessel } from '#api/services/customer-vessels/vessel-records.ts';
import { stormPlanText } from './plan-text.ts';

/** The season a plan signed now is for. */
export const currentPlanSeason = (now: Date) => planSeasonYear(facilityToday(now), loadStormSeason());

/**
 * The signed-in customer's vessel a plan is for, with the plan's filled text: another customer's
 * vessel reads as not found, a retired one is refused, and a commercial vessel staying in port
 * must be manned (said at the field, as the form says it).
 */
export async function planFor(
  db: Database,
  { customerId, vesselId, now }: { customerId: string; vesselId: string; now: Date },
  plan: StormPlanBody,
  { forUpdate = false } = {},
): Promise<{ vessel: CustomerVessel; seasonYear: number; text: string }> {
  const vessel = await findVessel(db, customerId, vesselId, { forUpdate });
  if (vessel.retiredAt)
    throw new AppError('conflict', 'This vessel is retired: put it back on record before you sign a storm plan for it.');
  if (mannedRequired(vessel.vesselType, plan.intent) && !plan.manned) {
    throw new AppError('validation_failed', mannedRequiredMessage, { errors: { manned: mannedRequiredMessage } });
  }
  const [owner] = await db
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!owner) throw new Error(`customer ${customerId} is missing`);
  const seasonYear = currentPlanSeason(now);
  const text = stormPlanText(loadStormPlanTemplate(), plan, {
    seasonYear,
    season: loadStormSeason(),
    vessel,
    ownerName: `${owner.firstName} ${owner.lastName}`,
  });
  return { vessel, seasonYear, text };
}

/** The plan's columns as stored: the fields of the other intents are null. */
export const planColumns = (plan: StormPlanBody) => ({
  intent: plan.intent,
  extraLines: plan.intent === 'stay' ? plan.extraLines : null,
  fenders: plan.intent === 'stay' ? plan.fenders : null,
  tendedBy: plan.intent === 'stay' ? plan.tendedBy : null,
  destination: plan.intent === 'leave' ? plan.destination : null,
  leaveBy: plan.intent === 'leave' ? plan.leaveBy : null,
  manned: plan.manned,
  keysWithOffice: plan.keysWithOffice,
  emergencyName: plan.emergencyName,
  emergencyPhone: plan.emergencyPhone,
});
