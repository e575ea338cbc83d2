import { index, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { berthReservations } from './berths.ts';
import { createdAt } from './columns.ts';
import { invoices } from './customers.ts';

/**
 * Haul-out priority a tenant buys for a stay and one hurricane season: an invoice for the fee in
 * content, paid online like any other. The stay goes first on the haul-out list only while that
 * invoice is paid and not refunded, so this row alone grants nothing.
 */
export const haulOutPriorities = pgTable(
  'haul_out_priorities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => berthReservations.id, { onDelete: 'no action' }),
    // The year of the season (content/storm-season.json gives its days).
    season: integer('season').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'no action' }),
    createdAt: createdAt(),
  },
  (table) => [
    // One priority per stay and season: a second click finds the first invoice.
    uniqueIndex('haul_out_priorities_stay_season_key').on(table.reservationId, table.season),
    uniqueIndex('haul_out_priorities_invoice_id_key').on(table.invoiceId),
    index('haul_out_priorities_season_idx').on(table.season),
  ],
);

export type HaulOutPriority = typeof haulOutPriorities.$inferSelect;
