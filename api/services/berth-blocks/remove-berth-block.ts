import { and, eq } from 'drizzle-orm';
import { berthBlocks, berths } from '#api/db/schema/index.ts';
import { notFound } from '#api/lib/errors.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { auditedBlock } from './add-berth-block.ts';
import { berthCalendarChanged } from '#api/services/berths/berth-calendar-changes.ts';

/**
 * Staff put a berth back in use for a block's days; removing a block never conflicts with anything.
 * The block must be of the named berth; the audit row is written in the same transaction.
 */
export async function removeBerthBlock(ctx: ServiceContext, { berthId, blockId }: { berthId: string; blockId: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(berthBlocks)
      .where(and(eq(berthBlocks.id, blockId), eq(berthBlocks.berthId, berthId)))
      .returning();
    if (!removed) throw notFound('Block not found');
    const [berth] = await tx.select({ name: berths.name }).from(berths).where(eq(berths.id, berthId));
    await recordAudit(inTransaction(ctx, tx), {
      action: 'berth-block.removed',
      entityType: 'berth-block',
      entityId: removed.id,
      before: auditedBlock(removed, berth?.name ?? ''),
    });
  });
  berthCalendarChanged();
}
