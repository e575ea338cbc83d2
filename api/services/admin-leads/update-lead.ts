import { and, eq, isNull } from 'drizzle-orm';
import type { AdminLeadDetail } from '#shared/admin-lead-views.ts';
import type { LeadKind, LeadUpdate } from '#shared/schemas/admin-leads.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { quotes, serviceRequests } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { leadNotFound } from './get-lead.ts';
import { lastVisit } from './leads-seen.ts';
import { answersLead, leadChanges, valuesBefore, type EditableLead } from './lead-changes.ts';
import { canMoveLead } from './lead-status.ts';
import { quoteLeadDetail, serviceLeadDetail } from './lead-views.ts';

const entityTypes = { service: 'service-request', quote: 'quote' } as const satisfies Record<LeadKind, string>;

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
    entityType: entityTypes[kind],
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
  if (Object.keys(changes).length === 0) return serviceLeadDetail(row, seenAt);
  const now = ctx.clock.now();
  // The first answer stops the response clock; later ones never move it.
  if (answersLead(changes)) {
    await ctx.db
      .update(serviceRequests)
      .set({ firstResponseAt: now })
      .where(and(eq(serviceRequests.id, id), isNull(serviceRequests.firstResponseAt)));
  }
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
  return serviceLeadDetail(updated, seenAt);
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
  if (Object.keys(changes).length === 0) return quoteLeadDetail(row, seenAt);
  const now = ctx.clock.now();
  if (answersLead(changes)) {
    await ctx.db
      .update(quotes)
      .set({ firstResponseAt: now })
      .where(and(eq(quotes.id, id), isNull(quotes.firstResponseAt)));
  }
  const [updated] = await ctx.db
    .update(quotes)
    .set({ status: changes.status, assignedTo: changes.assignedTo, internalNotes: changes.internalNotes, updatedAt: now })
    .where(eq(quotes.id, id))
    .returning();
  if (!updated) throw leadNotFound();
  await audit(ctx, 'quote', id, row.customerId, current, changes);
  return quoteLeadDetail(updated, seenAt);
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
