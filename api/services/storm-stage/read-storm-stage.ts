import type { StormStageView } from '#shared/schemas/storm-stage.ts';
import { loadStormSeason } from '#api/content/storm-season.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { currentStageChange } from './current-stage-change.ts';

/** The stage staff set last, named from content/storm-season.json; a key no longer there reads as none. */
export async function readStormStage(ctx: Pick<ServiceContext, 'db'>): Promise<StormStageView> {
  const change = await currentStageChange(ctx);
  const stage = loadStormSeason().stages.find(({ key }) => key === change?.stage);
  if (!change || !stage) return { stage: null, stormName: null, note: null, since: change?.setAt.toISOString() ?? null };
  return {
    stage: { key: stage.key, name: stage.name, meaning: stage.meaning },
    stormName: change.stormName,
    note: change.note,
    since: change.setAt.toISOString(),
  };
}
