import { daysBetween } from '#shared/stay-dates.ts';

/** A stay's days at the facility: it takes the nights from arrival up to, not including, departure. */
export interface StayDates {
  arrivalDate: string;
  departureDate: string;
}

/** The nights a stay takes: one berth-night each. */
export const stayNights = (stay: StayDates): number => daysBetween(stay.arrivalDate, stay.departureDate);

/**
 * The most of `holds` that take one and the same night of `stay`: the count that night's berths
 * would see, for the night of the stay that is busiest already. Dates are `YYYY-MM-DD`, so they
 * compare as strings; a hold leaving on a day frees that night for one arriving the same day.
 */
export function busiestNight(stay: StayDates, holds: readonly StayDates[]): number {
  const changes: { day: string; change: number }[] = [];
  for (const hold of holds) {
    const from = laterDay(hold.arrivalDate, stay.arrivalDate);
    const to = laterDay(hold.departureDate, stay.departureDate) === hold.departureDate ? stay.departureDate : hold.departureDate;
    if (from < to) changes.push({ day: from, change: 1 }, { day: to, change: -1 });
  }
  // On one day, departures come before arrivals: the night is free for the one arriving.
  changes.sort((a, b) => (a.day === b.day ? a.change - b.change : a.day < b.day ? -1 : 1));
  let taken = 0;
  let most = 0;
  for (const { change } of changes) {
    taken += change;
    most = Math.max(most, taken);
  }
  return most;
}

const laterDay = (a: string, b: string): string => (a.localeCompare(b) >= 0 ? a : b);

/** How many unpaid holds any one night may have: the policy's share of the berths, at least one. */
export function unpaidHoldsPerNight(berthCount: number, share: { numerator: number; denominator: number }): number {
  return Math.max(1, Math.floor((berthCount * share.numerator) / share.denominator));
}
