import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { berthReservations, leases, type BerthReservation, type Lease } from '../../db/schema/index.ts';
import { hashToken } from '../../auth/tokens.ts';
import { AppError } from '../../lib/errors.ts';

export const leaseNotFound = () => new AppError('not_found', 'Lease not found');

export interface AccessibleLease {
  lease: Lease;
  reservation: BerthReservation;
}

/**
 * The lease and its reservation, if the caller's checkout token is the one the reservation was
 * made with; anyone else gets the 404 of an unknown id.
 */
export async function findAccessibleLease(
  db: Pick<Database, 'select'>,
  leaseId: string,
  checkoutToken: string | undefined,
): Promise<AccessibleLease> {
  if (!checkoutToken) throw leaseNotFound();
  const [row] = await db
    .select({ lease: leases, reservation: berthReservations })
    .from(leases)
    .innerJoin(berthReservations, eq(berthReservations.id, leases.reservationId))
    .where(eq(leases.id, leaseId))
    .limit(1);
  if (!row || row.reservation.checkoutTokenHash !== hashToken(checkoutToken)) throw leaseNotFound();
  return row;
}
