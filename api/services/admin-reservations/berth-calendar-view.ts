import { eq } from 'drizzle-orm';
import type { BerthBlockView, BerthCalendarView } from '#shared/admin-reservation-views.ts';
import type { BerthCalendarQuery } from '#shared/schemas/admin-reservations.ts';
import { berths, type BerthBlock } from '#api/db/schema/index.ts';
import { notFound } from '#api/lib/errors.ts';
import { blocksOverlapping, liveStaysOverlapping } from '#api/services/berths/berth-calendar.ts';
import type { ServiceContext } from '#api/services/context.ts';

const berthNotFound = () => notFound('Berth not found');

export function toBerthBlockView(block: BerthBlock): BerthBlockView {
  return {
    id: block.id,
    berthId: block.berthId,
    kind: block.kind,
    vesselName: block.vesselName,
    startsOn: block.startsOn,
    endsOn: block.endsOn,
    note: block.note,
    createdAt: block.createdAt.toISOString(),
  };
}

/** The berth's name, or 404. */
export async function findBerth(ctx: ServiceContext, id: string): Promise<{ id: string; name: string }> {
  const [berth] = await ctx.db.select({ id: berths.id, name: berths.name }).from(berths).where(eq(berths.id, id));
  if (!berth) throw berthNotFound();
  return berth;
}

/** A berth's calendar for staff: the live stays (a hold past its expiry holds nothing) and the blocks sharing a day with [from, to). */
export async function berthCalendar(ctx: ServiceContext, berthId: string, range: BerthCalendarQuery): Promise<BerthCalendarView> {
  const berth = await findBerth(ctx, berthId);
  const stays = (await liveStaysOverlapping(ctx.db, range, ctx.clock.now(), berthId)).map(
    ({ berthId: _berth, holdExpiresAt: _hold, ...stay }) => stay,
  );
  const blocks = await blocksOverlapping(ctx.db, range, berthId);
  return { berth, from: range.from, to: range.to, stays, blocks: blocks.map(toBerthBlockView) };
}
