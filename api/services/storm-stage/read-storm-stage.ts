import type { StormStageView } from '#shared/schemas/storm-stage.ts';
import { loadStormSeason } from '#api/content/storm-season.ts';
import { stormStage } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';

/** The stage staff set last, named from content/storm-season.json; a key no longer there reads as none. */
export async function readStormStage({ db }: Pick<ServiceContext, 'db'>): Promise<StormStageView> {
  const [row] = await db.select().from(stormStage);
  const stage = loadStormSeason().stages.find(({ key }) => key === row?.stage);
  if (!row || !stage) return { stage: null, stormName: null, note: null, since: row?.updatedAt.toISOString() ?? null };
  return {
    stage: { key: stage.key, name: stage.name, meaning: stage.meaning },
    stormName: row.stormName,
    note: row.note,
    since: row.updatedAt.toISOString(),
  };
}
