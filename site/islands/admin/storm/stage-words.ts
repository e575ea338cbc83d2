import type { StormStageView } from '#shared/schemas/storm-stage.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';

/** "Port Condition Yankee — Hurricane Alma, set Nov 28, 2026, 6:05 PM CST", or that there is no stage. */
export function stageWords({ stage, stormName, since }: StormStageView): string {
  if (!stage) return 'No storm stage set';
  const named = stormName ? `${stage.name} — ${stormName}` : stage.name;
  return since ? `${named}, set ${formatFacilityDateTime(since)}` : named;
}
