import { eq } from 'drizzle-orm';
import type { AdminLeadDetail } from '#shared/admin-lead-views.ts';
import type { LeadKind, LeadUpdate } from '#shared/schemas/admin-leads.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { quotes, serviceRequests } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { leadNotFound } from './get-lead.ts';
import { leadEntityTypes } from './lead-entity.ts';
import { lastVisit } from './leads-seen.ts';
import { repliesOf } from './lead-replies.ts';
import { answersLead, leadChanges, valuesBefore, type EditableLead } from './lead-changes.ts';
import { canMoveLead } from './lead-status.ts';
import { quoteLeadDetail, serviceLeadDetail } from './lead-views.ts';
import { stopResponseClock } from './response-clock.ts';

// Noon UTC falls on the same calendar day at the facility, so the day agreed reads back unchanged.
const scheduledMoment = (day: string | null) => (day === null ? null : new Date(`${day}T12:00:00Z`));

function refuseIllegalMove(current: EditableLead, update: LeadUpdate): void {
  if (update.status !== undefined && !canMoveLead(current.status, update.status)) {
    throw new AppError('conflict', `A ${current.status} lead cannot be moved to ${update.status}.`);
  }
}

async function audit(
  ctx: ServiceContext,
  kind: LeadKind,
  id: string,
  customerId: string | null,
  current: EditableLead,
  changes: Partial<EditableLead>,
) {
  await recordAudit(ctx, {
    action: 'lead.updated',
    entityType: leadEntityTypes[kind],
    entityId: id,
    customerId,
    before: valuesBefore(current, changes),
    after: changes,
  });
}

async function updateServiceRequest(ctx: ServiceContext, id: string, update: LeadUpdate): Promise<AdminLeadDetail> {
  const [row] = await ctx.db.select().from(serviceRequests).where(eq(serviceRequests.id, id)).for('update');
  if (!row) throw leadNotFound();
  const current = {
    status: row.status,
    assignedTo: row.assignedTo,
    scheduledDate: row.scheduledDate && facilityToday(row.scheduledDate),
    internalNotes: row.internalNotes,
  };
  refuseIllegalMove(current, update);
  const changes = leadChanges(current, update);
  const seenAt = await lastVisit(ctx);
  const replies = await repliesOf(ctx.db, 'service', id);
  if (Object.keys(changes).length === 0) return serviceLeadDetail(row, seenAt, replies);
  const now = ctx.clock.now();
  if (answersLead(changes)) await stopResponseClock(ctx, 'service', id);
  const { scheduledDate, ...plain } = changes;
  const [updated] = await ctx.db
    .update(serviceRequests)
    .set({
      ...plain,
      ...(scheduledDate !== undefined && { scheduledDate: scheduledMoment(scheduledDate) }),
      ...(changes.status === 'completed' && { completedAt: now }),
      updatedAt: now,
    })
    .where(eq(serviceRequests.id, id))
    .returning();
  if (!updated) throw leadNotFound();
  await audit(ctx, 'service', id, row.customerId, current, changes);
  return serviceLeadDetail(updated, seenAt, replies);
}

async function updateQuote(ctx: ServiceContext, id: string, update: LeadUpdate): Promise<AdminLeadDetail> {
  if (update.scheduledDate !== undefined) {
    throw new AppError('validation_failed', 'Quote requests have no scheduled date', {
      errors: { scheduledDate: 'Quote requests have no scheduled date' },
    });
  }
  const [row] = await ctx.db.select().from(quotes).where(eq(quotes.id, id)).for('update');
  if (!row) throw leadNotFound();
  const current = { status: row.status, assignedTo: row.assignedTo, scheduledDate: null, internalNotes: row.internalNotes };
  refuseIllegalMove(current, update);
  const changes = leadChanges(current, update);
  const seenAt = await lastVisit(ctx);
  const replies = await repliesOf(ctx.db, 'quote', id);
  if (Object.keys(changes).length === 0) return quoteLeadDetail(row, seenAt, replies);
  const now = ctx.clock.now();
  if (answersLead(changes)) await stopResponseClock(ctx, 'quote', id);
  const [updated] = await ctx.db
    .update(quotes)
    .set({ status: changes.status, assignedTo: changes.assignedTo, internalNotes: changes.internalNotes, updatedAt: now })
    .where(eq(quotes.id, id))
    .returning();
  if (!updated) throw leadNotFound();
  await audit(ctx, 'quote', id, row.customerId, current, changes);
  return quoteLeadDetail(updated, seenAt, replies);
}

/**
 * A staff member's change to a lead: status along its allowed moves, assignee, scheduled date,
 * internal notes. The first new status or note stops the lead's response clock (decision 086); the
 * change, the clock and the audit row are one transaction.
 */
export function updateLead(ctx: ServiceContext, kind: LeadKind, id: string, update: LeadUpdate): Promise<AdminLeadDetail> {
  return ctx.db.transaction(async (tx) => {
    const txContext = inTransaction(ctx, tx);
    return kind === 'service' ? updateServiceRequest(txContext, id, update) : updateQuote(txContext, id, update);
  });
}
