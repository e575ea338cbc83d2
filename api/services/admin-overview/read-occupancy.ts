import { addDays } from '#shared/stay-dates.ts';
import type { Database } from '#api/db/client.ts';
import { berths } from '#api/db/schema/index.ts';
import { blocksOverlapping, liveStaysOverlapping, stayRange } from '#api/services/berths/berth-calendar.ts';
import { occupancyByDay, type DayOccupancy } from './berth-occupancy.ts';

export interface Occupancy {
  totalBerths: number;
  days: DayOccupancy[];
}

/** Berths taken by live stays and blocks on each of `days` days from `first`, read from the calendar. */
export async function readOccupancy(db: Database, now: Date, first: string, days: number): Promise<Occupancy> {
  const range = { from: first, to: addDays(first, days) };
  const [totalBerths, blocks, stays] = await Promise.all([
    db.$count(berths),
    blocksOverlapping(db, range),
    liveStaysOverlapping(db, range, now),
  ]);
  const taken = [
    ...blocks.map((block) => ({ berthId: block.berthId, range: { from: block.startsOn, to: block.endsOn } })),
    ...stays.map((stay) => ({ berthId: stay.berthId, range: stayRange(stay) })),
  ];
  return { totalBerths, days: occupancyByDay(taken, first, days) };
}
