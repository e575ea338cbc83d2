import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Touch } from '#shared/schemas/attribution.ts';
import { createdAt, updatedAt } from './columns.ts';
import { customers } from './customers.ts';
import { leadSortIndexes } from './lead-sort-keys.ts';
import { yearlyReferenceNumber } from './reference-numbers.ts';

export const quoteNumberSequence = pgSequence('quote_number_seq');

const nextQuoteNumber = yearlyReferenceNumber('Q', 'quote_number_seq');

// Every amount is integer cents; the cost fields stay empty until staff price the request.
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    quoteNumber: text('quote_number').notNull().default(nextQuoteNumber),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    company: text('company').notNull(),
    projectTitle: text('project_title').notNull(),
    projectDescription: text('project_description').notNull(),
    location: text('location'),
    vesselType: text('vessel_type'),
    vesselSpecs: text('vessel_specs'),
    timeframe: text('timeframe'),
    priority: text('priority').notNull().default('standard'),
    // Where the visitor came from (campaign parameters, referrer), as the browser recorded it.
    firstTouch: jsonb('first_touch').$type<Touch>(),
    lastTouch: jsonb('last_touch').$type<Touch>(),
    laborCost: integer('labor_cost'),
    materialCost: integer('material_cost'),
    equipmentCost: integer('equipment_cost'),
    additionalCosts: integer('additional_costs').notNull().default(0),
    subtotal: integer('subtotal'),
    // Basis points: 875 is 8.75 %.
    taxRate: integer('tax_rate').notNull().default(875),
    taxAmount: integer('tax_amount'),
    totalAmount: integer('total_amount'),
    validUntil: date('valid_until', { mode: 'string' }),
    status: text('status').notNull().default('pending'),
    notes: text('notes'),
    internalNotes: text('internal_notes'),
    // The staff member following the quote request up, as on service requests.
    assignedTo: text('assigned_to'),
    // The first answer to the lead, a new status or a note (decision 086): its response clock stops here.
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    createdBy: text('created_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('quotes_quote_number_key').on(table.quoteNumber),
    // A customer's quotes, newest first, for the client's timeline.
    index('quotes_customer_id_idx').on(table.customerId, table.createdAt),
    // Verifying an account's email links the quotes asked for with it, in any letter case.
    index('quotes_contact_email_lower_idx').on(sql`lower(${table.contactEmail})`),
    index('quotes_status_idx').on(table.status),
    index('quotes_created_at_idx').on(table.createdAt),
    ...leadSortIndexes('quotes', table),
  ],
);

export const quoteLineItems = pgTable(
  'quote_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    category: text('category'),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitPrice: integer('unit_price').notNull(),
    totalPrice: integer('total_price').notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (table) => [index('quote_line_items_quote_id_idx').on(table.quoteId)],
);

export type Quote = typeof quotes.$inferSelect;
export type NewQuote = typeof quotes.$inferInsert;
export type QuoteLineItem = typeof quoteLineItems.$inferSelect;
export type NewQuoteLineItem = typeof quoteLineItems.$inferInsert;
