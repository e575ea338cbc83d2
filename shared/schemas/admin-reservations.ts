import { z } from 'zod';
import { reservationStatuses } from '#shared/berth-options.ts';
import { reservationTargetStatuses } from '#shared/reservation-transitions.ts';
import { pageQuerySchema } from './page.ts';
import { calendarDay } from './calendar-day.ts';
import { typedText } from './text.ts';

const day = (label: string) => calendarDay(`${label}: enter the date as YYYY-MM-DD`);

/** Longest reason staff may give for declining, as the customer reads it in mail and notice. */
export const declineReasonMaxLength = 500;

/**
 * `PATCH /api/berth-reservations/{id}`: the status staff move the reservation to, and for a decline
 * an optional reason the customer is told (the office form requires it; the API keeps a bare status valid).
 */
export const reservationStatusChangeSchema = z.object({
  status: z.enum(reservationTargetStatuses, 'Choose confirmed, cancelled, active or completed'),
  reason: typedText('Reason', 'multi-line')
    .max(declineReasonMaxLength, `Keep the reason under ${declineReasonMaxLength} characters`)
    .optional(),
});
export type ReservationStatusChange = z.output<typeof reservationStatusChangeSchema>;

/** The staff list's filters: a status, a berth, and stays sharing a day with [from, to). */
export const adminReservationQuerySchema = pageQuerySchema.extend({
  status: z.enum(reservationStatuses, 'Choose a reservation status').optional(),
  berthId: z.uuid('Choose a berth').optional(),
  from: day('From').optional(),
  to: day('To').optional(),
});
export type AdminReservationQuery = z.output<typeof adminReservationQuerySchema>;

/** `GET /api/admin/berths/{id}/calendar?from=&to=`: days [from, to), at most a year. */
export const berthCalendarQuerySchema = z
  .object({ from: day('From'), to: day('To') })
  .refine((range) => range.to > range.from, { path: ['to'], message: 'To must be after From' })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 366 * 86_400_000, {
    path: ['to'],
    message: 'Show at most a year at a time',
  });
export type BerthCalendarQuery = z.output<typeof berthCalendarQuerySchema>;
