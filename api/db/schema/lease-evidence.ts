import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { leaseEventKinds, type LeaseEventKind } from '#shared/lease-events.ts';
import { berthReservations, leases } from './berths.ts';
import { isOneOf } from './checks.ts';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Each lease's event log (decision 104): append-only (a trigger refuses UPDATE and DELETE), and
 * each row carries the hash of the one before it, so a changed, removed or reordered event breaks
 * the chain that api/services/leases/evidence/event-chain.ts verifies.
 */
export const leaseEvents = pgTable(
  'lease_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'no action' }),
    // 1, 2, 3… within the lease, in the order the events happened.
    sequence: integer('sequence').notNull(),
    kind: text('kind').$type<LeaseEventKind>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    // Who, in words: "Signer", "Marina office (office-demo)", "System".
    actor: text('actor').notNull(),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    uniqueIndex('lease_events_lease_sequence_key').on(table.leaseId, table.sequence),
    check('lease_events_kind_check', isOneOf(table.kind, leaseEventKinds)),
  ],
);

/** One-time codes mailed to the lease's email before signing, so the signer shows the address is theirs. */
export const leaseSigningCodes = pgTable(
  'lease_signing_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'no action' }),
    email: text('email').notNull(),
    // SHA-256 of the code: the code itself exists only in the mail.
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    // Wrong codes typed against this one; it stops working after a few.
    attempts: smallint('attempts').notNull().default(0),
  },
  (table) => [index('lease_signing_codes_lease_id_idx').on(table.leaseId, table.createdAt)],
);

/**
 * Links the office mails so a customer who arranged a stay by phone can review and sign its lease
 * in their own browser; only the token's hash is kept.
 */
export const leaseSigningLinks = pgTable(
  'lease_signing_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => berthReservations.id, { onDelete: 'no action' }),
    tokenHash: text('token_hash').notNull(),
    sentTo: text('sent_to').notNull(),
    sentByUserId: uuid('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('lease_signing_links_token_hash_key').on(table.tokenHash),
    index('lease_signing_links_reservation_id_idx').on(table.reservationId, table.createdAt),
  ],
);

export type LeaseEvent = typeof leaseEvents.$inferSelect;
export type LeaseSigningCode = typeof leaseSigningCodes.$inferSelect;
export type LeaseSigningLink = typeof leaseSigningLinks.$inferSelect;
