import type { OperationsStatusView } from '#shared/operations-status.ts';
import { operationsStatusItems } from '#shared/operations-status.ts';
import type { OperationsStatusUpdate } from '#shared/schemas/operations-status.ts';
import { operationsStatus } from '#api/db/schema/index.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { readOperationsStatus, readSetValues } from './read-operations-status.ts';

/** Staff set every item of the status panel; the audit row holds the values before and after. */
export async function updateOperationsStatus(ctx: ServiceContext, update: OperationsStatusUpdate): Promise<OperationsStatusView> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const txCtx = inTransaction(ctx, tx);
    const before = await readSetValues(txCtx);
    for (const item of operationsStatusItems) {
      const row = { item, value: update[item], updatedAt: now, updatedBy: ctx.actor.staff?.userId ?? null };
      await tx.insert(operationsStatus).values(row).onConflictDoUpdate({ target: operationsStatus.item, set: row });
    }
    await recordAudit(txCtx, {
      action: 'operations-status.updated',
      entityType: 'operations-status',
      entityId: 'panel',
      before: before.values,
      after: { ...update },
    });
  });
  return readOperationsStatus(ctx);
}
