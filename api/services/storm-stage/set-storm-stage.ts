import type { StormStageSetView, StormStageUpdate } from '#shared/schemas/storm-stage.ts';
import { eq, sql } from 'drizzle-orm';
import { loadStormSeason } from '#api/content/storm-season.ts';
import { stormStageChanges } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { noticeTenants } from '#api/services/storm-notices/notice-tenants.ts';
import { currentStageChange } from './current-stage-change.ts';
import { readStormStage } from './read-storm-stage.ts';

/**
 * Staff set the storm stage (or none). Entering a stage records a change of its own and tells every
 * tenant with a stay in the coming days, through the outbox, in the same transaction; setting the
 * stage already set only corrects its storm name and note, and tells nobody again. The audit row
 * holds the stage, storm and note before and after.
 */
export async function setStormStage(ctx: ServiceContext, update: StormStageUpdate): Promise<StormStageSetView> {
  const stage = update.stage === null ? null : loadStormSeason().stages.find(({ key }) => key === update.stage);
  if (stage === undefined) throw new AppError('validation_failed', 'Choose a storm stage', { errors: { stage: 'Choose a storm stage' } });
  const values = { stage: stage?.key ?? null, stormName: update.stormName || null, note: update.note || null };
  const tenantsNotified = await ctx.db.transaction(async (tx) => {
    // One change at a time: two staff setting the same stage at once make one change, not two
    // rounds of messages; the second reads the first's change once it has committed.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('storm-stage', 0))`);
    const txCtx = inTransaction(ctx, tx);
    const before = await readStormStage(txCtx);
    const current = await currentStageChange(txCtx);
    const setAt = ctx.clock.now();
    const setBy = ctx.actor.staff?.userId ?? null;
    let notified = 0;
    if (current && current.stage === values.stage) {
      await tx
        .update(stormStageChanges)
        .set({ ...values, setBy })
        .where(eq(stormStageChanges.id, current.id));
    } else {
      const [change] = await tx
        .insert(stormStageChanges)
        .values({ ...values, setAt, setBy })
        .returning();
      if (!change) throw new Error('the storm stage change was not stored');
      if (stage) notified = await noticeTenants(txCtx, { change, stage });
    }
    await recordAudit(txCtx, {
      action: 'storm-stage.set',
      entityType: 'storm-stage',
      entityId: 'marina',
      before: { stage: before.stage?.name ?? 'None', stormName: before.stormName, note: before.note },
      after: { stage: stage?.name ?? 'None', stormName: values.stormName, note: values.note, tenantsNotified: notified },
    });
    return notified;
  });
  return { ...(await readStormStage(ctx)), tenantsNotified };
}
