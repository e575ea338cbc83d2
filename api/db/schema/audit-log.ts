import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { customers } from './customers.ts';
import { users } from './users.ts';

/**
 * One row per staff action that changed data, written in the transaction of the change: who, what,
 * which record, and the record before and after. `customerId` names the customer the action
 * concerns, so it joins that customer's timeline. Rows are kept at least a year.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    // The staff member's username at the time, kept when the account is later removed.
    actorName: text('actor_name').notNull(),
    // e.g. `client.created`, `reservation.approved`, `berth-block.added`.
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt),
    index('audit_log_customer_id_idx').on(table.customerId, table.createdAt),
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
    index('audit_log_action_idx').on(table.action, table.createdAt),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;
export type NewAuditEntry = typeof auditLog.$inferInsert;
