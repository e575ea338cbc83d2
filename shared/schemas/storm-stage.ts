import { z } from 'zod';
import { optionalText } from './lead-common.ts';

/** The stage that says the storm has passed: it, like no stage, needs no storm name. */
export const allClearStage = 'all-clear';

/**
 * Staff setting the storm stage: a stage key from content/storm-season.json, or null for no
 * storm; the storm's name is required for every stage but all clear.
 */
export const stormStageUpdateSchema = z
  .object({
    stage: z
      .string()
      .regex(/^[a-z][a-z-]*$/, 'Choose a storm stage')
      .max(40)
      .nullable(),
    stormName: optionalText('Storm name', { max: 80 }),
    note: optionalText('Note', { max: 500, lines: 'multi-line' }),
  })
  .refine(({ stage, stormName }) => stage === null || stage === allClearStage || Boolean(stormName), {
    message: 'Storm name is required',
    path: ['stormName'],
  });

export type StormStageUpdate = z.output<typeof stormStageUpdateSchema>;

/** The current storm stage in words, for the banner and the admin panel; stage null means no storm. */
export interface StormStageView {
  stage: { key: string; name: string; meaning: string } | null;
  stormName: string | null;
  note: string | null;
  since: string | null;
}

/** A stage staff can choose, in the order content/storm-season.json gives. */
export interface StormStageOption {
  key: string;
  name: string;
  meaning: string;
}

/** What the office's storm panel reads: the stage now and the stages to choose from. */
export interface StormStageAdminView {
  current: StormStageView;
  stages: StormStageOption[];
}

/** The answer to staff setting a stage: the stage now, and how many tenants its message goes to. */
export interface StormStageSetView extends StormStageView {
  /** 0 when the stage was only edited (same stage, new name or note) or set to none. */
  tenantsNotified: number;
}
