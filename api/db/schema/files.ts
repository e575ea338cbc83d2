import { customType, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { customers } from './customers.ts';
import { users } from './users.ts';

/**
 * Every stored file, whichever driver keeps its bytes. Records that show a file (uploads,
 * documents, attachments) name it by this id; the name a person gave it stays on those records,
 * never on a path.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Hex SHA-256 of the content, computed while it streamed in.
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    // Decided from the leading bytes, not from what the sender claimed.
    mimeType: text('mime_type').notNull(),
    ownerCustomerId: uuid('owner_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('files_owner_customer_id_idx').on(table.ownerCustomerId), index('files_owner_user_id_idx').on(table.ownerUserId)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The bytes of files kept by the database driver, in pieces small enough to stream, so several
 * server processes share files through the database they already share.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.seq] })],
);

export type StoredFile = typeof files.$inferSelect;
export type NewStoredFile = typeof files.$inferInsert;
