import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The contact page's operations status panel, edited by staff: one row per item (dock
 * availability, crew transfer, emergency response, weather) with when and by whom it was last set.
 */
export const operationsStatus = pgTable('operations_status', {
  item: text('item').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export type OperationsStatusRow = typeof operationsStatus.$inferSelect;
