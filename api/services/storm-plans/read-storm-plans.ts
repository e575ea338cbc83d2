import { and, eq, isNull } from 'drizzle-orm';
import { planDueDate, type StormPlanStatusView } from '#shared/storm-plan-season.ts';
import { loadStormSeason } from '#api/content/storm-season.ts';
import { stormPlans, type StormPlan } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { signedInCustomerId } from '#api/services/customer-area/signed-in-customer.ts';
import { currentPlanSeason } from './plan-facts.ts';

/** A vessel's plan status for a season: the current plan, or none yet with the day it is due. */
export function planStatusOf(
  seasonYear: number,
  plan: Pick<StormPlan, 'signedAt' | 'intent' | 'signerName'> | undefined,
): StormPlanStatusView {
  return {
    seasonYear,
    dueDate: planDueDate(seasonYear, loadStormSeason()),
    plan: plan ? { signedAt: plan.signedAt.toISOString(), intent: plan.intent, signerName: plan.signerName } : null,
  };
}

/**
 * The signed-in customer's storm plans for the season (`GET /api/customer/storm-plans`): the
 * season, its due date, and each vessel's current plan by vessel id (a vessel without one is absent).
 */
export async function readMyStormPlans(
  ctx: ServiceContext,
): Promise<{ seasonYear: number; dueDate: string; plans: Record<string, StormPlanStatusView['plan']> }> {
  const seasonYear = currentPlanSeason(ctx.clock.now());
  const rows = await ctx.db
    .select({ vesselId: stormPlans.vesselId, signedAt: stormPlans.signedAt, intent: stormPlans.intent, signerName: stormPlans.signerName })
    .from(stormPlans)
    .where(and(eq(stormPlans.customerId, signedInCustomerId(ctx)), eq(stormPlans.seasonYear, seasonYear), isNull(stormPlans.replacedAt)));
  const { dueDate } = planStatusOf(seasonYear, undefined);
  return {
    seasonYear,
    dueDate,
    plans: Object.fromEntries(rows.map(({ vesselId, ...plan }) => [vesselId, planStatusOf(seasonYear, plan).plan])),
  };
}
