import { and, eq } from 'drizzle-orm';
import type { PaymentIntentResponse } from '#shared/berth-views.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import { berthReservations, leases, type BerthReservation } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { PaymentProvider, ProviderIntent } from '#api/payments/provider.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { findAccessibleReservation } from '#api/services/reservations/access.ts';
import { paymentsUnavailable } from './marina-office.ts';
import { alreadyPaidMessage, isReusableIntent, paymentStartProblem } from './payment-rules.ts';
import { recordPayment } from '#api/services/reservations/lifecycle/reservation-lifecycle.ts';

export interface CreatePaymentIntentInput {
  reservationId: string;
  /** Stripe Elements needs it in the browser; required in Stripe mode. */
  publishableKey: string | undefined;
}

/**
 * The card payment of a reservation with a signed lease, for exactly its server-computed total.
 * Asking again returns the intent that is still open instead of making a second one.
 */
export async function createPaymentIntent(ctx: ServiceContext, input: CreatePaymentIntentInput): Promise<PaymentIntentResponse> {
  const { db, payments: provider } = ctx;
  const reservation = await findAccessibleReservation(ctx, input.reservationId, 'hold');
  if (!provider) throw paymentsUnavailable();
  const [lease] = await db.select({ status: leases.status }).from(leases).where(eq(leases.reservationId, reservation.id)).limit(1);
  const problem = paymentStartProblem(reservation, lease ?? null, ctx.clock.now());
  if (problem) throw new AppError('conflict', problem);

  const intent = await openIntent(ctx, provider, reservation);
  await db
    .update(berthReservations)
    .set({ stripePaymentIntentId: intent.id })
    .where(and(eq(berthReservations.id, reservation.id), eq(berthReservations.paymentStatus, 'unpaid')));
  return paymentIntentAnswer(provider, intent, input.publishableKey);
}

async function openIntent(ctx: ServiceContext, provider: PaymentProvider, reservation: BerthReservation): Promise<ProviderIntent> {
  const previousId = reservation.stripePaymentIntentId;
  const previous = previousId ? await provider.retrieveIntent(previousId) : null;
  if (previous && isReusableIntent(previous, reservation)) return previous;
  // The card went through but neither the browser nor the webhook has told us yet: record it now.
  if (previous?.status === 'succeeded' && (await recordPayment(ctx, provider, reservation, previous.id)) === 'accepted') {
    throw new AppError('conflict', alreadyPaidMessage);
  }
  // The same key gives the same intent, so concurrent requests share one. A dead previous intent
  // (cancelled, or for another total) is replaced under a key of its own, since reusing the first
  // key would hand back the dead intent.
  const idempotencyKey = `reservation-${reservation.id}-${reservation.totalCost}${previousId ? `-after-${previousId}` : ''}`;
  return provider.createIntent({
    reservationId: reservation.id,
    amount: reservation.totalCost,
    description:
      `Berth reservation ${reservation.id}: ${reservation.vesselName}, ` +
      `${formatStayDate(reservation.arrivalDate)} to ${formatStayDate(reservation.departureDate)}`,
    receiptEmail: reservation.contactEmail,
    idempotencyKey,
  });
}

/** What the browser's card form needs for an intent: the test mode's, or Stripe Elements' with the publishable key. */
export function paymentIntentAnswer(
  provider: PaymentProvider,
  intent: ProviderIntent,
  publishableKey: string | undefined,
): PaymentIntentResponse {
  const fields = { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: intent.amount };
  if (provider.mode === 'test') return { mode: 'test', ...fields };
  if (!publishableKey) throw new Error('Stripe payments need PUBLIC_STRIPE_PUBLISHABLE_KEY');
  return { mode: 'stripe', ...fields, publishableKey };
}
