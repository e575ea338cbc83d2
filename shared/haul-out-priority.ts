import type { StormSeason } from './storm-season.ts';

/** The hurricane season a haul-out priority is for, as facility dates (both days in the season). */
export interface PrioritySeason {
  year: number;
  opens: string;
  closes: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const dateIn = (year: number, { month, day }: { month: number; day: number }) => `${year}-${pad(month)}-${pad(day)}`;

/**
 * The season a priority bought on `today` (a facility date) is for, and the one the haul-out list
 * honours on that day: this year's until it closes, then next year's.
 */
export function prioritySeason(today: string, season: StormSeason['season']): PrioritySeason {
  const thisYear = Number(today.slice(0, 4));
  const year = today > dateIn(thisYear, season.closes) ? thisYear + 1 : thisYear;
  return { year, opens: dateIn(year, season.opens), closes: dateIn(year, season.closes) };
}

interface QueuedStay {
  id: string;
  /** Paid haul-out priority for the season now, not refunded. */
  priority: boolean;
  joinedAt: string;
}

/** The order vessels come out of the water: those with paid priority first, then first asked, first hauled. */
export function orderHaulQueue<Row extends QueuedStay>(rows: readonly Row[]): Row[] {
  return [...rows].sort(
    (a, b) =>
      Number(b.priority) - Number(a.priority) ||
      Date.parse(a.joinedAt) - Date.parse(b.joinedAt) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** The invoice number of a stay's priority for a season: one per stay and season, so a second click finds the first. */
export const priorityInvoiceNumber = (reservationNumber: string, year: number) =>
  `HP-${year}-${reservationNumber.replace(/^R-\d{4}-/, '')}`;
