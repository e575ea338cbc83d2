import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { berthReservations } from './berths.ts';
import { isOneOf } from './checks.ts';
import { invoices } from './customers.ts';
import { createdAt, updatedAt } from './columns.ts';

export const testPaymentIntentStatuses = ['requires_payment_method', 'succeeded', 'canceled'] as const;
export type TestPaymentIntentStatus = (typeof testPaymentIntentStatuses)[number];

/**
 * Payment intents of the built-in test mode, kept in the database (not in memory) so they survive a
 * restart and are shared by every API process, as Stripe's are.
 */
export const testPaymentIntents = pgTable(
  'test_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    reservationId: uuid('reservation_id').references(() => berthReservations.id, { onDelete: 'cascade' }),
    // Set instead of reservationId on the payment of an invoice from the customer's account.
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    status: text('status').$type<TestPaymentIntentStatus>().notNull().default('requires_payment_method'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('test_payment_intents_status_check', isOneOf(table.status, testPaymentIntentStatuses))],
);

/** Provider events already handled, so a replayed webhook changes nothing. */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

export type TestPaymentIntent = typeof testPaymentIntents.$inferSelect;
