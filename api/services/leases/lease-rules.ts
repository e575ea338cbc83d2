import type { LeaseStatus, ReservationStatus } from '#shared/berth-options.ts';

export const signedLeaseLockedMessage = 'This lease has been signed and can no longer be changed.';
export const leaseAlreadySignedMessage = 'This lease has already been signed.';
/** The checkout matches this message to reopen Review with the new text. */
export const leaseChangedMessage = 'The lease changed since you reviewed it.';
export const cancelledReservationMessage = 'This reservation has been cancelled, so its lease can no longer be changed.';

/** Why the lease of a reservation cannot be drawn up (again) now; null when it can. */
export function leaseGenerationRefusal(reservation: ReservationStatus, lease: LeaseStatus | null): string | null {
  if (reservation === 'cancelled') return cancelledReservationMessage;
  if (lease === 'signed') return signedLeaseLockedMessage;
  return null;
}

/** Why a lease cannot be signed now; null when it can. A signature is final. */
export function leaseSigningRefusal(reservation: ReservationStatus, lease: LeaseStatus): string | null {
  if (lease === 'signed') return leaseAlreadySignedMessage;
  if (reservation === 'cancelled') return cancelledReservationMessage;
  return null;
}
