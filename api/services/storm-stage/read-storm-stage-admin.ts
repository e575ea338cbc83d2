import type { StormStageAdminView } from '#shared/schemas/storm-stage.ts';
import { loadStormSeason } from '#api/content/storm-season.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { readStormStage } from './read-storm-stage.ts';

/** The office's storm panel: the stage now, and every stage content offers, in order. */
export async function readStormStageAdmin(ctx: Pick<ServiceContext, 'db'>): Promise<StormStageAdminView> {
  return {
    current: await readStormStage(ctx),
    stages: loadStormSeason().stages.map(({ key, name, meaning }) => ({ key, name, meaning })),
  };
}
