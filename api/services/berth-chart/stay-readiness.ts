import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { readinessOf, type Readiness } from '#shared/berth-readiness.ts';
import type { ChartStorm } from '#shared/berth-chart-views.ts';
import { allClearStage } from '#shared/schemas/storm-stage.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { loadStormSeason } from '#api/content/storm-season.ts';
import { haulOuts, stormNotices, stormNoticeVessels, type BerthReservation } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { currentStageChange } from '#api/services/storm-stage/current-stage-change.ts';

type ChartStayFacts = Pick<BerthReservation, 'id' | 'arrivalDate' | 'departureDate' | 'status' | 'paymentStatus'>;

// The stays a stage's message is about: kept at the marina some day of the coming week (as stay-window.ts).
const noticeWindowDays = 7;
const keptInWeek = (stay: ChartStayFacts, today: string) =>
  stay.arrivalDate < addDays(today, noticeWindowDays) &&
  stay.departureDate > today &&
  (stay.status === 'confirmed' || stay.status === 'active' || (stay.status === 'pending' && stay.paymentStatus === 'paid'));

/**
 * The storm stage now and the readiness of each stay of the chart it concerns, from the stage's
 * answers and the haul-out list; nothing while no stage is set or after the all clear, which asks
 * nothing. A vessel hauled out counts for the storm it was hauled for, not for a later one.
 */
export async function stayReadiness(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  stays: ChartStayFacts[],
): Promise<{ storm: ChartStorm | null; readiness: Map<string, Readiness> }> {
  const readiness = new Map<string, Readiness>();
  const change = await currentStageChange(ctx);
  const stage = loadStormSeason().stages.find(({ key }) => key === change?.stage);
  if (!change || !stage || stage.key === allClearStage) return { storm: null, readiness };
  const storm = { stageName: stage.name, stormName: change.stormName };
  const ids = stays.map(({ id }) => id);
  if (ids.length === 0) return { storm, readiness };
  const [answers, hauls] = await Promise.all([
    ctx.db
      .select({ reservationId: stormNoticeVessels.reservationId, intent: stormNoticeVessels.intent, manned: stormNoticeVessels.manned })
      .from(stormNoticeVessels)
      .innerJoin(stormNotices, eq(stormNotices.id, stormNoticeVessels.noticeId))
      .where(and(eq(stormNotices.changeId, change.id), inArray(stormNoticeVessels.reservationId, ids))),
    ctx.db
      .select({ reservationId: haulOuts.reservationId, hauledAt: haulOuts.hauledAt })
      .from(haulOuts)
      .where(
        and(
          inArray(haulOuts.reservationId, ids),
          change.stormName ? or(isNull(haulOuts.hauledAt), eq(haulOuts.stormName, change.stormName)) : isNull(haulOuts.hauledAt),
        ),
      ),
  ]);
  const answerOf = new Map(answers.map((answer) => [answer.reservationId, answer]));
  const haulOf = new Map<string, 'waiting' | 'hauled'>();
  for (const { reservationId, hauledAt } of hauls) {
    if (haulOf.get(reservationId) !== 'waiting') haulOf.set(reservationId, hauledAt ? 'hauled' : 'waiting');
  }
  const today = facilityToday(ctx.clock.now());
  for (const stay of stays) {
    const answer = answerOf.get(stay.id);
    const haulOut = haulOf.get(stay.id) ?? null;
    if (!answer && !haulOut && !keptInWeek(stay, today)) continue;
    readiness.set(
      stay.id,
      readinessOf({
        told: answer !== undefined,
        answer: answer?.intent ? { intent: answer.intent, manned: answer.manned } : null,
        haulOut,
      }),
    );
  }
  return { storm, readiness };
}
