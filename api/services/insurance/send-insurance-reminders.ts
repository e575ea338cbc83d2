import { and, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accountPartUrl } from '#shared/account-parts.ts';
import { dueReminder, insuranceReminderDays } from '#shared/insurance-reminders.ts';
import { addDays, daysBetween, facilityToday } from '#shared/stay-dates.ts';
import { loadCompany } from '#api/content/company.ts';
import { customers, customerVessels, mailOutbox, vesselInsuranceCertificates, vesselInsuranceReminders } from '#api/db/schema/index.ts';
import { officeOf } from '#api/mail/letter.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { notifyCustomer } from '#api/services/notifications/notify-customer.ts';
import { insuranceReminderMail, reminderNotice } from './insurance-reminder-mail.ts';

const later = alias(vesselInsuranceCertificates, 'later');

/**
 * Mails and notifies the owner of each certificate reaching a reminder threshold today, once per
 * certificate and threshold: the reminder's row is claimed first (its primary key), so of several
 * server processes running this at once, one sends it. Only the certificate a vessel's cover ends
 * with counts (not one a later certificate outlasts), and not for a vessel retired from the record.
 * Returns how many reminders went out.
 */
export async function sendInsuranceReminders(ctx: ServiceContext, stopping?: AbortSignal): Promise<number> {
  const today = facilityToday(ctx.clock.now());
  const { expiresOn, vesselId } = vesselInsuranceCertificates;
  const due = await ctx.db
    .select({
      certificate: vesselInsuranceCertificates,
      vesselName: customerVessels.name,
      email: customers.email,
      firstName: customers.firstName,
    })
    .from(vesselInsuranceCertificates)
    .innerJoin(customerVessels, eq(customerVessels.id, vesselId))
    .innerJoin(customers, eq(customers.id, vesselInsuranceCertificates.customerId))
    .where(
      and(
        gt(expiresOn, today),
        lte(expiresOn, addDays(today, Math.max(...insuranceReminderDays))),
        isNull(customerVessels.retiredAt),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(later)
            .where(and(eq(later.vesselId, vesselId), gt(later.expiresOn, expiresOn))),
        ),
      ),
    );
  const office = officeOf(loadCompany());
  let sent = 0;
  for (const row of due) {
    if (stopping?.aborted) break;
    const daysBefore = dueReminder(row.certificate.expiresOn, today);
    if (daysBefore === null) continue;
    const facts = {
      firstName: row.firstName,
      vesselName: row.vesselName,
      carrier: row.certificate.carrier,
      policyNumber: row.certificate.policyNumber,
      expiresOn: row.certificate.expiresOn,
      daysLeft: daysBetween(today, row.certificate.expiresOn),
      vesselsUrl: accountPartUrl('vessels', ctx.mail.siteUrl),
    };
    const claimed = await ctx.db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(vesselInsuranceReminders)
        .values({ certificateId: row.certificate.id, daysBefore, sentAt: ctx.clock.now() })
        .onConflictDoNothing()
        .returning();
      if (!claim) return false;
      await tx.insert(mailOutbox).values({ to: row.email, kind: 'insurance-reminder', ...insuranceReminderMail(facts, office) });
      await notifyCustomer(inTransaction(ctx, tx), {
        customerId: row.certificate.customerId,
        type: 'insurance-reminder',
        ...reminderNotice(facts),
        actionUrl: accountPartUrl('vessels', undefined),
      });
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}
