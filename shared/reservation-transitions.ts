import type { ReservationStatus } from './berth-options.ts';

/** What staff do to a reservation, each moving it from one status to the next. */
export type ReservationAction = 'approve' | 'decline' | 'start' | 'complete';

/** The statuses a staff member may ask a reservation to take (the body of the status change). */
export const reservationTargetStatuses = ['confirmed', 'cancelled', 'active', 'completed'] as const satisfies readonly ReservationStatus[];
export type ReservationTargetStatus = (typeof reservationTargetStatuses)[number];

/** The one table of staff moves: pending is approved or declined, a confirmed stay starts, an active one completes. */
const transitions: readonly { action: ReservationAction; from: ReservationStatus; to: ReservationTargetStatus; label: string }[] = [
  { action: 'approve', from: 'pending', to: 'confirmed', label: 'Approve' },
  { action: 'decline', from: 'pending', to: 'cancelled', label: 'Decline' },
  { action: 'start', from: 'confirmed', to: 'active', label: 'Start' },
  { action: 'complete', from: 'active', to: 'completed', label: 'Complete' },
];

export type TransitionCheck = { allowed: true; action: ReservationAction } | { allowed: false; message: string };

/**
 * Whether staff may move a reservation from `from` to `to`, and as which action; anything else is
 * refused with a sentence saying what the reservation is and what it can become.
 */
export function checkTransition(from: ReservationStatus, to: ReservationStatus): TransitionCheck {
  const match = transitions.find((transition) => transition.from === from && transition.to === to);
  if (match) return { allowed: true, action: match.action };
  const next = transitions.filter((transition) => transition.from === from).map((transition) => transition.to);
  const can = next.length === 0 ? 'it cannot be changed any more' : `it can only become ${next.join(' or ')}`;
  return { allowed: false, message: `This reservation is ${from}, so it cannot become ${to}: ${can}.` };
}

/** The buttons a reservation in this status shows, in order, with the status each one asks for. */
export function actionsFor(status: ReservationStatus): { action: ReservationAction; to: ReservationTargetStatus; label: string }[] {
  return transitions.filter((transition) => transition.from === status).map(({ action, to, label }) => ({ action, to, label }));
}

/** A stay started before its arrival day or completed before its departure day: what was due, and when. */
export interface EarlyMove {
  kind: 'arrival' | 'departure';
  /** The stay's arrival or departure date, `YYYY-MM-DD`. */
  due: string;
}

/**
 * Whether moving a stay to `to` on the facility's day `today` comes early: starting it before its
 * arrival date, or completing it before its departure date. On time or late is not early.
 */
export function earlyMove(stay: { arrivalDate: string; departureDate: string }, to: ReservationStatus, today: string): EarlyMove | null {
  if (to === 'active' && today < stay.arrivalDate) return { kind: 'arrival', due: stay.arrivalDate };
  if (to === 'completed' && today < stay.departureDate) return { kind: 'departure', due: stay.departureDate };
  return null;
}
