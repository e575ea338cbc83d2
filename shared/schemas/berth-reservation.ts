import { z } from 'zod';
import { berthPurposes, maxVesselBeamFt, maxVesselDraftFt, maxVesselLengthFt } from '../berth-options.ts';
import { addDays, daysBetween, facilityToday } from '../stay-dates.ts';
import { email, optionalText, requiredText } from './lead-common.ts';

/** Stays longer than this are arranged with the office, as a long-term dockage agreement. */
export const maxStayDays = 366;
/** How far ahead a berth can be booked online. */
export const bookingHorizonDays = 730;

// Number inputs send '' (or NaN from valueAsNumber) when left empty: both mean "not given".
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'number' && Number.isNaN(value)) ? undefined : value;

/** Whole feet, optional, with the field's own messages. */
export const optionalFeet = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number of feet`)
      .positive(`${label} must be more than 0 ft`)
      .max(max, `${label} can be at most ${max} ft`)
      .optional(),
  );

const stayDate = (requiredMessage: string) =>
  requiredText(requiredMessage, 10).pipe(z.iso.date('Enter the date as YYYY-MM-DD'));

export const berthReservationSchema = z
  .object({
    berthId: z.uuid('Choose a berth'),
    vesselName: requiredText('Vessel name is required', 120),
    vesselLength: optionalFeet('Vessel length', maxVesselLengthFt),
    vesselBeam: optionalFeet('Beam', maxVesselBeamFt),
    vesselDraft: optionalFeet('Draft', maxVesselDraftFt),
    contactName: requiredText('Contact name is required', 120),
    contactEmail: email(),
    contactPhone: optionalText(40),
    company: requiredText('Company name is required'),
    arrivalDate: stayDate('Arrival date is required'),
    departureDate: stayDate('Departure date is required'),
    purpose: z.enum(berthPurposes).optional().or(z.literal('').transform(() => undefined)),
    specialRequirements: optionalText(2000),
    // Accepted so older clients keep working, and then ignored: the server prices every stay itself.
    totalCost: z.number().optional(),
  })
  .superRefine((stay, context) => {
    const today = facilityToday();
    if (stay.arrivalDate < today) {
      context.addIssue({ code: 'custom', path: ['arrivalDate'], message: 'Arrival date cannot be in the past' });
    } else if (stay.arrivalDate > addDays(today, bookingHorizonDays)) {
      context.addIssue({ code: 'custom', path: ['arrivalDate'], message: 'Arrival date can be at most two years ahead' });
    }
    if (stay.departureDate <= stay.arrivalDate) {
      context.addIssue({ code: 'custom', path: ['departureDate'], message: 'Departure date must be after the arrival date' });
    } else if (daysBetween(stay.arrivalDate, stay.departureDate) > maxStayDays) {
      context.addIssue({
        code: 'custom',
        path: ['departureDate'],
        message: 'Stays longer than a year are arranged with the office: please call us',
      });
    }
  });

export type BerthReservationInput = z.input<typeof berthReservationSchema>;
export type BerthReservationBody = z.output<typeof berthReservationSchema>;

/** `GET /api/berths`: with both dates each berth also says whether it is free then and fits the vessel. */
export const berthAvailabilityQuerySchema = z
  .object({
    arrival: z.iso.date('Enter the arrival date as YYYY-MM-DD').optional(),
    departure: z.iso.date('Enter the departure date as YYYY-MM-DD').optional(),
    length: optionalFeet('Vessel length', maxVesselLengthFt),
    draft: optionalFeet('Draft', maxVesselDraftFt),
  })
  .superRefine((query, context) => {
    if (Boolean(query.arrival) !== Boolean(query.departure)) {
      context.addIssue({
        code: 'custom',
        path: [query.arrival ? 'departure' : 'arrival'],
        message: 'Give both an arrival and a departure date',
      });
    } else if (query.arrival && query.departure && query.departure <= query.arrival) {
      context.addIssue({ code: 'custom', path: ['departure'], message: 'Departure date must be after the arrival date' });
    }
  });

export type BerthAvailabilityQuery = z.output<typeof berthAvailabilityQuerySchema>;
