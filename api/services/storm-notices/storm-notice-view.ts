import { asc, eq } from 'drizzle-orm';
import type { StormNoticeView } from '#shared/schemas/storm-answer.ts';
import { loadStormSeason } from '#api/content/storm-season.ts';
import { berthReservations, berths, stormNoticeVessels, type StormNotice, type StormStageChange } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { currentPlanSeason } from '#api/services/storm-plans/plan-facts.ts';
import { plansOnFile } from '#api/services/storm-plans/plans-on-file.ts';

/** A notice as its answer page shows it: the stage in words, the tenant's stays and their answers, and their plans on file. */
export async function stormNoticeView(
  { db }: Pick<ServiceContext, 'db'>,
  notice: StormNotice,
  change: StormStageChange,
): Promise<StormNoticeView> {
  const stage = loadStormSeason().stages.find(({ key }) => key === change.stage);
  if (!stage) throw new Error(`storm stage ${change.stage} is not in content`);
  const vessels = await db
    .select({
      reservationNumber: berthReservations.reservationNumber,
      vesselName: berthReservations.vesselName,
      berthName: berths.name,
      intent: stormNoticeVessels.intent,
      manned: stormNoticeVessels.manned,
    })
    .from(stormNoticeVessels)
    .innerJoin(berthReservations, eq(berthReservations.id, stormNoticeVessels.reservationId))
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .where(eq(stormNoticeVessels.noticeId, notice.id))
    .orderBy(asc(berthReservations.reservationNumber));
  const plans = notice.customerId ? await plansOnFile(db, currentPlanSeason(change.setAt), notice.customerId) : [];
  return {
    tenantName: notice.name,
    stage: { name: stage.name, meaning: stage.meaning, tenantsMust: stage.tenantsMust },
    stormName: change.stormName,
    note: change.note,
    since: change.setAt.toISOString(),
    vessels,
    plannedVessels: plans.map(({ vesselName, intent, manned }) => ({ vesselName, intent, manned })),
    answeredAt: notice.answeredAt?.toISOString() ?? null,
  };
}
