import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { customerVessels } from './customer-vessels.ts';
import { documents } from './documents.ts';
import { files } from './files.ts';
import { users } from './users.ts';

/**
 * A vessel's certificates of insurance as the owner uploaded them (decision 113). Limits are cents;
 * `expiresOn` is the policy's expiration date, the day cover ends, so the vessel is uninsured from
 * that day. Staff confirm a certificate by verifying it. Kept, never deleted: the history shows
 * which cover a stay was booked under.
 */
export const vesselInsuranceCertificates = pgTable(
  'vessel_insurance_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vesselId: uuid('vessel_id')
      .notNull()
      .references(() => customerVessels.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'no action' }),
    // The same file filed in the customer's document library.
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    carrier: text('carrier').notNull(),
    policyNumber: text('policy_number').notNull(),
    liabilityLimit: bigint('liability_limit', { mode: 'number' }).notNull(),
    // Protection and indemnity; null when the policy carries none.
    pandiLimit: bigint('pandi_limit', { mode: 'number' }),
    additionalInsured: boolean('additional_insured').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('vessel_insurance_certificates_vessel_idx').on(table.vesselId, table.expiresOn),
    // The reminder job's scan: certificates by the day they run out.
    index('vessel_insurance_certificates_expires_idx').on(table.expiresOn),
  ],
);

/**
 * Staff letting an uninsured vessel be booked anyway, with their reason, through a date (the last
 * day a booking or renewal for it is let through).
 */
export const vesselInsuranceOverrides = pgTable(
  'vessel_insurance_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vesselId: uuid('vessel_id')
      .notNull()
      .references(() => customerVessels.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    throughOn: date('through_on', { mode: 'string' }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('vessel_insurance_overrides_vessel_idx').on(table.vesselId, table.throughOn)],
);

/**
 * The expiry reminders sent: one row per certificate and threshold, claimed before the mail is
 * queued, so several server processes running the job send each one once.
 */
export const vesselInsuranceReminders = pgTable(
  'vessel_insurance_reminders',
  {
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => vesselInsuranceCertificates.id, { onDelete: 'cascade' }),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.certificateId, table.daysBefore] })],
);

export type VesselInsuranceCertificate = typeof vesselInsuranceCertificates.$inferSelect;
export type VesselInsuranceOverride = typeof vesselInsuranceOverrides.$inferSelect;
