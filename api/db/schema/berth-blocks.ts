import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { berthBlockKinds, type BerthBlockKind } from '#shared/berth-options.ts';
import { berths } from './berths.ts';
import { isOneOf } from './checks.ts';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Days a berth is out of use for something other than a reservation: maintenance, or a vessel
 * already alongside. Calendar days at the facility, half-open [startsOn, endsOn) like stays; no
 * end means until further notice. Blocks of one berth never overlap (an exclusion constraint in
 * the migration), and a block never overlaps a live stay (both sides check under the berth's row
 * lock).
 */
export const berthBlocks = pgTable(
  'berth_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    berthId: uuid('berth_id')
      .notNull()
      .references(() => berths.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BerthBlockKind>().notNull(),
    // The vessel alongside, for an `occupied` block.
    vesselName: text('vessel_name'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('berth_blocks_berth_id_idx').on(table.berthId, table.startsOn),
    check('berth_blocks_kind_check', isOneOf(table.kind, berthBlockKinds)),
  ],
);

export type BerthBlock = typeof berthBlocks.$inferSelect;
export type NewBerthBlock = typeof berthBlocks.$inferInsert;
