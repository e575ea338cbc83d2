import type { EarlyMove } from './reservation-transitions.ts';

// Stay dates carry no time of day, so UTC keeps the day from shifting.
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthDayYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Dec 8", or "Dec 8, 2027" when the day it is read beside lies in another year. */
function day(date: string, beside: string): string {
  const format = date.slice(0, 4) === beside.slice(0, 4) ? monthDay : monthDayYear;
  return format.format(new Date(`${date}T00:00:00Z`));
}

/**
 * What staff are asked on the facility's day `today` before a move that comes early:
 * "The stay starts on Dec 8 — record an early arrival today?"
 */
export function earlyMoveQuestion(early: EarlyMove, today: string): string {
  return early.kind === 'arrival'
    ? `The stay starts on ${day(early.due, today)} — record an early arrival today?`
    : `The stay ends on ${day(early.due, today)} — record an early departure today?`;
}

/** The early arrival and departure recorded on a stay, as sentences: "Arrived early on Nov 27 (due Dec 8)". */
export function earlyStayNotes(stay: {
  arrivalDate: string;
  departureDate: string;
  earlyArrivalOn: string | null;
  earlyDepartureOn: string | null;
}): string[] {
  const note = (what: string, on: string, due: string) => `${what} early on ${day(on, due)} (due ${day(due, on)})`;
  return [
    ...(stay.earlyArrivalOn ? [note('Arrived', stay.earlyArrivalOn, stay.arrivalDate)] : []),
    ...(stay.earlyDepartureOn ? [note('Left', stay.earlyDepartureOn, stay.departureDate)] : []),
  ];
}
