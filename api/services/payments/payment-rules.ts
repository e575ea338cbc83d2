import type { LeaseStatus, PaymentStatus, ReservationStatus } from '#shared/berth-options.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import type { ProviderIntent } from '#api/payments/provider.ts';

const leaseNotSignedMessage = 'Please sign the lease before paying.';
export const alreadyPaidMessage = 'This reservation has already been paid.';
export const reservationCancelledMessage = 'This reservation has been cancelled and can no longer be paid.';
export const paymentNotCompletedMessage = 'Payment has not been completed yet.';
export const foreignPaymentMessage = 'This payment does not belong to this reservation.';
const holdExpiredMessage = 'The hold on this berth has ended, so it can no longer be paid. Please reserve again.';
const arrivalPassedMessage =
  'The arrival date of this reservation has passed, so it can no longer be paid online. Please reserve again with new dates.';
export const latePaymentRefundedMessage =
  'This reservation was cancelled before your payment arrived, so the full amount has been refunded to your card.';

interface PayableReservation {
  id: string;
  status: ReservationStatus;
  totalCost: number;
  paymentStatus: PaymentStatus;
  stripePaymentIntentId: string | null;
}

/**
 * Why a card payment cannot be started for this reservation at `now`, or null when it can: a hold
 * that ran out (even before the expiry worker cancels it) and a stay that should already have begun
 * at the facility are never charged.
 */
export function paymentStartProblem(
  reservation: Pick<PayableReservation, 'status' | 'paymentStatus'> & { arrivalDate: string; holdExpiresAt: Date | null },
  lease: { status: LeaseStatus } | null,
  now: Date,
): string | null {
  if (reservation.status === 'cancelled') return reservationCancelledMessage;
  if (reservation.paymentStatus !== 'unpaid') return alreadyPaidMessage;
  if (reservation.holdExpiresAt && reservation.holdExpiresAt <= now) return holdExpiredMessage;
  if (reservation.arrivalDate < facilityToday(now)) return arrivalPassedMessage;
  if (lease?.status !== 'signed') return leaseNotSignedMessage;
  return null;
}

export type IntentCheck = 'accepted' | 'not-succeeded' | 'foreign';

/**
 * Whether an intent, as the provider reports it, pays this reservation: it must be the intent the
 * reservation was given, made for this reservation, for exactly its total in dollars, and have
 * succeeded. A missing intent is as foreign as another reservation's.
 */
export function checkIntentPayment(intent: ProviderIntent | null, reservation: PayableReservation): IntentCheck {
  if (
    !intent ||
    intent.id !== reservation.stripePaymentIntentId ||
    intent.reservationId !== reservation.id ||
    intent.amount !== reservation.totalCost ||
    intent.currency !== 'usd'
  ) {
    return 'foreign';
  }
  return intent.status === 'succeeded' ? 'accepted' : 'not-succeeded';
}

/** An intent the browser can still pay: made for this reservation and its total, neither paid nor cancelled. */
export function isReusableIntent(intent: ProviderIntent, reservation: Pick<PayableReservation, 'id' | 'totalCost'>): boolean {
  return (
    intent.reservationId === reservation.id &&
    intent.amount === reservation.totalCost &&
    intent.status !== 'succeeded' &&
    intent.status !== 'canceled'
  );
}
