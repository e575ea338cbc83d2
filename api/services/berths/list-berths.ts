import type { BerthView } from '#shared/berth-views.ts';
import type { BerthAvailabilityQuery } from '#shared/schemas/berth-reservation.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import type { Database } from '#api/db/client.ts';
import { berths, type Berth, type BerthBlock } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { berthAvailability } from './berth-availability.ts';
import { blocksOverlapping, liveStaysOverlapping, singleDay, type DayRange } from './berth-calendar.ts';
import { berthToday } from './berth-today.ts';
import { compareBerths, toBerthView } from './berth-view.ts';

/** What the list of berths is made of at one moment: the berths, today's calendar and, with dates, theirs. */
export interface BerthCalendars {
  berths: Berth[];
  today: CalendarOfEveryBerth;
  dates: CalendarOfEveryBerth | undefined;
  /** The first moment a hold read here runs out, when what was read stops being true without any write. */
  changesAt: Date | undefined;
}

/** The days asked about, when both dates were given. */
export function askedStay({ arrival, departure }: BerthAvailabilityQuery): DayRange | undefined {
  return arrival && departure ? { from: arrival, to: departure } : undefined;
}

/** Reads the berths and their calendars today and, when given, over `stay`. */
export async function loadBerthCalendars(
  { db, clock }: Pick<ServiceContext, 'db' | 'clock'>,
  stay: DayRange | undefined,
): Promise<BerthCalendars> {
  const now = clock.now();
  const [rows, today, dates] = await Promise.all([
    db.select().from(berths),
    calendarOfEveryBerth(db, singleDay(facilityToday(now)), now),
    stay ? calendarOfEveryBerth(db, stay, now) : undefined,
  ]);
  const expiries = [today, dates].flatMap((calendar) => calendar?.holdExpiries ?? []);
  const changesAt = expiries.length > 0 ? new Date(Math.min(...expiries.map((expiry) => expiry.getTime()))) : undefined;
  return { berths: rows, today, dates, changesAt };
}

/**
 * Every berth with its state today at the facility; with dates each also says whether it is free
 * then and fits the vessel.
 */
export function berthViews(
  { berths: rows, today, dates }: BerthCalendars,
  vessel: Pick<BerthAvailabilityQuery, 'length' | 'draft'>,
): BerthView[] {
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
  /** When each live hold among those stays runs out. */
  holdExpiries: Date[];
}

/** Blocks and live stays over a range, for all berths in two queries. */
async function calendarOfEveryBerth(db: Database, range: DayRange, now: Date): Promise<CalendarOfEveryBerth> {
  const [blocks, stays] = await Promise.all([blocksOverlapping(db, range), liveStaysOverlapping(db, range, now)]);
  const firstBlocks = new Map<string, BerthBlock>();
  for (const block of blocks) if (!firstBlocks.has(block.berthId)) firstBlocks.set(block.berthId, block);
  return {
    blocks: firstBlocks,
    booked: new Set(stays.map((stay) => stay.berthId)),
    holdExpiries: stays.flatMap((stay) => (stay.holdExpiresAt ? [stay.holdExpiresAt] : [])),
  };
}
