import { eq } from 'drizzle-orm';
import { berthBlocks } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';

/** Staff put a berth back in use for a block's days; removing a block never conflicts with anything. */
export async function removeBerthBlock(ctx: ServiceContext, id: string): Promise<void> {
  const removed = await ctx.db.delete(berthBlocks).where(eq(berthBlocks.id, id)).returning({ id: berthBlocks.id });
  if (removed.length === 0) throw notFound('Block not found');
}
