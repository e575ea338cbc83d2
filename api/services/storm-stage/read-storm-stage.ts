import type { StormStageView } from '#shared/schemas/storm-stage.ts';
import { loadStormSeason } from '#api/content/storm-season.ts';
import type { StormStageChange } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { currentStageChange } from './current-stage-change.ts';

/** The stage staff set last, named from content/storm-season.json; a key no longer there reads as none. */
export async function readStormStage(ctx: Pick<ServiceContext, 'db'>): Promise<StormStageView> {
  return stormStageView(await currentStageChange(ctx));
}

/** A stage change (none yet: undefined) as the public and the office read it. */
export function stormStageView(change: StormStageChange | undefined): StormStageView {
  const stage = loadStormSeason().stages.find(({ key }) => key === change?.stage);
  if (!change || !stage) return { stage: null, stormName: null, note: null, since: change?.setAt.toISOString() ?? null };
  return {
    stage: { key: stage.key, name: stage.name, meaning: stage.meaning },
    stormName: change.stormName,
    note: change.note,
    since: change.setAt.toISOString(),
  };
}
