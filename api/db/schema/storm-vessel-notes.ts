import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { berthReservations } from './berths.ts';
import { createdAt } from './columns.ts';
import { customers } from './customers.ts';
import { files } from './files.ts';
import { stormStageChanges } from './storm-stage.ts';
import { users } from './users.ts';

/**
 * After a storm, the office's word to an owner on how their vessel came through: a short note on a
 * stay at the marina, mailed to the tenant with links to its photos and shown in their portal.
 */
export const stormVesselNotes = pgTable(
  'storm_vessel_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => berthReservations.id, { onDelete: 'no action' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    // The stage when the note was written, for the storm's name.
    changeId: uuid('change_id').references(() => stormStageChanges.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('storm_vessel_notes_reservation_idx').on(table.reservationId, table.createdAt)],
);

/**
 * A photo staff upload for a note: stored first (with the upload checks), then given to one note,
 * when it gets the link token the owner's mail carries (kept hashed: the link works without signing in).
 */
export const stormVesselNotePhotos = pgTable(
  'storm_vessel_note_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noteId: uuid('note_id').references(() => stormVesselNotes.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'no action' }),
    fileName: text('file_name').notNull(),
    tokenHash: text('token_hash'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('storm_vessel_note_photos_note_idx').on(table.noteId),
    uniqueIndex('storm_vessel_note_photos_token_hash_key').on(table.tokenHash),
  ],
);

export type StormVesselNote = typeof stormVesselNotes.$inferSelect;
export type StormVesselNotePhoto = typeof stormVesselNotePhotos.$inferSelect;
