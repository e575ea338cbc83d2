import { and, asc, eq, isNull } from 'drizzle-orm';
import { accountPartPath } from '#shared/account-parts.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { planDueDate, reminderDue } from '#shared/storm-plan-season.ts';
import { loadStormSeason } from '#api/content/storm-season.ts';
import { berthReservations, customers, mailOutbox, stormPlanReminders, stormPlans } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { currentPlanSeason } from './plan-facts.ts';
import { currentPlanOfStay } from './plan-join.ts';
import { staysInPlanSeason } from './stays-in-season.ts';
import { stormPlanReminderMail } from './storm-plan-reminder-mail.ts';

/**
 * Reminds each customer with a vessel at the marina in the season and no signed plan for it, when a
 * threshold (30, 14 or 3 days before the due date) is reached. The reminder's row is unique per
 * customer, season and threshold and is written with its mail in one transaction, so however many
 * processes run this, and however often, each customer gets each threshold's mail at most once.
 * Answers how many reminders were queued.
 */
export async function sendStormPlanReminders(ctx: Pick<ServiceContext, 'db' | 'clock' | 'mail'>, stopping?: AbortSignal): Promise<number> {
  const now = ctx.clock.now();
  const season = loadStormSeason();
  const seasonYear = currentPlanSeason(now);
  const dueDate = planDueDate(seasonYear, season);
  const threshold = reminderDue(facilityToday(now), dueDate);
  if (threshold === null) return 0;
  const missing = await ctx.db
    .select({
      customerId: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      vesselName: berthReservations.vesselName,
    })
    .from(berthReservations)
    .innerJoin(customers, eq(customers.id, berthReservations.customerId))
    .leftJoin(stormPlans, currentPlanOfStay(seasonYear))
    .where(and(staysInPlanSeason(now, seasonYear), isNull(stormPlans.id)))
    .orderBy(asc(customers.id), asc(berthReservations.arrivalDate));
  const owners = new Map<string, { email: string; firstName: string; vesselNames: Set<string> }>();
  for (const row of missing) {
    const owner = owners.get(row.customerId) ?? { email: row.email, firstName: row.firstName, vesselNames: new Set<string>() };
    owner.vesselNames.add(row.vesselName);
    owners.set(row.customerId, owner);
  }
  const office = marinaOffice();
  const vesselsUrl = ctx.mail.siteUrl ? new URL(accountPartPath('vessels'), ctx.mail.siteUrl).href : null;
  let queued = 0;
  for (const [customerId, owner] of owners) {
    if (stopping?.aborted) break;
    const sent = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(stormPlanReminders)
        .values({ customerId, seasonYear, daysBefore: threshold, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: stormPlanReminders.id });
      if (!claimed) return false;
      const mail = stormPlanReminderMail(
        { firstName: owner.firstName, seasonYear, dueDate, vesselNames: [...owner.vesselNames], vesselsUrl },
        office,
      );
      await tx.insert(mailOutbox).values({ to: owner.email, kind: 'storm-plan-reminder', ...mail });
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
