import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Touch } from '#shared/schemas/attribution.ts';
import { isOneOf } from './checks.ts';
import { serviceRequestSources, type ServiceRequestSource } from '#shared/lead-options.ts';
import { createdAt, updatedAt } from './columns.ts';
import { customers } from './customers.ts';
import { leadSortIndexes } from './lead-sort-keys.ts';
import { yearlyReferenceNumber } from './reference-numbers.ts';

export const requestNumberSequence = pgSequence('service_request_number_seq');

// S-2026-000123, made as quote numbers are.
const nextRequestNumber = yearlyReferenceNumber('S', 'service_request_number_seq');

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestNumber: text('request_number').notNull().default(nextRequestNumber),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    email: text('email').notNull(),
    // Set when a signed-in customer sent it, or when its email was later verified by an account.
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    phone: text('phone'),
    serviceType: text('service_type'),
    projectDetails: text('project_details').notNull(),
    urgency: text('urgency').notNull().default('standard'),
    // A wish from the scheduling form, kept as the visitor gave it: it is never compared or
    // ranged, and scheduledDate holds the date actually agreed.
    preferredDate: text('preferred_date'),
    preferredTime: text('preferred_time'),
    duration: text('duration'),
    location: text('location'),
    status: text('status').notNull().default('pending'),
    source: text('source').$type<ServiceRequestSource>().notNull().default('contact'),
    // Where the visitor came from (campaign parameters, referrer), as the browser recorded it.
    firstTouch: jsonb('first_touch').$type<Touch>(),
    lastTouch: jsonb('last_touch').$type<Touch>(),
    assignedTo: text('assigned_to'),
    // The first answer to the lead, a new status or a note (decision 086): its response clock stops here.
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    internalNotes: text('internal_notes'),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('service_requests_request_number_key').on(table.requestNumber),
    // Verifying an account's email links the requests sent from it, in any letter case.
    index('service_requests_email_lower_idx').on(sql`lower(${table.email})`),
    index('service_requests_customer_id_idx').on(table.customerId, table.createdAt),
    index('service_requests_status_idx').on(table.status),
    index('service_requests_created_at_idx').on(table.createdAt),
    ...leadSortIndexes('service_requests', table),
    check('service_requests_source_check', isOneOf(table.source, serviceRequestSources)),
  ],
);

export type ServiceRequest = typeof serviceRequests.$inferSelect;
export type NewServiceRequest = typeof serviceRequests.$inferInsert;
