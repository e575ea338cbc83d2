import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { StormRosterRow, StormRosterView } from '#shared/storm-roster-views.ts';
import { berthReservations, berths, stormNotices, stormNoticeVessels, stormPlans } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { insuranceStatusOfVessels } from '#api/services/insurance/vessel-insurance-status.ts';
import { currentPlanSeason } from '#api/services/storm-plans/plan-facts.ts';
import { currentPlanOfStay } from '#api/services/storm-plans/plan-join.ts';
import { staysInNoticeWindow } from '#api/services/storm-notices/stay-window.ts';
import { currentStageChange } from '#api/services/storm-stage/current-stage-change.ts';
import { stormStageView } from '#api/services/storm-stage/read-storm-stage.ts';

/**
 * Every vessel with a stay in the coming week, with its tenant's answer to the stage now, its storm
 * plan for the season and its insurance: those who have not answered first, then by berth, so the
 * office works down the list from the top.
 */
export async function readStormRoster(ctx: Pick<ServiceContext, 'db' | 'clock'>): Promise<StormRosterView> {
  const change = await currentStageChange(ctx);
  // Each stay is in at most one notice of a change (one notice per tenant, a stay has one tenant).
  // No change yet matches no notice: the roster then lists the vessels with nothing answered.
  const noticesOfChange = ctx.db
    .select({ id: stormNotices.id })
    .from(stormNotices)
    .where(eq(stormNotices.changeId, change?.id ?? sql`null`));
  const now = ctx.clock.now();
  const vesselsInWindow = ctx.db
    .select({ vesselId: berthReservations.vesselId })
    .from(berthReservations)
    .where(and(staysInNoticeWindow(now), isNotNull(berthReservations.vesselId)));
  const stays = ctx.db
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
      notifiedAt: stormNotices.createdAt,
      intent: stormNoticeVessels.intent,
      manned: stormNoticeVessels.manned,
      answeredAt: stormNotices.answeredAt,
      vesselId: berthReservations.vesselId,
      planIntent: stormPlans.intent,
      planSignedAt: stormPlans.signedAt,
    })
    .from(berthReservations)
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .leftJoin(
      stormNoticeVessels,
      and(eq(stormNoticeVessels.reservationId, berthReservations.id), inArray(stormNoticeVessels.noticeId, noticesOfChange)),
    )
    .leftJoin(stormNotices, eq(stormNotices.id, stormNoticeVessels.noticeId))
    .leftJoin(stormPlans, currentPlanOfStay(currentPlanSeason(now)))
    .where(staysInNoticeWindow(now))
    .orderBy(sql`${stormNotices.answeredAt} is not null`, asc(berths.name), asc(berthReservations.arrivalDate));
  // The insurance query runs beside the roster's, on the same vessels.
  const [rows, insurance] = await Promise.all([stays, insuranceStatusOfVessels(ctx, vesselsInWindow)]);
  return {
    stage: stormStageView(change),
    rows: rows.map(
      // Field by field rather than a rest and a spread: at 2,000 rows the difference shows at p99.
      (row): StormRosterRow => ({
        reservationNumber: row.reservationNumber,
        berthName: row.berthName,
        vesselName: row.vesselName,
        tenantName: row.tenantName,
        company: row.company,
        email: row.email,
        phone: row.phone,
        arrivalDate: row.arrivalDate,
        departureDate: row.departureDate,
        notifiedAt: row.notifiedAt?.toISOString() ?? null,
        intent: row.intent,
        manned: row.manned,
        answeredAt: row.answeredAt?.toISOString() ?? null,
        plan: row.planIntent && row.planSignedAt ? { intent: row.planIntent, signedAt: row.planSignedAt.toISOString() } : null,
        insurance: (row.vesselId && insurance.get(row.vesselId)) || 'none',
      }),
    ),
  };
}
