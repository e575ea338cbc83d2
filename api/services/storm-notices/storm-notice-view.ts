import { asc, eq } from 'drizzle-orm';
import type { StormNoticeView } from '#shared/schemas/storm-answer.ts';
import { loadStormSeason } from '#api/content/storm-season.ts';
import { berthReservations, berths, stormNoticeVessels, type StormNotice, type StormStageChange } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';

/** A notice as its answer page shows it: the stage in words, the tenant's stays and their answers. */
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
  return {
    tenantName: notice.name,
    stage: { name: stage.name, meaning: stage.meaning, tenantsMust: stage.tenantsMust },
    stormName: change.stormName,
    note: change.note,
    since: change.setAt.toISOString(),
    vessels,
    answeredAt: notice.answeredAt?.toISOString() ?? null,
  };
}
