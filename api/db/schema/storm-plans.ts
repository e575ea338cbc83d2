import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stormIntents, type StormIntent } from '#shared/schemas/storm-answer.ts';
import { isOneOf } from './checks.ts';
import { createdAt } from './columns.ts';
import { customerVessels } from './customer-vessels.ts';
import { customers } from './customers.ts';
import { documents } from './documents.ts';
import { files } from './files.ts';

/**
 * A vessel's storm plan for one hurricane season, signed by its owner in the portal (decision 112).
 * A newer plan for the same vessel and season replaces the one before, which is kept with the time
 * it was replaced, so the office can show what was on file when; only one is current (the index).
 */
export const stormPlans = pgTable(
  'storm_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vesselId: uuid('vessel_id')
      .notNull()
      .references(() => customerVessels.id, { onDelete: 'no action' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'no action' }),
    seasonYear: integer('season_year').notNull(),
    intent: text('intent').$type<StormIntent>().notNull(),
    // Staying in the slip: the extra lines and fenders, and who tends the vessel.
    extraLines: text('extra_lines'),
    fenders: text('fenders'),
    tendedBy: text('tended_by'),
    // Leaving: for which harbour, and the day it will be gone by.
    destination: text('destination'),
    leaveBy: date('leave_by', { mode: 'string' }),
    manned: boolean('manned').notNull(),
    keysWithOffice: boolean('keys_with_office').notNull(),
    emergencyName: text('emergency_name').notNull(),
    emergencyPhone: text('emergency_phone').notNull(),
    // The text signed, as the signer reviewed it, and its SHA-256.
    planText: text('plan_text').notNull(),
    planTextSha256: text('plan_text_sha256').notNull(),
    signerName: text('signer_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    consentVersion: text('consent_version').notNull(),
    consentSha256: text('consent_sha256').notNull(),
    pdfFileId: uuid('pdf_file_id').references(() => files.id, { onDelete: 'no action' }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('storm_plans_current_key').on(table.vesselId, table.seasonYear).where(sql`${table.replacedAt} is null`),
    index('storm_plans_customer_idx').on(table.customerId, table.seasonYear),
    check('storm_plans_intent_check', isOneOf(table.intent, stormIntents)),
  ],
);

/** Each storm-plan reminder sent: at most one per customer, season and threshold (30, 14 or 3 days before the due date). */
export const stormPlanReminders = pgTable(
  'storm_plan_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    seasonYear: integer('season_year').notNull(),
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('storm_plan_reminders_once_key').on(table.customerId, table.seasonYear, table.daysBefore)],
);

export type StormPlan = typeof stormPlans.$inferSelect;
