import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { berthReservations } from './berths.ts';
import { files } from './files.ts';
import { stormStageChanges } from './storm-stage.ts';
import { users } from './users.ts';

/**
 * The haul-out list: a stay joins it when its tenant says the vessel is to be hauled out before a
 * storm, and keeps its place (the time it joined) until staff mark it hauled, when the owner gets a
 * dated receipt for the insurer. A tenant who changes their mind before the haul leaves the list.
 */
export const haulOuts = pgTable(
  'haul_outs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => berthReservations.id, { onDelete: 'no action' }),
    // The stage at which the tenant asked, for the storm's name on the receipt.
    changeId: uuid('change_id').references(() => stormStageChanges.id, { onDelete: 'set null' }),
    stormName: text('storm_name'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    hauledAt: timestamp('hauled_at', { withTimezone: true }),
    hauledBy: uuid('hauled_by').references(() => users.id, { onDelete: 'set null' }),
    receiptFileId: uuid('receipt_file_id').references(() => files.id, { onDelete: 'no action' }),
  },
  (table) => [
    // One place in the queue per stay until it is hauled.
    uniqueIndex('haul_outs_waiting_key').on(table.reservationId).where(sql`${table.hauledAt} is null`),
    index('haul_outs_joined_idx').on(table.joinedAt),
  ],
);

export type HaulOut = typeof haulOuts.$inferSelect;
