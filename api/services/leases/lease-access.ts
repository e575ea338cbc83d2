import { eq } from 'drizzle-orm';
import { berthReservations, leases, type BerthReservation, type Lease } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { mayUseReservation, type ReservationUse } from '#api/services/reservations/access.ts';

const leaseNotFound = () => new AppError('not_found', 'Lease not found');

export interface AccessibleLease {
  lease: Lease;
  reservation: BerthReservation;
}

/** The lease and its reservation, under the reservation's access rule; anyone else gets a 404. */
export async function findAccessibleLease(ctx: ServiceContext, leaseId: string, use: ReservationUse): Promise<AccessibleLease> {
  const [row] = await ctx.db
    .select({ lease: leases, reservation: berthReservations })
    .from(leases)
    .innerJoin(berthReservations, eq(berthReservations.id, leases.reservationId))
    .where(eq(leases.id, leaseId))
    .limit(1);
  if (!row || !mayUseReservation(ctx.actor, row.reservation, use)) throw leaseNotFound();
  return row;
}
