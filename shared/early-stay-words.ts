import type { EarlyMove } from './reservation-transitions.ts';

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

// Stay dates carry no time of day, so UTC keeps the day from shifting; the year is plain from the stay.
const day = (date: string) => monthDay.format(new Date(`${date}T00:00:00Z`));

/** What staff are asked before a move that comes early: "The stay starts on Dec 8 — record an early arrival today?" */
export function earlyMoveQuestion(early: EarlyMove): string {
  return early.kind === 'arrival'
    ? `The stay starts on ${day(early.due)} — record an early arrival today?`
    : `The stay ends on ${day(early.due)} — record an early departure today?`;
}

/** The early arrival and departure recorded on a stay, as sentences: "Arrived early on Nov 27 (due Dec 8)". */
export function earlyStayNotes(stay: {
  arrivalDate: string;
  departureDate: string;
  earlyArrivalOn: string | null;
  earlyDepartureOn: string | null;
}): string[] {
  return [
    ...(stay.earlyArrivalOn ? [`Arrived early on ${day(stay.earlyArrivalOn)} (due ${day(stay.arrivalDate)})`] : []),
    ...(stay.earlyDepartureOn ? [`Left early on ${day(stay.earlyDepartureOn)} (due ${day(stay.departureDate)})`] : []),
  ];
}
