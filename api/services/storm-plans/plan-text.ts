import type { VesselType } from '#shared/lead-options.ts';
import type { StormPlanBody } from '#shared/schemas/storm-plan.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import { planDueDate, seasonCloses } from '#shared/storm-plan-season.ts';
import type { StormSeason } from '#shared/storm-season.ts';

/** What a plan's text is filled from besides the plan itself. */
export interface PlanTextFacts {
  seasonYear: number;
  season: StormSeason;
  vessel: { name: string; vesselType: VesselType; length: number };
  ownerName: string;
}

/**
 * Fills `{{name}}` placeholders. A placeholder the values do not have is an editing mistake in
 * content/storm-plan.md, refused by name rather than signed as braces.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`content/storm-plan.md: unknown placeholder {{${name}}}`);
    return value;
  });
}

function intentText(plan: StormPlanBody): string {
  switch (plan.intent) {
    case 'stay':
      return [
        'The vessel stays in its slip.',
        `Extra lines: ${plan.extraLines}`,
        `Fenders: ${plan.fenders}`,
        `Tended by: ${plan.tendedBy}`,
      ].join('\n');
    case 'haul':
      return 'The vessel is hauled out by the marina and joins the haul-out list when a storm stage is set.';
    case 'leave':
      return `The vessel leaves for ${plan.destination} and will have left by ${formatStayDate(plan.leaveBy)}.`;
  }
}

/** The plan's text as the owner reviews and signs it: the marina's template filled from the plan. */
export function stormPlanText(template: string, plan: StormPlanBody, facts: PlanTextFacts): string {
  const { season, seasonYear, vessel } = facts;
  return fillTemplate(template, {
    seasonYear: String(seasonYear),
    vesselName: vessel.name,
    vesselType: vessel.vesselType,
    vesselLength: String(vessel.length),
    ownerName: facts.ownerName,
    seasonOpens: formatStayDate(planDueDate(seasonYear, { stormPlanDue: season.season.opens })),
    seasonCloses: formatStayDate(seasonCloses(seasonYear, season)),
    intentText: intentText(plan),
    mannedText: plan.manned ? 'Someone will be aboard the vessel through the storm.' : 'Nobody will be aboard the vessel.',
    keysText: plan.keysWithOffice ? 'Keys to the vessel are left with the harbor office.' : 'No keys are left with the harbor office.',
    emergencyName: plan.emergencyName,
    emergencyPhone: plan.emergencyPhone,
  });
}
