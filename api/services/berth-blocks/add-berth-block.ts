import { eq } from 'drizzle-orm';
import type { BerthBlockBody } from '#shared/schemas/berth-block.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import { berthBlocks, berths, type BerthBlock } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { liveStaysOverlapping, type StayOnCalendar } from '#api/services/berths/berth-calendar.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { isExclusionViolation } from '#api/services/reservations/database-errors.ts';
import { berthCalendarChanged } from '#api/services/berths/berth-calendar-changes.ts';

/**
 * Staff take a berth out of use for a range of days (maintenance, or a vessel alongside). A block
 * never shares a day with a live stay: the check and the insert run under the berth's row lock
 * taken exclusively, which waits for bookings in flight (they hold it shared) and keeps new ones
 * out until the block is in. Blocks of one berth never overlap one another (the database's
 * exclusion constraint). The audit row is written in the same transaction.
 */
export async function addBerthBlock(ctx: ServiceContext, input: BerthBlockBody): Promise<BerthBlock> {
  try {
    const added = await ctx.db.transaction(async (tx) => {
      const [berth] = await tx.select().from(berths).where(eq(berths.id, input.berthId)).for('update');
      if (!berth) throw new AppError('validation_failed', 'Choose a berth', { errors: { berthId: 'Choose a berth' } });
      const range = { from: input.startsOn, to: input.endsOn ?? null };
      const [stay] = await liveStaysOverlapping(tx, range, ctx.clock.now(), berth.id);
      if (stay) throw new AppError('conflict', overlappingStayMessage(berth.name, stay));

      const [block] = await tx
        .insert(berthBlocks)
        .values({
          berthId: berth.id,
          kind: input.kind,
          vesselName: input.vesselName || null,
          startsOn: input.startsOn,
          endsOn: input.endsOn ?? null,
          note: input.note || null,
          createdBy: ctx.actor.staff?.userId ?? null,
        })
        .returning();
      if (!block) throw new Error('berth block insert returned no row');
      await recordAudit(inTransaction(ctx, tx), {
        action: 'berth-block.added',
        entityType: 'berth-block',
        entityId: block.id,
        after: auditedBlock(block, berth.name),
      });
      return block;
    });
    berthCalendarChanged();
    return added;
  } catch (error) {
    if (isExclusionViolation(error))
      throw new AppError('conflict', 'This overlaps another block of the same berth. Change or remove that block first.');
    throw error;
  }
}

function overlappingStayMessage(berthName: string, stay: StayOnCalendar): string {
  const dates = `${formatStayDate(stay.arrivalDate)} to ${formatStayDate(stay.departureDate)}`;
  return (
    `${berthName} is booked for some of those days: reservation ${stay.reservationNumber}, ${stay.vesselName}, ${dates}. ` +
    'Move or cancel that stay first.'
  );
}

/** What the audit keeps of a block: enough to read it without the berth or the block still existing. */
export function auditedBlock(block: BerthBlock, berthName: string): Record<string, unknown> {
  return {
    berthId: block.berthId,
    berthName,
    kind: block.kind,
    vesselName: block.vesselName,
    startsOn: block.startsOn,
    endsOn: block.endsOn,
    note: block.note,
  };
}
