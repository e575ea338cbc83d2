import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf } from './checks.ts';
import { createdAt, facilityYear, textList, updatedAt } from './columns.ts';
import { customerVessels } from './customer-vessels.ts';
import { customers } from './customers.ts';
import { files } from './files.ts';
import { berthStatuses, leaseStatuses, paymentStatuses, reservationStatuses } from '#shared/berth-options.ts';
import { signerEmailVerifications, type SignerEmailVerification } from '#shared/lease-events.ts';
import type { BerthStatus, LeaseStatus, PaymentStatus, ReservationStatus } from '#shared/berth-options.ts';

export const reservationNumberSequence = pgSequence('reservation_number_seq');

/** `R-2026-000123`, the number people read and quote; made like quote numbers (see quotes.ts). */
const nextReservationNumber = sql`'R-' || ${facilityYear} || '-' || lpad(nextval('reservation_number_seq')::text, 6, '0')`;

// Rates are dollars per foot of vessel per day, exactly as the spec stores them.
function rate(name: string) {
  return numeric(name, { precision: 10, scale: 2 }).notNull();
}

export const berths = pgTable(
  'berths',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    length: integer('length').notNull(),
    maxDraft: integer('max_draft').notNull(),
    // A stay is billed for at least this many feet, whatever the vessel's length (see pricing).
    minBillableLength: integer('min_billable_length').notNull(),
    amenities: textList('amenities'),
    monthlyRate: rate('monthly_rate'),
    weeklyRate: rate('weekly_rate'),
    dailyRate: rate('daily_rate'),
    status: text('status').$type<BerthStatus>().notNull().default('available'),
    currentVessel: text('current_vessel'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('berths_name_key').on(table.name), check('berths_status_check', isOneOf(table.status, berthStatuses))],
);

export const berthReservations = pgTable(
  'berth_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationNumber: text('reservation_number').notNull().default(nextReservationNumber),
    // A reservation is a financial record, so its berth cannot be deleted from under it.
    berthId: uuid('berth_id')
      .notNull()
      .references(() => berths.id, { onDelete: 'no action' }),
    vesselName: text('vessel_name').notNull(),
    vesselLength: integer('vessel_length'),
    vesselBeam: integer('vessel_beam'),
    vesselDraft: integer('vessel_draft'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    company: text('company').notNull(),
    // Calendar days at the facility (America/Chicago); a stay covers [arrival, departure).
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    purpose: text('purpose'),
    specialRequirements: text('special_requirements'),
    status: text('status').$type<ReservationStatus>().notNull().default('pending'),
    totalCost: integer('total_cost').notNull(),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('unpaid'),
    // Cents the provider confirmed as received for this reservation.
    paidAmount: integer('paid_amount'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // SHA-256 (hex) of the checkout cookie of the browser that made the reservation; only that
    // browser (or staff) may read or advance it. Reservations made by staff have none.
    checkoutTokenHash: text('checkout_token_hash'),
    // An unpaid, unapproved reservation holds its berth until then; null once paid or approved.
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    // SHA-256 of the token in the emailed resume link; it opens the checkout while the hold lives.
    resumeTokenHash: text('resume_token_hash'),
    // The address the reservation came from, for the limit on live holds per address.
    clientIp: text('client_ip'),
    // Why a reservation was cancelled (an expired hold, a decline), for staff and the customer.
    cancellationReason: text('cancellation_reason'),
    // Set while the office's decline settles the payment with the provider, before the row is
    // cancelled: an approval arriving meanwhile is refused instead of keeping a refunded berth.
    declineStartedAt: timestamp('decline_started_at', { withTimezone: true }),
    // The facility's day a stay was started or completed, when that was before its arrival or
    // departure date (an early arrival or departure); null when it happened on time or later.
    earlyArrivalOn: date('early_arrival_on', { mode: 'string' }),
    earlyDepartureOn: date('early_departure_on', { mode: 'string' }),
    // Set when a signed-in customer made the reservation; a guest's has none.
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    // The customer's vessel on record it was booked for; the vessel_* figures above stay as booked.
    vesselId: uuid('vessel_id').references(() => customerVessels.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('berth_reservations_berth_id_idx').on(table.berthId),
    index('berth_reservations_status_idx').on(table.status),
    index('berth_reservations_created_at_idx').on(table.createdAt),
    uniqueIndex('berth_reservations_stripe_payment_intent_id_key').on(table.stripePaymentIntentId),
    index('berth_reservations_customer_id_idx').on(table.customerId, table.createdAt),
    // A customer's payments, newest first, for the client's timeline: only the paid rows.
    index('berth_reservations_customer_payments_idx').on(table.customerId, table.paidAt).where(sql`${table.paidAt} is not null`),
    uniqueIndex('berth_reservations_reservation_number_key').on(table.reservationNumber),
    index('berth_reservations_hold_expires_at_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.holdExpiresAt} is not null and ${table.status} = 'pending'`),
    index('berth_reservations_contact_email_idx').on(sql`lower(${table.contactEmail})`),
    index('berth_reservations_client_ip_idx').on(table.clientIp),
    check('berth_reservations_status_check', isOneOf(table.status, reservationStatuses)),
    check('berth_reservations_payment_status_check', isOneOf(table.paymentStatus, paymentStatuses)),
    check('berth_reservations_dates_check', sql`${table.departureDate} > ${table.arrivalDate}`),
  ],
);

export const leases = pgTable(
  'leases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The one link between a reservation and its lease; the reservation's `leaseId` is read through it.
    // NO ACTION: a lease, once signed, is evidence and outlives its reservation (decision 104).
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => berthReservations.id, { onDelete: 'no action' }),
    leaseDocument: text('lease_document').notNull(),
    // The version of content/lease/berth-lease.md and the values filled into it: what the text was made from.
    templateVersion: text('template_version'),
    templateValues: jsonb('template_values').$type<Record<string, string>>(),
    lesseeName: text('lessee_name'),
    lesseeCompany: text('lessee_company'),
    lesseeEmail: text('lessee_email'),
    lesseeAddress: text('lessee_address'),
    lesseeCity: text('lessee_city'),
    lesseeState: text('lessee_state'),
    lesseeZip: text('lessee_zip'),
    insuranceRequired: boolean('insurance_required').notNull().default(true),
    // Cents: $1,000,000 of liability cover.
    insuranceAmount: integer('insurance_amount').notNull().default(100_000_000),
    specialTerms: text('special_terms'),
    status: text('status').$type<LeaseStatus>().notNull().default('draft'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerName: text('signer_name'),
    signerTitle: text('signer_title'),
    digitalSignature: text('digital_signature'),
    // SHA-256 (hex) of the exact lease text the signer saw and signed.
    signedDocumentSha256: text('signed_document_sha256'),
    // The signed lease as a PDF, rendered once at signing and kept in the file store; NO ACTION so
    // the stored copy cannot be deleted while the lease names it.
    signedPdfFileId: uuid('signed_pdf_file_id').references(() => files.id, { onDelete: 'no action' }),
    // SHA-256 (hex) of the stored signed PDF's bytes, so a changed copy is detected.
    signedPdfSha256: text('signed_pdf_sha256'),
    // Evidence of the signature (decision 104): when the signer's page first showed this text, the
    // consent to electronic records the signature was given under (null: not captured), and who signed.
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    consentVersion: text('consent_version'),
    consentSha256: text('consent_sha256'),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    signerEmail: text('signer_email'),
    signerEmailVerifiedBy: text('signer_email_verified_by').$type<SignerEmailVerification>(),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One lease per reservation: generating it again replaces the draft.
    uniqueIndex('leases_reservation_id_key').on(table.reservationId),
    check('leases_status_check', isOneOf(table.status, leaseStatuses)),
    check('leases_signer_email_verified_by_check', isOneOf(table.signerEmailVerifiedBy, signerEmailVerifications)),
  ],
);

export type Berth = typeof berths.$inferSelect;
export type NewBerth = typeof berths.$inferInsert;
export type BerthReservation = typeof berthReservations.$inferSelect;
export type NewBerthReservation = typeof berthReservations.$inferInsert;
export type Lease = typeof leases.$inferSelect;
export type NewLease = typeof leases.$inferInsert;
