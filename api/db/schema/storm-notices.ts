import { boolean, check, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stormIntents, type StormIntent } from '#shared/schemas/storm-answer.ts';
import { berthReservations } from './berths.ts';
import { isOneOf } from './checks.ts';
import { createdAt } from './columns.ts';
import { customers } from './customers.ts';
import { stormStageChanges } from './storm-stage.ts';

/**
 * A storm stage's message to one tenant: one per tenant per stage change, whatever the number of
 * server processes (the unique index), with the link that takes the tenant's one answer.
 */
export const stormNotices = pgTable(
  'storm_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    changeId: uuid('change_id')
      .notNull()
      .references(() => stormStageChanges.id, { onDelete: 'cascade' }),
    // The customer's id, or the lower-cased email of a tenant who booked without an account.
    tenantKey: text('tenant_key').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    // The answer link's token, hashed; none for a stage that asks nothing (all clear).
    tokenHash: text('token_hash'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('storm_notices_change_tenant_key').on(table.changeId, table.tenantKey),
    uniqueIndex('storm_notices_token_hash_key').on(table.tokenHash),
  ],
);

/** The stays a notice asks about, each with the tenant's answer once given. */
export const stormNoticeVessels = pgTable(
  'storm_notice_vessels',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => stormNotices.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => berthReservations.id, { onDelete: 'no action' }),
    intent: text('intent').$type<StormIntent>(),
    manned: boolean('manned'),
  },
  (table) => [
    primaryKey({ columns: [table.noticeId, table.reservationId] }),
    check('storm_notice_vessels_intent_check', isOneOf(table.intent, stormIntents)),
  ],
);

export type StormNotice = typeof stormNotices.$inferSelect;
