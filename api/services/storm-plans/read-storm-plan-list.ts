import { asc, eq, inArray, sql } from 'drizzle-orm';
import { planDueDate, type ReminderThreshold } from '#shared/storm-plan-season.ts';
import type { StormPlanListRow, StormPlanListView } from '#shared/storm-plan-views.ts';
import { loadStormSeason } from '#api/content/storm-season.ts';
import { berthReservations, berths, stormPlanReminders, stormPlans } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { currentPlanSeason } from './plan-facts.ts';
import { currentPlanOfStay } from './plan-join.ts';
import { staysInPlanSeason } from './stays-in-season.ts';

/**
 * Every vessel at the marina in the season, once (its first stay), with its plan or none and the
 * reminders its owner was sent: missing plans first, then by berth.
 */
export async function readStormPlanList(ctx: Pick<ServiceContext, 'db' | 'clock'>): Promise<StormPlanListView> {
  const now = ctx.clock.now();
  const seasonYear = currentPlanSeason(now);
  const rows = await ctx.db
    .select({
      reservationId: berthReservations.id,
      vesselId: berthReservations.vesselId,
      customerId: berthReservations.customerId,
      reservationNumber: berthReservations.reservationNumber,
      vesselName: berthReservations.vesselName,
      berthName: berths.name,
      tenantName: berthReservations.contactName,
      arrivalDate: berthReservations.arrivalDate,
      departureDate: berthReservations.departureDate,
      signedAt: stormPlans.signedAt,
      intent: stormPlans.intent,
      manned: stormPlans.manned,
    })
    .from(berthReservations)
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .leftJoin(stormPlans, currentPlanOfStay(seasonYear))
    .where(staysInPlanSeason(now, seasonYear))
    .orderBy(sql`${stormPlans.id} is not null`, asc(berths.name), asc(berthReservations.arrivalDate));
  const customerIds = [...new Set(rows.flatMap(({ customerId }) => (customerId ? [customerId] : [])))];
  const reminders =
    customerIds.length === 0
      ? []
      : await ctx.db
          .select()
          .from(stormPlanReminders)
          .where(inArray(stormPlanReminders.customerId, customerIds))
          .orderBy(asc(stormPlanReminders.sentAt));
  const remindersOf = new Map<string, StormPlanListRow['remindersSent']>();
  for (const reminder of reminders) {
    if (reminder.seasonYear !== seasonYear) continue;
    const sent = remindersOf.get(reminder.customerId) ?? [];
    sent.push({ daysBefore: reminder.daysBefore as ReminderThreshold, sentAt: reminder.sentAt.toISOString() });
    remindersOf.set(reminder.customerId, sent);
  }
  const seen = new Set<string>();
  const list: StormPlanListRow[] = [];
  for (const row of rows) {
    const key = row.vesselId ?? row.reservationId;
    if (seen.has(key)) continue;
    seen.add(key);
    list.push({
      reservationNumber: row.reservationNumber,
      vesselName: row.vesselName,
      berthName: row.berthName,
      tenantName: row.tenantName,
      hasAccount: row.customerId !== null,
      arrivalDate: row.arrivalDate,
      departureDate: row.departureDate,
      plan:
        row.signedAt && row.intent && row.manned !== null
          ? { signedAt: row.signedAt.toISOString(), intent: row.intent, manned: row.manned }
          : null,
      remindersSent: row.customerId ? (remindersOf.get(row.customerId) ?? []) : [],
    });
  }
  return { seasonYear, dueDate: planDueDate(seasonYear, loadStormSeason()), rows: list };
}
