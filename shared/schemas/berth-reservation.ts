import { z } from 'zod';
import { berthPurposes, maxVesselBeamFt, maxVesselDraftFt, maxVesselLengthFt } from '#shared/berth-options.ts';
import { addDays, daysBetween, facilityToday } from '#shared/stay-dates.ts';
import { email, optionalText, requiredText } from './lead-common.ts';
import { calendarDay } from './calendar-day.ts';
import { optionalFeet, requiredFeet } from './feet.ts';

/** Stays longer than this are arranged with the office, as a long-term dockage agreement. */
const maxStayDays = 366;
/** How far ahead a berth can be booked online. */
export const bookingHorizonDays = 730;

const stayDate = (label: string) => requiredText(label, { max: 10 }).pipe(calendarDay('Enter the date as YYYY-MM-DD'));

export const berthReservationSchema = z
  .object({
    berthId: z.uuid('Choose a berth'),
    vesselName: requiredText('Vessel name', { max: 120 }),
    // Both are required: the price is billed on the length, and the berth must take both.
    vesselLength: requiredFeet('Vessel length', maxVesselLengthFt),
    vesselBeam: optionalFeet('Beam', maxVesselBeamFt),
    vesselDraft: requiredFeet('Draft', maxVesselDraftFt),
    contactName: requiredText('Contact name', { max: 120 }),
    contactEmail: email('Contact email'),
    contactPhone: optionalText('Contact phone', { max: 40 }),
    company: requiredText('Company name'),
    arrivalDate: stayDate('Arrival date'),
    departureDate: stayDate('Departure date'),
    purpose: z
      .enum(berthPurposes)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    specialRequirements: optionalText('Special requirements', { max: 2000, lines: 'multi-line' }),
    // A signed-in customer's vessel on record; the reservation then keeps that vessel's name and figures.
    vesselId: z
      .uuid('Choose a vessel')
      .optional()
      .or(z.literal('').transform(() => undefined)),
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
    arrival: calendarDay('Enter the arrival date as YYYY-MM-DD').optional(),
    departure: calendarDay('Enter the departure date as YYYY-MM-DD').optional(),
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
