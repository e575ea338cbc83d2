import type { BerthReservationBody } from '#shared/schemas/berth-reservation.ts';
import type { Actor } from '#api/auth/actor.ts';
import type { Database } from '#api/db/client.ts';
import { AppError } from '#api/lib/errors.ts';
import { findVessel, vesselNotFound } from './vessel-records.ts';

/**
 * The booking as it is kept: with a vessel on record, that vessel's name and figures (what the
 * berth is checked against and the stay priced on) and its id; otherwise the typed ones. Only the
 * signed-in customer's own vessel may be named (anyone else's, or a guest's try, reads as unknown),
 * and not one they retired.
 */
export async function withVesselOnRecord(
  db: Database,
  customer: Actor['customer'],
  input: BerthReservationBody,
): Promise<Omit<BerthReservationBody, 'vesselId'> & { vesselId: string | null }> {
  if (!input.vesselId) return { ...input, vesselId: null };
  if (!customer) throw vesselNotFound();
  const vessel = await findVessel(db, customer.customerId, input.vesselId);
  if (vessel.retiredAt) {
    const message = `${vessel.name} is retired from your vessels. Choose another vessel.`;
    throw new AppError('validation_failed', message, { errors: { vesselId: message } });
  }
  return {
    ...input,
    vesselId: vessel.id,
    vesselName: vessel.name,
    vesselLength: vessel.length,
    vesselBeam: vessel.beam ?? undefined,
    vesselDraft: vessel.draft,
  };
}
