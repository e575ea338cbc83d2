import type { BerthView } from '#shared/berth-views.ts';
import type { BerthAvailabilityQuery } from '#shared/schemas/berth-reservation.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import type { Database } from '../../db/client.ts';
import { berths, type BerthBlock } from '../../db/schema/index.ts';
import type { ServiceContext } from '../context.ts';
import { berthAvailability } from './berth-availability.ts';
import { blocksOverlapping, liveStaysOverlapping, singleDay, type DayRange } from './berth-calendar.ts';
import { berthToday } from './berth-today.ts';
import { compareBerths, toBerthView } from './berth-view.ts';

/**
 * Every berth with its state today at the facility; with both dates each also says whether it is
 * free then and fits the vessel.
 */
export async function listBerths({ db, clock }: Pick<ServiceContext, 'db' | 'clock'>, query: BerthAvailabilityQuery): Promise<BerthView[]> {
  const now = clock.now();
  const { arrival, departure } = query;
  const [rows, today, dates] = await Promise.all([
    db.select().from(berths),
    calendarOfEveryBerth(db, singleDay(facilityToday(now)), now),
    arrival && departure ? calendarOfEveryBerth(db, { from: arrival, to: departure }, now) : undefined,
  ]);
  const vessel = { length: query.length, draft: query.draft };
  return rows
    .map((berth) => {
      const state = berthToday(today.blocks.get(berth.id), today.booked.has(berth.id));
      const availability =
        dates && berthAvailability(berth, { blockKind: dates.blocks.get(berth.id)?.kind, booked: dates.booked.has(berth.id) }, vessel);
      return toBerthView(berth, state, availability);
    })
    .sort(compareBerths);
}

interface CalendarOfEveryBerth {
  /** The first block of each berth sharing a day with the range. */
  blocks: Map<string, BerthBlock>;
  /** Berths with a live stay sharing a day with the range. */
  booked: Set<string>;
}

/** Blocks and live stays over a range, for all berths in two queries. */
async function calendarOfEveryBerth(db: Database, range: DayRange, now: Date): Promise<CalendarOfEveryBerth> {
  const [blocks, stays] = await Promise.all([blocksOverlapping(db, range), liveStaysOverlapping(db, range, now)]);
  const firstBlocks = new Map<string, BerthBlock>();
  for (const block of blocks) if (!firstBlocks.has(block.berthId)) firstBlocks.set(block.berthId, block);
  return { blocks: firstBlocks, booked: new Set(stays.map((stay) => stay.berthId)) };
}
