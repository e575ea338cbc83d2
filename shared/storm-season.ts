import { z } from 'zod';

const monthDay = z
  .object({ month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) })
  .refine(({ month, day }) => day <= new Date(Date.UTC(2024, month, 0)).getUTCDate(), { message: 'not a day of that month' });

const stage = z.object({
  key: z.string().regex(/^[a-z][a-z-]*$/, 'lower-case words joined by hyphens'),
  name: z.string().min(1),
  meaning: z.string().min(1),
  tenantsMust: z.array(z.string().min(1)).min(1),
});

/**
 * The hurricane season, the storm-plan due date and the storm stages in order
 * (content/storm-season.json), with the fee for haul-out priority: the one home for these facts, read by the API and the /hurricane page.
 */
export const stormSeasonSchema = z
  .object({
    season: z.object({ opens: monthDay, closes: monthDay }),
    stormPlanDue: monthDay,
    // Whole dollars a tenant pays for a vessel to go first on the haul-out list for one season.
    haulOutPriorityFee: z.number().int().min(1),
    stages: z.array(stage).min(1),
  })
  .refine(({ stages }) => new Set(stages.map(({ key }) => key)).size === stages.length, {
    message: 'each stage needs its own key',
    path: ['stages'],
  });

export type StormSeason = z.output<typeof stormSeasonSchema>;

/** One stage of the season, as content gives it. */
export type StormSeasonStage = StormSeason['stages'][number];
