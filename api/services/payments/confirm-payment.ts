import type { ReservationView } from '#shared/berth-views.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { findAccessibleReservation } from '#api/services/reservations/access.ts';
import { getReservationView } from '#api/services/reservations/reservation-view.ts';
import { paymentsUnavailable } from './marina-office.ts';
import {
  foreignPaymentMessage,
  latePaymentRefundedMessage,
  paymentNotCompletedMessage,
  reservationCancelledMessage,
} from './payment-rules.ts';
import { recordPayment } from '#api/services/reservations/lifecycle/reservation-lifecycle.ts';

export interface ConfirmPaymentInput {
  reservationId: string;
  paymentIntentId: string;
}

/**
 * The browser reports a finished card payment; the provider is asked whether it really paid this
 * reservation. Confirming again after success answers the same paid reservation; an intent that
 * has not succeeded, or is not this reservation's, is refused and changes nothing. A reservation
 * cancelled before the money arrived (its hold ended) is refused too, once a payment that did go
 * through has been recorded and refunded.
 */
export async function confirmPayment(ctx: ServiceContext, input: ConfirmPaymentInput): Promise<ReservationView> {
  const provider = ctx.payments;
  const reservation = await findAccessibleReservation(ctx, input.reservationId, 'hold');
  if (reservation.stripePaymentIntentId !== input.paymentIntentId) throw new AppError('conflict', foreignPaymentMessage);
  if (reservation.paymentStatus === 'unpaid') {
    if (!provider) throw paymentsUnavailable();
    const check = await recordPayment(ctx, provider, reservation, input.paymentIntentId);
    if (check === 'foreign') throw new AppError('conflict', foreignPaymentMessage);
    if (check === 'not-succeeded' && reservation.status !== 'cancelled') throw new AppError('conflict', paymentNotCompletedMessage);
  }
  const view = await getReservationView(ctx.db, reservation.id, ctx.actor);
  if (view.status === 'cancelled') {
    throw new AppError('conflict', view.paymentStatus === 'refunded' ? latePaymentRefundedMessage : reservationCancelledMessage);
  }
  return view;
}
