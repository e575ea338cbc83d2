import type { LeaseStatus, PaymentStatus, ReservationStatus } from '#shared/berth-options.ts';

export interface SendableReservation {
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  holdExpiresAt: Date | null;
}

/**
 * Why the office cannot send a reservation's lease for signature now; null when it can. Only a
 * reservation still held unpaid can be: a lapsed hold no longer keeps its berth, so holding it for
 * a week could take a berth someone else has booked since.
 */
export function leaseSendingRefusal(reservation: SendableReservation, lease: LeaseStatus | null, now: Date): string | null {
  if (reservation.status === 'cancelled') return 'This reservation has been cancelled or declined, so there is no lease to sign.';
  if (lease === 'signed') return 'This lease has already been signed, so there is nothing left to sign.';
  if (reservation.paymentStatus !== 'unpaid') return 'This reservation has already been paid, so its lease is not sent for signature.';
  if (reservation.status !== 'pending')
    return 'Only a reservation still waiting for its lease and payment can have its lease sent for signature.';
  if (!reservation.holdExpiresAt || reservation.holdExpiresAt <= now) {
    return 'The hold on this reservation has run out, so the berth is no longer kept for it. Book the stay again, then send its lease.';
  }
  return null;
}
