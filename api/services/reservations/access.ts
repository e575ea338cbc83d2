import { eq } from 'drizzle-orm';
import type { Actor } from '#api/auth/actor.ts';
import { berthReservations, type BerthReservation } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';

export const reservationNotFound = () => new AppError('not_found', 'Reservation not found');

/** Reading a reservation, or acting on it as its holder (lease, signature, payment). */
export type ReservationUse = 'read' | 'hold';

/**
 * The one rule for who may reach a reservation: its holder (the signed-in customer it belongs to,
 * or the browser whose checkout cookie made it) may read and advance it; staff may read any.
 */
export function mayUseReservation(
  actor: Actor,
  reservation: Pick<BerthReservation, 'customerId' | 'checkoutTokenHash'>,
  use: ReservationUse,
): boolean {
  if (use === 'read' && actor.staff) return true;
  if (actor.customer && reservation.customerId === actor.customer.customerId) return true;
  return actor.checkoutTokenHash !== null && reservation.checkoutTokenHash === actor.checkoutTokenHash;
}

/**
 * The reservation, if the caller may use it so. Anyone else learns nothing, not even that the id
 * exists: the answer is the same as for an unknown id.
 */
export async function findAccessibleReservation(ctx: ServiceContext, id: string, use: ReservationUse): Promise<BerthReservation> {
  const [reservation] = await ctx.db.select().from(berthReservations).where(eq(berthReservations.id, id)).limit(1);
  if (!reservation || !mayUseReservation(ctx.actor, reservation, use)) throw reservationNotFound();
  return reservation;
}
