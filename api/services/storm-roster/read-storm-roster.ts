import { asc, eq, sql } from 'drizzle-orm';
import type { StormRosterRow, StormRosterView } from '#shared/storm-roster-views.ts';
import { berthReservations, berths, stormNotices, stormNoticeVessels, stormPlans } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { insuranceStatusOfVessels } from '#api/services/insurance/vessel-insurance-status.ts';
import { currentPlanSeason } from '#api/services/storm-plans/plan-facts.ts';
import { currentPlanOfStay } from '#api/services/storm-plans/plan-join.ts';
import { staysInNoticeWindow } from '#api/services/storm-notices/stay-window.ts';
import { currentStageChange } from '#api/services/storm-stage/current-stage-change.ts';
import { readStormStage } from '#api/services/storm-stage/read-storm-stage.ts';

/**
 * Every vessel with a stay in the coming week, with its tenant's answer to the stage now, its storm
 * plan for the season and its insurance: those who have not answered first, then by berth, so the
 * office works down the list from the top.
 */
export async function readStormRoster(ctx: Pick<ServiceContext, 'db' | 'clock'>): Promise<StormRosterView> {
  const change = await currentStageChange(ctx);
  const answers = ctx.db
    .select({
      reservationId: stormNoticeVessels.reservationId,
      intent: stormNoticeVessels.intent,
      manned: stormNoticeVessels.manned,
      notifiedAt: stormNotices.createdAt,
      answeredAt: stormNotices.answeredAt,
    })
    .from(stormNoticeVessels)
    .innerJoin(stormNotices, eq(stormNotices.id, stormNoticeVessels.noticeId))
    // No change yet matches no notice: the roster then lists the vessels with nothing answered.
    .where(eq(stormNotices.changeId, change?.id ?? sql`null`))
    .as('answers');
  const rows = await ctx.db
    .select({
      reservationNumber: berthReservations.reservationNumber,
      berthName: berths.name,
      vesselName: berthReservations.vesselName,
      tenantName: berthReservations.contactName,
      company: berthReservations.company,
      email: berthReservations.contactEmail,
      phone: berthReservations.contactPhone,
      arrivalDate: berthReservations.arrivalDate,
      departureDate: berthReservations.departureDate,
      notifiedAt: answers.notifiedAt,
      intent: answers.intent,
      manned: answers.manned,
      answeredAt: answers.answeredAt,
      vesselId: berthReservations.vesselId,
      planIntent: stormPlans.intent,
      planSignedAt: stormPlans.signedAt,
    })
    .from(berthReservations)
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .leftJoin(answers, eq(answers.reservationId, berthReservations.id))
    .leftJoin(stormPlans, currentPlanOfStay(currentPlanSeason(ctx.clock.now())))
    .where(staysInNoticeWindow(ctx.clock.now()))
    .orderBy(sql`${answers.answeredAt} is not null`, asc(berths.name), asc(berthReservations.arrivalDate));
  const insurance = await insuranceStatusOfVessels(ctx, [...new Set(rows.flatMap(({ vesselId }) => (vesselId ? [vesselId] : [])))]);
  return {
    stage: await readStormStage(ctx),
    rows: rows.map(
      ({ vesselId, planIntent, planSignedAt, ...row }): StormRosterRow => ({
        ...row,
        notifiedAt: row.notifiedAt?.toISOString() ?? null,
        answeredAt: row.answeredAt?.toISOString() ?? null,
        plan: planIntent && planSignedAt ? { intent: planIntent, signedAt: planSignedAt.toISOString() } : null,
        insurance: (vesselId && insurance.get(vesselId)) || 'none',
      }),
    ),
  };
}
