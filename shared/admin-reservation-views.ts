import { z } from 'zod';
import { berthBlockKinds, paymentStatuses, reservationStatuses } from './berth-options.ts';

// What the staff reservation and berth calendar endpoints answer. Dates are ISO strings; stay dates
// `YYYY-MM-DD`; money integer cents.

const timestamp = z.iso.datetime();

/** One row of the staff list `GET /api/berth-reservations`, as of the moment it was answered. */
export const adminReservationViewSchema = z.object({
  id: z.string(),
  reservationNumber: z.string(),
  berthId: z.string(),
  berthName: z.string(),
  vesselName: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  company: z.string(),
  arrivalDate: z.iso.date(),
  departureDate: z.iso.date(),
  status: z.enum(reservationStatuses),
  totalCost: z.number().int(),
  paymentStatus: z.enum(paymentStatuses),
  paidAmount: z.number().int().nullable(),
  paidAt: timestamp.nullable(),
  /** When an unpaid, unapproved reservation stops holding its berth; null once paid or approved. */
  holdExpiresAt: timestamp.nullable(),
  /** Whole minutes the hold has left, 0 once it ran out; null without a hold. */
  holdMinutesLeft: z.number().int().nullable(),
  /** Whole minutes since the request arrived. */
  ageMinutes: z.number().int(),
  /** A paid request still pending more than a day after its payment. */
  waitingTooLong: z.boolean(),
  cancellationReason: z.string().nullable(),
  /** The facility's day the stay was started before its arrival date; null when it was not. */
  earlyArrivalOn: z.iso.date().nullable(),
  /** The facility's day the stay was completed before its departure date; null when it was not. */
  earlyDepartureOn: z.iso.date().nullable(),
  customerId: z.string().nullable(),
  createdAt: timestamp,
});
export type AdminReservationView = z.infer<typeof adminReservationViewSchema>;

/** A live stay on a berth's calendar. */
export const calendarStaySchema = z.object({
  id: z.string(),
  reservationNumber: z.string(),
  vesselName: z.string(),
  arrivalDate: z.iso.date(),
  departureDate: z.iso.date(),
  status: z.enum(reservationStatuses),
  paymentStatus: z.enum(paymentStatuses),
});

/** One block of `GET /api/admin/berths/{id}/blocks`, also the answer of adding one. */
export const berthBlockViewSchema = z.object({
  id: z.string(),
  berthId: z.string(),
  kind: z.enum(berthBlockKinds),
  vesselName: z.string().nullable(),
  startsOn: z.iso.date(),
  /** The day after the last blocked day; null: until further notice. */
  endsOn: z.iso.date().nullable(),
  note: z.string().nullable(),
  createdAt: timestamp,
});
export type BerthBlockView = z.infer<typeof berthBlockViewSchema>;

/** `GET /api/admin/berths/{id}/calendar`: the berth's live stays and blocks sharing a day with [from, to). */
export const berthCalendarViewSchema = z.object({
  berth: z.object({ id: z.string(), name: z.string() }),
  from: z.iso.date(),
  to: z.iso.date(),
  stays: z.array(calendarStaySchema),
  blocks: z.array(berthBlockViewSchema),
});
export type BerthCalendarView = z.infer<typeof berthCalendarViewSchema>;
