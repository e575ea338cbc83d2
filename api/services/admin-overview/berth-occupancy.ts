import { addDays } from '#shared/stay-dates.ts';
import type { DayRange } from '#api/services/berths/berth-calendar.ts';

/** A berth out of use for some days: a live stay or a block. */
export interface BerthTaken {
  berthId: string;
  range: DayRange;
}

/** How many berths are taken on one day at the facility. */
export interface DayOccupancy {
  date: string;
  occupied: number;
}

const covers = ({ from, to }: DayRange, date: string) => from <= date && (to === null || date < to);

/**
 * Berths taken on each of `days` days from `first`: a berth counts once a day however many stays
 * and blocks it has then (a hold and a block never share a day, but two readings of the calendar
 * taken a moment apart might).
 */
export function occupancyByDay(taken: readonly BerthTaken[], first: string, days: number): DayOccupancy[] {
  return Array.from({ length: days }, (_, offset) => {
    const date = addDays(first, offset);
    const berths = new Set(taken.filter(({ range }) => covers(range, date)).map(({ berthId }) => berthId));
    return { date, occupied: berths.size };
  });
}
