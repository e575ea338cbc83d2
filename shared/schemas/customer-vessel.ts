import { z } from 'zod';
import { maxVesselBeamFt, maxVesselDraftFt, maxVesselLengthFt } from '#shared/berth-options.ts';
import { vesselTypes } from '#shared/lead-options.ts';
import { optionalText, requiredText } from './lead-common.ts';
import { optionalFeet, requiredFeet } from './feet.ts';

/**
 * A vessel on record as the customer (or the office) writes it: the figures a booking needs are
 * required, the papers and notes are not. Feet are whole, within the booking form's limits.
 */
export const customerVesselSchema = z.object({
  name: requiredText('Vessel name', { max: 120 }),
  vesselType: z.enum(vesselTypes, 'Choose a vessel type'),
  length: requiredFeet('Length', maxVesselLengthFt),
  beam: optionalFeet('Beam', maxVesselBeamFt),
  draft: requiredFeet('Draft', maxVesselDraftFt),
  documentationNumber: optionalText('Hull ID or USCG documentation number', { max: 40 }),
  stateRegistration: optionalText('State registration', { max: 40 }),
  homePort: optionalText('Home port', { max: 120 }),
  notes: optionalText('Notes', { max: 2000, lines: 'multi-line' }),
});

export type CustomerVesselInput = z.input<typeof customerVesselSchema>;
export type CustomerVesselBody = z.output<typeof customerVesselSchema>;

/** `PATCH …/vessels/{id}`: only the fields sent change; an empty optional field clears it. */
export const customerVesselChangeSchema = customerVesselSchema.partial();

export type CustomerVesselChange = z.output<typeof customerVesselChangeSchema>;

/** `POST /api/customer/vessels/from-reservation`: keep the vessel a reservation was booked for. */
export const vesselFromReservationSchema = z.object({ reservationId: z.uuid('Choose a reservation') });
