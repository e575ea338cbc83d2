import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every storm stage staff have set, in order (content/storm-season.json names the stages); the
 * last is the marina's stage now, and a null stage means no storm threatens. Each change has its
 * own identity, so the notices of a stage, and their answer links, end when the stage does.
 */
export const stormStageChanges = pgTable(
  'storm_stage_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The order of the changes; two set within the same millisecond still have one.
    seq: integer('seq').generatedAlwaysAsIdentity(),
    stage: text('stage'),
    stormName: text('storm_name'),
    note: text('note'),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('storm_stage_changes_seq_idx').on(table.seq)],
);

export type StormStageChange = typeof stormStageChanges.$inferSelect;
