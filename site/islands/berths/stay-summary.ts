import type { BerthView } from '#shared/berth-views.ts';
import { canReserve } from './berth-state.ts';

export interface Stay {
  arrival: string;
  departure: string;
}

export interface VesselSize {
  length?: number | undefined;
  draft?: number | undefined;
}

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthDayYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
// Stay dates carry no time of day; reading them as UTC keeps the day from shifting in any zone.
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Dec 3 – Dec 10, 2026"; the year appears twice only when the stay crosses into the next one. */
export function formatStayRange({ arrival, departure }: Stay): string {
  const sameYear = arrival.slice(0, 4) === departure.slice(0, 4);
  const start = (sameYear ? monthDay : monthDayYear).format(asDate(arrival));
  return `${start} – ${monthDayYear.format(asDate(departure))}`;
}

/** "150 ft vessel with 12 ft draft", "vessel with 12 ft draft", "150 ft vessel". */
function describeVessel({ length, draft }: VesselSize): string {
  const vessel = length === undefined ? 'vessel' : `${length} ft vessel`;
  return draft === undefined ? vessel : `${vessel} with ${draft} ft draft`;
}

/**
 * The one line above the map: how many berths can be booked, and for what. Without dates it counts
 * the berths open for booking; with them, the berths free for that stay (and fit for the vessel).
 */
export function availabilitySummary(berths: readonly BerthView[], stay: Stay | null, vessel: VesselSize = {}): string {
  const bookable = berths.filter(canReserve).length;
  const total = berths.length;
  if (!stay) return `${bookable} of ${total} berths open for booking`;
  const forVessel = vessel.length !== undefined || vessel.draft !== undefined ? `, for a ${describeVessel(vessel)}` : '';
  return `${bookable} of ${total} berths free for ${formatStayRange(stay)}${forVessel}`;
}
