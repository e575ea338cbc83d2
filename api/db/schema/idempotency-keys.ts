import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The first answer to a POST sent with an `Idempotency-Key`, written in the same transaction as
 * the record it created, so a retry with the same key answers the same and stores nothing twice.
 * Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    // Which endpoint the key was used on: the same key on another endpoint is another request.
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    // SHA-256 of the body: the same key with another body is refused.
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    // SHA-256 of the checkout cookie the answer belongs to, when the answer opens a checkout.
    holderHash: text('holder_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

export type IdempotencyKey = typeof idempotencyKeys.$inferSelect;
