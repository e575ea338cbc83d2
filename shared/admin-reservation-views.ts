import { z } from 'zod';
import type { AuditEntryView } from './audit-views.ts';
import { berthBlockKinds, leaseStatuses, paymentStatuses, reservationStatuses } from './berth-options.ts';
import { leaseSigningRequestSchema } from './lease-signing-link.ts';

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
  /** Feet, as the customer gave them; null when not given. */
  vesselLength: z.number().int().nullable(),
  vesselBeam: z.number().int().nullable(),
  vesselDraft: z.number().int().nullable(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
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

/** The lease of a reservation and, once signed, its signature record. */
const reservationLeaseSchema = z.object({
  id: z.string(),
  status: z.enum(leaseStatuses),
  signerName: z.string().nullable(),
  signerTitle: z.string().nullable(),
  signedAt: timestamp.nullable(),
  /** SHA-256 (hex) of the exact text signed. */
  signedDocumentSha256: z.string().nullable(),
});
export type ReservationLease = z.infer<typeof reservationLeaseSchema>;

const paymentEventKinds = ['requested', 'paid', 'refunded'] as const;
export type PaymentEventKind = (typeof paymentEventKinds)[number];

/** One step of a reservation's money: the card payment asked for, received, sent back. */
const paymentEventSchema = z.object({
  kind: z.enum(paymentEventKinds),
  amount: z.number().int(),
  /** When it happened; null when the record does not keep the moment. */
  at: timestamp.nullable(),
  /** The card provider's payment reference, for looking it up there. */
  reference: z.string().nullable(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/** `GET /api/admin/reservations/{id}`: everything staff decide a reservation on, in one answer. */
export const adminReservationDetailSchema = z.object({
  reservation: adminReservationViewSchema,
  purpose: z.string().nullable(),
  specialRequirements: z.string().nullable(),
  berth: z.object({ id: z.string(), name: z.string(), length: z.number().int(), maxDraft: z.number().int() }),
  lease: reservationLeaseSchema.nullable(),
  /** Sending the lease for signature: the draft's address and terms to start from, and the office's last request (null: none). */
  leaseSending: z.object({
    draft: z
      .object({
        lesseeAddress: z.string(),
        lesseeCity: z.string(),
        lesseeState: z.string(),
        lesseeZip: z.string(),
        specialTerms: z.string(),
      })
      .nullable(),
    lastRequest: leaseSigningRequestSchema.nullable(),
  }),
  payments: z.array(paymentEventSchema),
  /** The reservation's audit rows, newest first, as the Audit tab shows them (that tab's tests check their shape). */
  audit: z.array(z.custom<AuditEntryView>((value) => typeof value === 'object' && value !== null)),
});
export type AdminReservationDetail = z.infer<typeof adminReservationDetailSchema>;

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
