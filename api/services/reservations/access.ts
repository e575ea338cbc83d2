import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { berthReservations, type BerthReservation } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken } from '../../auth/tokens.ts';

export const reservationNotFound = () => new AppError('not_found', 'Reservation not found');

/**
 * The reservation, if the caller's checkout token is the one it was made with. A stranger learns
 * nothing, not even that the id exists: the answer is the same as for an unknown id.
 */
export async function findAccessibleReservation(
  db: Pick<Database, 'select'>,
  id: string,
  checkoutToken: string | undefined,
): Promise<BerthReservation> {
  if (!checkoutToken) throw reservationNotFound();
  const [reservation] = await db.select().from(berthReservations).where(eq(berthReservations.id, id)).limit(1);
  if (!reservation || reservation.checkoutTokenHash !== hashToken(checkoutToken)) throw reservationNotFound();
  return reservation;
}
