import { facilityToday } from '#shared/stay-dates.ts';
import type { BerthBlockView } from '#shared/admin-reservation-views.ts';
import { blocksOverlapping } from '#api/services/berths/berth-calendar.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { findBerth, toBerthBlockView } from './berth-calendar-view.ts';

/** The blocks of a berth that still cover today or lie ahead, earliest first; past ones are history. */
export async function listBerthBlocks(ctx: ServiceContext, berthId: string): Promise<BerthBlockView[]> {
  await findBerth(ctx, berthId);
  const blocks = await blocksOverlapping(ctx.db, { from: facilityToday(ctx.clock.now()), to: null }, berthId);
  return blocks.map(toBerthBlockView);
}
