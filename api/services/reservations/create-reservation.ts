import { eq } from 'drizzle-orm';
import { stayCost } from '#shared/pricing.ts';
import type { BerthReservationBody } from '#shared/schemas/berth-reservation.ts';
import type { ReservationView } from '#shared/berth-views.ts';
import type { Database } from '../../db/client.ts';
import { berthReservations, berths, type Berth } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { vesselMisfit, type VesselMisfit } from '../berths/vessel-fit.ts';
import { isExclusionViolation } from './database-errors.ts';
import { toReservationView } from './reservation-view.ts';

export const berthNotAvailableMessage = 'This berth is not available for booking';
export const berthAlreadyBookedMessage =
  'This berth is already booked for some of those dates. Please choose other dates or another berth.';

export interface NewReservationInput extends BerthReservationBody {
  /** SHA-256 of the checkout cookie of the browser making the reservation. */
  checkoutTokenHash: string;
}

/**
 * Books a berth for a stay at the price the server computes from the berth's stored rates (any
 * total the client sent is ignored). The database's exclusion constraint is what stops two live
 * stays of one berth from overlapping, so concurrent requests for the same dates get one winner.
 */
export async function createReservation(db: Database, input: NewReservationInput): Promise<ReservationView> {
  try {
    return await db.transaction(async (tx) => {
      // A shared row lock keeps staff from taking the berth out of service while it is being booked.
      const [berth] = await tx.select().from(berths).where(eq(berths.id, input.berthId)).for('share');
      if (!berth) throw new AppError('validation_failed', 'Choose a berth', { errors: { berthId: 'Choose a berth' } });
      if (berth.status !== 'available') throw new AppError('conflict', berthNotAvailableMessage);
      const misfit = vesselMisfit(berth, { length: input.vesselLength, draft: input.vesselDraft });
      if (misfit) throw misfitError(berth, misfit);

      const [reservation] = await tx
        .insert(berthReservations)
        .values({
          berthId: berth.id,
          vesselName: input.vesselName,
          vesselLength: input.vesselLength ?? null,
          vesselBeam: input.vesselBeam ?? null,
          vesselDraft: input.vesselDraft ?? null,
          contactName: input.contactName,
          contactEmail: input.contactEmail,
          contactPhone: input.contactPhone || null,
          company: input.company,
          arrivalDate: input.arrivalDate,
          departureDate: input.departureDate,
          purpose: input.purpose ?? null,
          specialRequirements: input.specialRequirements || null,
          totalCost: stayCost(berth, input).totalCents,
          checkoutTokenHash: input.checkoutTokenHash,
        })
        .returning();
      if (!reservation) throw new Error('reservation insert returned no row');
      return toReservationView(reservation, berth, null);
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new AppError('conflict', berthAlreadyBookedMessage);
    throw error;
  }
}

function misfitError(berth: Berth, misfit: VesselMisfit): AppError {
  const message =
    misfit.field === 'length'
      ? `${berth.name} is ${berth.length} ft long: too short for a ${misfit.vesselLength} ft vessel. Please choose a longer berth.`
      : `${berth.name} takes a draft of at most ${berth.maxDraft} ft: too shallow for a ${misfit.vesselDraft} ft draft. Please choose a deeper berth.`;
  return new AppError('validation_failed', message, { errors: { [misfit.field === 'length' ? 'vesselLength' : 'vesselDraft']: message } });
}
