import { eq } from 'drizzle-orm';
import type { AdminLeadDetail } from '#shared/admin-lead-views.ts';
import type { LeadKind } from '#shared/schemas/admin-leads.ts';
import type { LeadReply } from '#shared/schemas/lead-reply.ts';
import { leadReplies, mailOutbox, quotes, serviceRequests } from '#api/db/schema/index.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { getLead, leadNotFound } from './get-lead.ts';
import { leadEntityTypes } from './lead-entity.ts';
import { leadReplyMail } from './lead-reply-mail.ts';
import { stopResponseClock } from './response-clock.ts';
import { staffUsername } from './signed-in-staff.ts';

/** Who the reply goes to and whose timeline it joins, the lead locked so replies to it run one at a time. */
async function lockedLead(ctx: ServiceContext, kind: LeadKind, id: string) {
  if (kind === 'service') {
    const [row] = await ctx.db
      .select({ email: serviceRequests.email, customerId: serviceRequests.customerId, reference: serviceRequests.requestNumber })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, id))
      .for('update');
    return row;
  }
  const [row] = await ctx.db
    .select({ email: quotes.contactEmail, customerId: quotes.customerId, reference: quotes.quoteNumber })
    .from(quotes)
    .where(eq(quotes.id, id))
    .for('update');
  return row;
}

/**
 * Staff answer a lead by email, in one transaction: the reply kept in the lead's history, the mail
 * queued to the lead's address with the office's address to answer to, the lead's response clock
 * stopped if it still ran (decision 093), and the audit row, which joins the customer's timeline
 * when the lead came from an account.
 */
export function replyToLead(ctx: ServiceContext, kind: LeadKind, id: string, reply: LeadReply): Promise<AdminLeadDetail> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = inTransaction(ctx, tx);
    const lead = await lockedLead(txCtx, kind, id);
    if (!lead) throw leadNotFound();
    await tx.insert(leadReplies).values({
      leadKind: kind,
      leadId: id,
      subject: reply.subject,
      body: reply.message,
      sentBy: staffUsername(txCtx),
      createdAt: ctx.clock.now(),
    });
    const mail = leadReplyMail({ kind, reference: lead.reference }, reply, marinaOffice());
    await tx.insert(mailOutbox).values({ to: lead.email, replyTo: ctx.mail.leadsEmail, kind: 'lead-reply', ...mail });
    await stopResponseClock(txCtx, kind, id);
    await recordAudit(txCtx, {
      action: 'lead.replied',
      entityType: leadEntityTypes[kind],
      entityId: id,
      customerId: lead.customerId,
      after: { subject: reply.subject, channel: 'email', sentTo: lead.email },
    });
    return getLead(txCtx, kind, id);
  });
}
