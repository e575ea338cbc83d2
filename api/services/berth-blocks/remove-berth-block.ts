import { and, eq } from 'drizzle-orm';
import { berthBlocks, berths } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '../context.ts';
import { auditedBlock } from './add-berth-block.ts';
import { berthCalendarChanged } from '../berths/berth-calendar-changes.ts';

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
