import type { ReservationView } from '#shared/berth-views.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { findAccessibleReservation } from '../reservations/access.ts';
import { getReservationView } from '../reservations/reservation-view.ts';
import { paymentsUnavailable } from './marina-office.ts';
import { foreignPaymentMessage, paymentNotCompletedMessage } from './payment-rules.ts';
import { recordPayment, type PaymentMailSettings } from './record-payment.ts';

export interface ConfirmPaymentInput {
  reservationId: string;
  checkoutToken: string | undefined;
  paymentIntentId: string;
  mail: PaymentMailSettings;
}

/**
 * The browser reports a finished card payment; the provider is asked whether it really paid this
 * reservation. Confirming again after success answers the same paid reservation; an intent that
 * has not succeeded, or is not this reservation's, is refused and changes nothing.
 */
export async function confirmPayment(db: Database, provider: PaymentProvider | null, input: ConfirmPaymentInput): Promise<ReservationView> {
  const reservation = await findAccessibleReservation(db, input.reservationId, input.checkoutToken);
  if (reservation.stripePaymentIntentId !== input.paymentIntentId) throw new AppError('conflict', foreignPaymentMessage);
  if (reservation.paymentStatus === 'unpaid') {
    if (!provider) throw paymentsUnavailable();
    const check = await recordPayment(db, provider, input.mail, reservation, input.paymentIntentId);
    if (check === 'foreign') throw new AppError('conflict', foreignPaymentMessage);
    if (check === 'not-succeeded') throw new AppError('conflict', paymentNotCompletedMessage);
  }
  return getReservationView(db, reservation.id);
}
