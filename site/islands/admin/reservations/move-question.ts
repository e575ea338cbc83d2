import type { AdminReservationView } from '#shared/admin-reservation-views.ts';
import { earlyMoveQuestion } from '#shared/early-stay-words.ts';
import { formatCents } from '#shared/pricing.ts';
import { earlyMove, type ReservationAction, type ReservationTargetStatus } from '#shared/reservation-transitions.ts';
import { formatStayRange } from '#site/islands/berths/stay-summary.ts';

/** A staff move asked about: a status change (Approve, Decline, Start, Complete) or cancelling a hold. */
export type StaffMove = { action: ReservationAction; to: ReservationTargetStatus } | { action: 'cancel-hold' };

type Reservation = Pick<
  AdminReservationView,
  'reservationNumber' | 'vesselName' | 'berthName' | 'arrivalDate' | 'departureDate' | 'paymentStatus' | 'paidAmount' | 'totalCost'
>;

/** The one question before a move: what it does, the confirm button's name, and whether a reason is asked for (and required). */
export interface MoveQuestion {
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  reason: 'none' | 'optional' | 'required';
  /** Set when the move comes ahead of the stay's date and records an early arrival or departure. */
  early: boolean;
}

/** What declining would refund: a paid reservation's payment, in full; null when nothing was paid. */
export function refundOnDecline(reservation: Pick<Reservation, 'paymentStatus' | 'paidAmount' | 'totalCost'>): number | null {
  return reservation.paymentStatus === 'paid' ? (reservation.paidAmount ?? reservation.totalCost) : null;
}

/**
 * The question staff answer before a move on the facility's day `today`, naming the reservation
 * ("R-2026-000003 for Sea Breeze, Dec 12 – Dec 19, 2026 on Berth A-3") and what follows. `label`
 * names the button that asked ("Check in" in the arrivals list), so the dialog answers in its words.
 */
export function moveQuestion(reservation: Reservation, move: StaffMove, today: string, label?: string): MoveQuestion {
  const stay = formatStayRange({ arrival: reservation.arrivalDate, departure: reservation.departureDate });
  const which = `${reservation.reservationNumber} for ${reservation.vesselName}, ${stay} on ${reservation.berthName}`;
  const plain = (verb: string, what: string, pendingLabel: string, confirmLabel = verb): MoveQuestion => ({
    title: `${verb} ${reservation.reservationNumber}?`,
    description: `${verb} ${which}? ${what}`,
    confirmLabel,
    pendingLabel,
    reason: 'none',
    early: false,
  });
  if (move.action === 'cancel-hold') {
    return plain('Cancel the hold of', 'The berth is freed for others and the customer is mailed.', 'Cancelling…', 'Cancel hold');
  }
  if (move.action === 'approve') return plain('Approve', 'The customer is mailed.', 'Approving…');
  if (move.action === 'decline') {
    const refund = refundOnDecline(reservation);
    if (refund === null) {
      return {
        ...plain('Decline', 'It is cancelled and the customer is mailed, with the reason if you give one.', 'Declining…'),
        reason: 'optional',
      };
    }
    const amount = formatCents(refund);
    return {
      title: `Decline ${reservation.reservationNumber}?`,
      description: `Decline ${which}? It is cancelled, ${amount} is refunded to the customer's card, and the customer is mailed with your reason.`,
      confirmLabel: `Decline and refund ${amount}`,
      pendingLabel: 'Declining and refunding…',
      reason: 'required',
      early: false,
    };
  }
  const verb = label ?? (move.action === 'start' ? 'Start' : 'Complete');
  const early = earlyMove(reservation, move.to, today);
  if (early) {
    const what = early.kind === 'arrival' ? 'Record early arrival' : 'Record early departure';
    return {
      title: `${verb} ${reservation.reservationNumber} early?`,
      description: `${which}. ${earlyMoveQuestion(early, today)}`,
      confirmLabel: what,
      pendingLabel: 'Recording…',
      reason: 'none',
      early: true,
    };
  }
  const what = move.action === 'start' ? 'The stay becomes active today.' : 'The stay is completed today and the berth is free.';
  return plain(verb, what, move.action === 'start' ? 'Starting…' : 'Completing…');
}
