import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The storm stage staff have set (content/storm-season.json names the stages): one row, whose
 * stage is null while no storm threatens. Kept apart from operations_status because a stage
 * carries a storm's name and note and drives a banner on every public page.
 */
export const stormStage = pgTable('storm_stage', {
  // Always 1: one current stage for the marina.
  id: integer('id').primaryKey().default(1),
  stage: text('stage'),
  stormName: text('storm_name'),
  note: text('note'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export type StormStageRow = typeof stormStage.$inferSelect;
