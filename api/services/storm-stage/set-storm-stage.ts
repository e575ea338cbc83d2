import type { StormStageUpdate, StormStageView } from '#shared/schemas/storm-stage.ts';
import { loadStormSeason } from '#api/content/storm-season.ts';
import { stormStage } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { readStormStage } from './read-storm-stage.ts';

/** Staff set the storm stage (or none); the audit row holds the stage, storm and note before and after. */
export async function setStormStage(ctx: ServiceContext, update: StormStageUpdate): Promise<StormStageView> {
  const stage = update.stage === null ? null : loadStormSeason().stages.find(({ key }) => key === update.stage);
  if (stage === undefined) throw new AppError('validation_failed', 'Choose a storm stage', { errors: { stage: 'Choose a storm stage' } });
  const row = {
    id: 1,
    stage: stage?.key ?? null,
    stormName: update.stormName || null,
    note: update.note || null,
    updatedAt: ctx.clock.now(),
    updatedBy: ctx.actor.staff?.userId ?? null,
  };
  await ctx.db.transaction(async (tx) => {
    const txCtx = inTransaction(ctx, tx);
    const before = await readStormStage(txCtx);
    await tx.insert(stormStage).values(row).onConflictDoUpdate({ target: stormStage.id, set: row });
    await recordAudit(txCtx, {
      action: 'storm-stage.set',
      entityType: 'storm-stage',
      entityId: 'marina',
      before: { stage: before.stage?.name ?? 'None', stormName: before.stormName, note: before.note },
      after: { stage: stage?.name ?? 'None', stormName: row.stormName, note: row.note },
    });
  });
  return readStormStage(ctx);
}
