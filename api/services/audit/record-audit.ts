import type { AuditAction } from '#shared/audit-views.ts';
import { auditLog } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';

/** What one staff action changed. `before`/`after` hold the fields it touched, never secrets. */
export interface AuditChange {
  /** One of the actions the audit log knows, each with its label, so every row can be read and filtered by it. */
  action: AuditAction;
  entityType: string;
  entityId: string;
  /** The customer the action concerns, so it joins their timeline. */
  customerId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Who did it when no staff member did: the payment provider's news of a payment or refund. */
export interface AuditOutsider {
  name: string;
}

/**
 * Writes the audit row of a staff action, or of money moving without one (`outsider`: a card
 * payment, a refund made at the provider). Call it with the context of the transaction that makes
 * the change, so a change that fails leaves no row and a row never outlives its change.
 */
export async function recordAudit(ctx: ServiceContext, change: AuditChange, outsider?: AuditOutsider): Promise<void> {
  const staff = ctx.actor.staff;
  if (!staff && !outsider) throw new Error(`audit of ${change.action} without a staff actor`);
  await ctx.db.insert(auditLog).values({
    actorUserId: staff?.userId ?? null,
    actorName: staff?.username ?? outsider?.name ?? '',
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    customerId: change.customerId ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
    createdAt: ctx.clock.now(),
  });
}
