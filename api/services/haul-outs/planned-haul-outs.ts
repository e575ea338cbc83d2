import { and, eq, exists, gt, not, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { berthReservations, haulOuts, stormNotices, stormNoticeVessels, stormPlans, type StormStageChange } from '#api/db/schema/index.ts';
import { currentPlanOfStay } from '#api/services/storm-plans/plan-join.ts';
import { staysInNoticeWindow } from '#api/services/storm-notices/stay-window.ts';

/**
 * When a stage asks tenants, every stay of the coming week whose vessel's signed plan says haul out
 * joins the haul-out list, in the order the plans were signed: the plan is the owner's standing
 * answer. A tenant who has answered a notice since signing has said what they want now, and a stay
 * on the list or hauled already keeps what it has.
 */
export async function haulPlannedVessels(
  tx: Database,
  { change, now, seasonYear }: { change: StormStageChange; now: Date; seasonYear: number },
): Promise<void> {
  const answeredSincePlan = tx
    .select({ one: sql`1` })
    .from(stormNoticeVessels)
    .innerJoin(stormNotices, eq(stormNotices.id, stormNoticeVessels.noticeId))
    .where(and(eq(stormNoticeVessels.reservationId, berthReservations.id), gt(stormNotices.answeredAt, stormPlans.signedAt)));
  const onListAlready = tx.select({ one: sql`1` }).from(haulOuts).where(eq(haulOuts.reservationId, berthReservations.id));
  const planned = await tx
    .select({ reservationId: berthReservations.id, signedAt: stormPlans.signedAt })
    .from(berthReservations)
    .innerJoin(stormPlans, currentPlanOfStay(seasonYear))
    .where(and(staysInNoticeWindow(now), eq(stormPlans.intent, 'haul'), not(exists(answeredSincePlan)), not(exists(onListAlready))));
  if (planned.length === 0) return;
  await tx
    .insert(haulOuts)
    .values(
      planned.map(({ reservationId, signedAt }) => ({
        reservationId,
        changeId: change.id,
        stormName: change.stormName,
        joinedAt: signedAt,
      })),
    )
    .onConflictDoNothing();
}
