import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { customers } from './customers.ts';
import { users } from './users.ts';

/**
 * Customers' and staff's sessions have one shape, built here once: the row keeps the SHA-256 of
 * the cookie's token (never the token), who it belongs to, when it ends and where it was used.
 */
function sessionTable<Subject extends string>(name: string, subject: Subject, subjectColumn: ReturnType<typeof uuid>) {
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      subjectId: subjectColumn.notNull(),
      sessionToken: text('session_token').notNull(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
      ipAddress: text('ip_address'),
      userAgent: text('user_agent'),
      isActive: boolean('is_active').notNull().default(true),
      createdAt: createdAt(),
    },
    (table) => [
      uniqueIndex(`${name}_session_token_key`).on(table.sessionToken),
      index(`${name}_${subject}_id_idx`).on(table.subjectId),
      index(`${name}_expires_at_idx`).on(table.expiresAt),
    ],
  );
}

export const clientSessions = sessionTable(
  'client_sessions',
  'customer',
  uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
);

export const staffSessions = sessionTable(
  'staff_sessions',
  'user',
  uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
);

export type ClientSession = typeof clientSessions.$inferSelect;
export type StaffSession = typeof staffSessions.$inferSelect;
