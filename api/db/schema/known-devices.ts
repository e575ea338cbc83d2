import { index, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Browsers that once signed in to an account, known by a long-lived cookie whose SHA-256 is kept
 * (api/auth/known-device.ts). Customers and staff each have a table of this one shape, so one code
 * serves both; the owner column keeps its own name in the database (`customer_id`, `user_id`).
 */
export function knownDeviceTable(name: string, ownerColumnName: string, ownerTable: { id: AnyPgColumn }) {
  return pgTable(
    name,
    {
      tokenHash: text('token_hash').primaryKey(),
      accountId: uuid(ownerColumnName)
        .notNull()
        .references(() => ownerTable.id, { onDelete: 'cascade' }),
      lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
      createdAt: createdAt(),
    },
    (table) => [index(`${name}_${ownerColumnName}_idx`).on(table.accountId)],
  );
}

export type KnownDeviceTable = ReturnType<typeof knownDeviceTable>;
