import { and, eq } from 'drizzle-orm';
import type { CustomerReservation } from '#shared/customer-views.ts';
import { berthReservations, type BerthReservation } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { reservationNotFound } from '#api/services/reservations/access.ts';
import { beingDeclinedMessage, declineReservation } from '#api/services/reservations/lifecycle/decline.ts';
import { findCustomerReservation } from './customer-reservations.ts';
import { signedInCustomerId } from './signed-in-customer.ts';

const releasedReason = 'You released the hold before payment.';
const paidMessage = 'This reservation is paid, so it is no longer a hold to release. To cancel it, please contact the marina office.';
const notHeldMessage = 'This reservation is no longer held for payment, so there is no hold to release.';
const beingReleasedMessage = 'This hold is already being released. Please reload your reservations in a moment.';

/** Whether the customer may still release the reservation's hold at `now`, or why not. */
function releaseRefusal(now: Date) {
  return (reservation: BerthReservation): string | null => {
    if (reservation.paymentStatus !== 'unpaid') return paidMessage;
    const live = reservation.status === 'pending' && reservation.holdExpiresAt !== null && reservation.holdExpiresAt > now;
    return live ? null : notHeldMessage;
  };
}

/**
 * The customer lets go of one of their unpaid holds (`POST /api/customer/reservations/{id}/release`):
 * it is cancelled and its berth is free at once, the way staff cancel a hold, and an open card
 * payment is closed first (a card that went through meanwhile is refunded). Another customer's
 * reservation answers as an unknown id; a paid one, or one no longer held, is refused.
 */
export async function releaseHold(ctx: ServiceContext, reservationId: string): Promise<CustomerReservation> {
  const customerId = signedInCustomerId(ctx);
  const [owned] = await ctx.db
    .select({ id: berthReservations.id })
    .from(berthReservations)
    .where(and(eq(berthReservations.id, reservationId), eq(berthReservations.customerId, customerId)))
    .limit(1);
  if (!owned) throw reservationNotFound();
  await declineReservation(ctx, owned.id, { refusal: releaseRefusal(ctx.clock.now()), reason: releasedReason }).catch((error: unknown) => {
    // A release started a moment ago (another tab, a double click) is settling it: the office's words would say "declined".
    if (error instanceof AppError && error.message === beingDeclinedMessage) throw new AppError('conflict', beingReleasedMessage);
    throw error;
  });
  const released = await findCustomerReservation(ctx, owned.id);
  if (!released) throw new Error(`reservation ${owned.id} vanished after its hold was released`);
  return released;
}
