import { and, eq } from 'drizzle-orm';
import type { ReservationView } from '#shared/berth-views.ts';
import { berthReservations, type BerthReservation } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import type { ServiceContext } from '../context.ts';
import { reservationNotFound } from '../reservations/access.ts';
import { getReservationView } from '../reservations/reservation-view.ts';
import { checkIntentPayment } from './payment-rules.ts';

export const onlyPendingDeclinedMessage = 'Only a pending reservation can be declined.';
export const refundFailedMessage =
  'The payment could not be refunded, so the reservation was not declined. Please try again in a few minutes.';
export const refundUnavailableMessage =
  'Card payments are not available online right now, so the payment cannot be refunded and the reservation was not declined.';

interface Refund {
  paymentIntentId: string;
  amount: number;
}

/**
 * The money to give back when declining: a recorded payment, or one the provider took that has not
 * been recorded yet (its webhook still on the way), which must not be kept either.
 */
async function refundDue(provider: PaymentProvider | null, reservation: BerthReservation): Promise<Refund | null> {
  const intentId = reservation.stripePaymentIntentId;
  if (!intentId) return null;
  if (reservation.paymentStatus === 'paid') return { paymentIntentId: intentId, amount: reservation.paidAmount ?? reservation.totalCost };
  if (reservation.paymentStatus !== 'unpaid' || !provider) return null;
  const intent = await provider.retrieveIntent(intentId);
  return intent && checkIntentPayment(intent, reservation) === 'accepted' ? { paymentIntentId: intentId, amount: intent.amount } : null;
}

/**
 * The harbor office declines a pending reservation: it is cancelled and, if it was paid, refunded
 * in full through the provider first. When the refund fails nothing changes, so the office can try
 * again; the refund's idempotency key keeps a retry from refunding twice.
 */
export async function declineReservation(ctx: ServiceContext, id: string): Promise<ReservationView> {
  const { db, payments: provider } = ctx;
  const [reservation] = await db.select().from(berthReservations).where(eq(berthReservations.id, id)).limit(1);
  if (!reservation) throw reservationNotFound();
  if (reservation.status !== 'pending') throw new AppError('conflict', onlyPendingDeclinedMessage);

  const refund = await refundDue(provider, reservation);
  if (refund) {
    if (!provider) throw new AppError('service_unavailable', refundUnavailableMessage);
    try {
      await provider.refund({ ...refund, idempotencyKey: `refund-${reservation.id}` });
    } catch (error) {
      // The provider's own error stays attached for whoever logs the failure.
      throw Object.assign(new AppError('service_unavailable', refundFailedMessage), { cause: error });
    }
  }

  const [declined] = await db
    .update(berthReservations)
    .set({
      status: 'cancelled',
      ...(refund && { paymentStatus: 'refunded', paidAmount: refund.amount, paidAt: reservation.paidAt ?? ctx.clock.now() }),
    })
    .where(
      and(
        eq(berthReservations.id, id),
        eq(berthReservations.status, 'pending'),
        // A payment recorded meanwhile would otherwise be cancelled without its refund.
        eq(berthReservations.paymentStatus, reservation.paymentStatus),
      ),
    )
    .returning({ id: berthReservations.id });
  if (!declined) throw new AppError('conflict', 'This reservation changed while it was being declined. Please reload it and try again.');
  return getReservationView(db, id);
}
