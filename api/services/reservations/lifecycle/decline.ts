import { and, eq, sql } from 'drizzle-orm';
import type { ReservationView } from '#shared/berth-views.ts';
import { berthReservations, type BerthReservation } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { PaymentProvider } from '#api/payments/provider.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { berthCalendarChanged } from '#api/services/berths/berth-calendar-changes.ts';
import { checkIntentPayment } from '#api/services/payments/payment-rules.ts';
import { reservationNotFound } from '#api/services/reservations/access.ts';
import { getReservationView } from '#api/services/reservations/reservation-view.ts';
import { refundInFull } from './refund.ts';

const onlyPendingDeclinedMessage = 'Only a pending reservation can be declined.';
export const refundFailedMessage =
  'The payment could not be refunded, so the reservation was not declined. Please try again in a few minutes.';
const refundUnavailableMessage =
  'Card payments are not available online right now, so the payment cannot be refunded and the reservation was not declined.';
const paymentProcessingMessage =
  'A card payment for this reservation is still being processed, so it was not declined. Please try again in a few minutes.';
const intentCancelFailedMessage =
  'The open card payment of this reservation could not be closed, so it was not declined. Please try again in a few minutes.';
const changedWhileDecliningMessage = 'This reservation changed while it was being declined. Please reload it and try again.';
export const beingDeclinedMessage = 'This reservation is being declined. Please reload it in a moment.';
export const refundedButChangedMessage =
  'This reservation changed while it was being declined, so it was not declined, but its payment had already been refunded in full. ' +
  'Please reload it and settle the payment with the customer.';

interface Refund {
  paymentIntentId: string;
  amount: number;
}

/** How a caller narrows or follows a decline. */
export interface DeclineOptions {
  /** Why the reservation is refused before anything happens, or null when it may be declined (the default: it is pending). */
  refusal?: (reservation: BerthReservation) => string | null;
  /** Stored as the cancellation reason the customer and staff read. */
  reason?: string;
  /** Runs in the transaction that cancels it, with the reservation as it was and as it is now. */
  onDeclined?: (ctx: ServiceContext, before: BerthReservation, after: BerthReservation) => Promise<void>;
}

/**
 * How long a started decline keeps approvals and other declines away: longer than its provider
 * calls can take (the Stripe SDK gives up on a request after 80 s), short enough that a decline cut
 * off by a crash does not lock the reservation for long.
 */
export const declineClaimMs = 5 * 60_000;

/** A decline is settling this reservation's payment right now. */
export function declineUnderway(reservation: BerthReservation, now: Date): boolean {
  return reservation.declineStartedAt !== null && now.getTime() - reservation.declineStartedAt.getTime() < declineClaimMs;
}

const pendingOnly = (reservation: BerthReservation) => (reservation.status === 'pending' ? null : onlyPendingDeclinedMessage);

/**
 * Settles the payment side before declining: the money to give back (a recorded payment, or one the
 * provider took that has not been recorded yet, its webhook still on the way), or else the open
 * intent closed so no payment can arrive for the cancelled reservation afterwards.
 */
async function settlePaymentBeforeDecline(provider: PaymentProvider | null, reservation: BerthReservation): Promise<Refund | null> {
  const intentId = reservation.stripePaymentIntentId;
  if (!intentId) return null;
  if (reservation.paymentStatus === 'paid') return { paymentIntentId: intentId, amount: reservation.paidAmount ?? reservation.totalCost };
  if (reservation.paymentStatus !== 'unpaid' || !provider) return null;
  const intent = await provider.retrieveIntent(intentId);
  if (!intent) return null;
  if (checkIntentPayment(intent, reservation) === 'accepted') return { paymentIntentId: intentId, amount: intent.amount };
  if (intent.status === 'processing') throw new AppError('conflict', paymentProcessingMessage);
  if (intent.status === 'canceled' || intent.status === 'succeeded') return null;
  try {
    await provider.cancelIntent(intentId);
  } catch (error) {
    // It may have been paid a moment ago: then that payment is what must go back.
    const again = await provider.retrieveIntent(intentId);
    if (again && checkIntentPayment(again, reservation) === 'accepted') return { paymentIntentId: intentId, amount: again.amount };
    throw Object.assign(new AppError('service_unavailable', intentCancelFailedMessage), { cause: error });
  }
  return null;
}

/**
 * The harbor office declines a pending reservation: it is cancelled and, if it was paid, refunded
 * in full through the provider first (an open intent is closed instead). When the refund fails
 * nothing changes, so the office can try again; the refund's idempotency key keeps a retry from
 * refunding twice. The reservation is first claimed for the decline, so no approval lands while the
 * money goes back; provider calls then run outside any transaction (never while rows are locked),
 * and the cancel locks the row and checks it again, so a payment recorded meanwhile is never
 * overwritten.
 */
export async function declineReservation(ctx: ServiceContext, id: string, options: DeclineOptions = {}): Promise<ReservationView> {
  const { db, payments: provider } = ctx;
  const refusal = options.refusal ?? pendingOnly;
  const claimedAt = ctx.clock.now();
  const reservation = await claimForDecline(ctx, id, refusal, claimedAt);

  let outcome: 'declined' | 'refunded-only' | 'changed';
  try {
    const refund = await settlePaymentBeforeDecline(provider, reservation);
    if (refund) await refundBeforeDecline(provider, reservation, refund);
    outcome = await cancelClaimed(ctx, reservation, refund, refusal, options);
  } catch (error) {
    // The office may try again at once. If the database itself is gone, this fails too and the
    // claim lapses on its own after declineClaimMs.
    await db
      .update(berthReservations)
      .set({ declineStartedAt: null, updatedAt: sql`${berthReservations.updatedAt}` })
      .where(and(eq(berthReservations.id, id), eq(berthReservations.declineStartedAt, claimedAt)))
      .catch((releaseError: unknown) =>
        ctx.log.error('decline claim not released: it lapses on its own', { reservationId: id, error: releaseError }),
      );
    throw error;
  }
  if (outcome === 'declined') berthCalendarChanged();
  if (outcome === 'refunded-only') throw new AppError('conflict', refundedButChangedMessage);
  if (outcome === 'changed') throw new AppError('conflict', changedWhileDecliningMessage);
  return getReservationView(db, id, ctx.actor);
}

/**
 * Cancels the claimed reservation once its payment is settled, under its lock, unless it changed
 * meanwhile; either way the claim ends.
 */
async function cancelClaimed(
  ctx: ServiceContext,
  reservation: BerthReservation,
  refund: Refund | null,
  refusal: (reservation: BerthReservation) => string | null,
  options: DeclineOptions,
): Promise<'declined' | 'refunded-only' | 'changed'> {
  const id = reservation.id;
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(berthReservations).where(eq(berthReservations.id, id)).for('update');
    // A payment recorded meanwhile would otherwise be cancelled without its refund.
    if (!current || refusal(current) || current.paymentStatus !== reservation.paymentStatus) {
      // The money already went back: the record must say so, whatever else changed meanwhile.
      if (refund && current?.paymentStatus === 'paid') {
        await tx
          .update(berthReservations)
          .set({ paymentStatus: 'refunded', paidAmount: refund.amount, declineStartedAt: null })
          .where(eq(berthReservations.id, id));
        return 'refunded-only';
      }
      if (current)
        await tx
          .update(berthReservations)
          .set({ declineStartedAt: null, updatedAt: current.updatedAt })
          .where(eq(berthReservations.id, id));
      return 'changed';
    }
    const [declined] = await tx
      .update(berthReservations)
      .set({
        status: 'cancelled',
        declineStartedAt: null,
        cancellationReason: options.reason ?? current.cancellationReason,
        ...(refund && { paymentStatus: 'refunded', paidAmount: refund.amount, paidAt: current.paidAt ?? ctx.clock.now() }),
      })
      .where(eq(berthReservations.id, id))
      .returning();
    if (!declined) throw new Error(`reservation ${id} vanished under its lock`);
    await options.onDeclined?.(inTransaction(ctx, tx), current, declined);
    return 'declined';
  });
}

/**
 * Marks the reservation as being declined, under its lock, before any provider call: an approval
 * arriving while the payment is refunded is refused (see moveReservation) instead of
 * confirming a stay whose money went back, and a second decline does not settle it twice.
 */
async function claimForDecline(
  ctx: ServiceContext,
  id: string,
  refusal: (reservation: BerthReservation) => string | null,
  claimedAt: Date,
): Promise<BerthReservation> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(berthReservations).where(eq(berthReservations.id, id)).for('update');
    if (!current) throw reservationNotFound();
    const refused = refusal(current);
    if (refused) throw new AppError('conflict', refused);
    if (declineUnderway(current, claimedAt)) throw new AppError('conflict', beingDeclinedMessage);
    // The claim is bookkeeping, not a change of the reservation: its updatedAt stays.
    await tx
      .update(berthReservations)
      .set({ declineStartedAt: claimedAt, updatedAt: current.updatedAt })
      .where(eq(berthReservations.id, id));
    return current;
  });
}

async function refundBeforeDecline(provider: PaymentProvider | null, reservation: BerthReservation, refund: Refund): Promise<void> {
  if (!provider) throw new AppError('service_unavailable', refundUnavailableMessage);
  try {
    await refundInFull(provider, reservation.id, refund);
  } catch (error) {
    // The provider's own error stays attached for whoever logs the failure.
    throw Object.assign(new AppError('service_unavailable', refundFailedMessage), { cause: error });
  }
}
