import { z } from 'zod';
import { berthStatuses, leaseStatuses, paymentStatuses, reservationStatuses } from './berth-options.ts';

// What the berth, reservation, lease and payment endpoints answer: one schema per answer, and its
// type inferred from it, so the API's mappers and the pages that read the answers share one
// definition. Dates are ISO strings in JSON; stay dates are `YYYY-MM-DD`; money is integer cents;
// rates are the stored decimal strings. Importing only the types costs a page no JavaScript.

const timestamp = z.iso.datetime();
const cents = z.number().int();
const feet = z.number().int();

const berthAvailabilitySchema = z.object({
  /** No block (maintenance, a vessel alongside) and no live reservation overlaps the chosen dates. */
  free: z.boolean(),
  /** The vessel's length and draft fit the berth (true when they were not given). */
  fits: z.boolean(),
  /** Why it cannot be booked for these dates or this vessel; null when it can. */
  reason: z.string().nullable(),
});
export type BerthAvailability = z.infer<typeof berthAvailabilitySchema>;

const berthZones = ['outer', 'inner', 'service'] as const;
export type BerthZone = (typeof berthZones)[number];

/** One berth of `GET /api/berths`, which answers a bare list of them. */
export const berthViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  zone: z.enum(berthZones),
  position: z.number().int(),
  length: feet,
  maxDraft: feet,
  waterDepth: feet,
  amenities: z.array(z.string()),
  monthlyRate: z.string(),
  weeklyRate: z.string(),
  dailyRate: z.string(),
  /** A stay here is billed for at least this many feet, whatever the vessel's length. */
  minBillableLength: feet,
  /** The berth's state today at the facility, from its calendar: blocks first, then live stays. */
  status: z.enum(berthStatuses),
  /** The vessel alongside today, when an occupied block covers today and names it. */
  currentVessel: z.string().nullable(),
  /** Present when the request named arrival and departure dates. */
  availability: berthAvailabilitySchema.optional(),
});
export type BerthView = z.infer<typeof berthViewSchema>;

/**
 * `GET /api/electronic-consent`: the consent to electronic records a signer agrees to before the
 * Sign step; `sha256` is over `text` exactly, and the page sends it back with the agreement.
 */
const electronicConsentViewSchema = z.object({
  version: z.string(),
  title: z.string(),
  text: z.string(),
  sha256: z.string(),
});
export type ElectronicConsentView = z.infer<typeof electronicConsentViewSchema>;

/** Of a lease's line, a run of text; `placeholder` names the filled-in value it is (shown highlighted), if it is one. */
const leaseSegmentSchema = z.object({ text: z.string(), placeholder: z.string().optional() });
export type LeaseSegment = z.infer<typeof leaseSegmentSchema>;

const leaseBlockKinds = ['title', 'heading', 'paragraph', 'item', 'field', 'blank'] as const;
export type LeaseBlockKind = (typeof leaseBlockKinds)[number];

/**
 * One line of the lease text, by what it is: the title, a numbered clause heading ("1. "), a
 * lettered item ("a. "), a label and its value ("Berth: "), a paragraph, or a blank line. `marker`
 * is that number, letter or label as written; the line is `marker` and then its segments.
 */
const leaseBlockSchema = z.object({ kind: z.enum(leaseBlockKinds), marker: z.string(), segments: z.array(leaseSegmentSchema) });
export type LeaseBlock = z.infer<typeof leaseBlockSchema>;

/** `GET /api/leases/{id}`, and the `lease` of the reservation and of the generate and sign answers. */
export const leaseViewSchema = z.object({
  id: z.string(),
  reservationId: z.string(),
  status: z.enum(leaseStatuses),
  leaseDocument: z.string(),
  /** Hex SHA-256 of the UTF-8 lease text: sent back when signing, so only the text that was read is signed. */
  leaseTextSha256: z.string(),
  /** `leaseDocument` line by line, for showing it as a document; its lines joined by line breaks are that text exactly. */
  document: z.array(leaseBlockSchema),
  lesseeName: z.string().nullable(),
  lesseeCompany: z.string().nullable(),
  lesseeEmail: z.string().nullable(),
  lesseeAddress: z.string().nullable(),
  lesseeCity: z.string().nullable(),
  lesseeState: z.string().nullable(),
  lesseeZip: z.string().nullable(),
  insuranceRequired: z.boolean(),
  insuranceAmount: cents,
  specialTerms: z.string().nullable(),
  signedAt: timestamp.nullable(),
  signerName: z.string().nullable(),
  signerTitle: z.string().nullable(),
  digitalSignature: z.string().nullable(),
  signedDocumentSha256: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type LeaseView = z.infer<typeof leaseViewSchema>;

/** `POST /api/berth-reservations/{id}/generate-lease` and `POST /api/leases/{id}/sign`. */
export const leaseAnswerSchema = z.object({ lease: leaseViewSchema });
export type LeaseAnswer = z.infer<typeof leaseAnswerSchema>;

/**
 * `GET /api/berth-reservations/{id}`, and the answer of `POST /api/berth-reservations` (the browser
 * reads its `id`): the reservation with its berth and lease.
 */
export const reservationViewSchema = z.object({
  id: z.string(),
  /** `R-2026-000123`, the number people read and quote. */
  reservationNumber: z.string(),
  berthId: z.string(),
  berth: z.object({ id: z.string(), name: z.string(), length: feet, maxDraft: feet }),
  vesselName: z.string(),
  vesselLength: feet.nullable(),
  vesselBeam: feet.nullable(),
  vesselDraft: feet.nullable(),
  /** The customer's vessel on record it was booked for; null when the vessel was typed. */
  vesselId: z.string().nullable(),
  /** True when it belongs to a customer account (booked signed in, or claimed) and the viewer is that customer or staff; false for anyone else. */
  onAccount: z.boolean(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  company: z.string(),
  arrivalDate: z.iso.date(),
  departureDate: z.iso.date(),
  purpose: z.string().nullable(),
  specialRequirements: z.string().nullable(),
  status: z.enum(reservationStatuses),
  /** When an unpaid reservation stops holding its berth; null once paid or approved. */
  holdExpiresAt: timestamp.nullable(),
  cancellationReason: z.string().nullable(),
  totalCost: cents,
  paymentStatus: z.enum(paymentStatuses),
  paidAmount: cents.nullable(),
  paidAt: timestamp.nullable(),
  leaseId: z.string().nullable(),
  lease: leaseViewSchema.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ReservationView = z.infer<typeof reservationViewSchema>;

/** One entry of `GET /api/berth-reservations/resumable`: a live hold this browser or customer can go back to. */
export const resumableHoldSchema = z.object({
  id: z.string(),
  reservationNumber: z.string(),
  berthName: z.string(),
  arrivalDate: z.iso.date(),
  departureDate: z.iso.date(),
  holdExpiresAt: timestamp,
});
export type ResumableHold = z.infer<typeof resumableHoldSchema>;

/** `POST /api/berth-reservations/{id}/confirm-payment`: the reservation as the payment left it. */
export const reservationAnswerSchema = z.object({ reservation: reservationViewSchema });
export type ReservationAnswer = z.infer<typeof reservationAnswerSchema>;

const intentFields = { clientSecret: z.string(), paymentIntentId: z.string(), amount: cents };

/** `POST /api/berth-reservations/{id}/create-payment-intent`: what the browser needs to take the card. */
export const paymentIntentResponseSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('stripe'), ...intentFields, publishableKey: z.string() }),
  z.object({ mode: z.literal('test'), ...intentFields }),
]);
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;
