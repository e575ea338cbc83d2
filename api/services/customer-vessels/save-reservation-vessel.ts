import { and, eq } from 'drizzle-orm';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import { berthReservations, customerVessels } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { signedInCustomerId } from '#api/services/customer-area/signed-in-customer.ts';
import { reservationNotFound } from '#api/services/reservations/access.ts';
import { toVesselView } from './vessel-records.ts';

/**
 * Puts the vessel one of the customer's reservations was booked for on their record, from the
 * reservation's own name and figures, and links the two. Its type is not on a reservation, so it is
 * kept as Other until the customer says. A reservation already linked to a vessel is refused.
 */
export async function saveReservationVessel(ctx: ServiceContext, reservationId: string): Promise<CustomerVesselView> {
  const customerId = signedInCustomerId(ctx);
  return ctx.db.transaction(async (tx) => {
    const [reservation] = await tx
      .select()
      .from(berthReservations)
      .where(and(eq(berthReservations.id, reservationId), eq(berthReservations.customerId, customerId)))
      .for('update');
    if (!reservation) throw reservationNotFound();
    if (reservation.vesselId) throw new AppError('conflict', `${reservation.vesselName} is already in your vessels.`);
    const { vesselLength: length, vesselDraft: draft } = reservation;
    if (length === null || draft === null) {
      throw new AppError('validation_failed', 'This reservation does not give the vessel’s length and draft: add the vessel yourself.');
    }
    const [vessel] = await tx
      .insert(customerVessels)
      .values({ customerId, name: reservation.vesselName, vesselType: 'Other', length, beam: reservation.vesselBeam, draft })
      .returning();
    if (!vessel) throw new Error('vessel insert returned no row');
    await tx.update(berthReservations).set({ vesselId: vessel.id }).where(eq(berthReservations.id, reservation.id));
    return toVesselView(vessel);
  });
}
