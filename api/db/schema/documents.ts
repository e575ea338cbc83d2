import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  documentAccessLevels,
  documentShareAccessLevels,
  documentStatuses,
  type DocumentAccessLevel,
  type DocumentShareAccessLevel,
  type DocumentStatus,
} from '#shared/document-options.ts';
import { isOneOf } from './checks.ts';
import { createdAt, textList, updatedAt } from './columns.ts';
import { leases } from './berths.ts';
import { customers } from './customers.ts';
import { files } from './files.ts';
import { quotes } from './quotes.ts';
import { serviceRequests } from './service-requests.ts';
import { users } from './users.ts';

/**
 * What `q` searches: title, description and file name in one text, so one trigram index serves a
 * case-insensitive substring search however large the library grows. Queries must use exactly
 * this expression for the index to apply.
 */
export const documentSearchText = sql`(title || chr(10) || coalesce(description, '') || chr(10) || file_name)`;

export const documentCategories = pgTable(
  'document_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    parentId: uuid('parent_id').references((): AnyPgColumn => documentCategories.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('document_categories_name_key').on(table.name), index('document_categories_parent_id_idx').on(table.parentId)],
);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id').references(() => documentCategories.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    serviceRequestId: uuid('service_request_id').references(() => serviceRequests.id, { onDelete: 'set null' }),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    // From the file's content (the store's `files.mime_type`), not from what the sender claimed.
    mimeType: text('mime_type').notNull(),
    // The latest version's id in the file store (decision 036).
    filePath: uuid('file_path')
      .notNull()
      .references(() => files.id, { onDelete: 'no action' }),
    version: integer('version').notNull().default(1),
    // The latest version's notes and arrival; a superseded version keeps its own in document_versions.
    versionNotes: text('version_notes'),
    versionAddedAt: timestamp('version_added_at', { withTimezone: true }).notNull().defaultNow(),
    isLatestVersion: boolean('is_latest_version').notNull().default(true),
    status: text('status').$type<DocumentStatus>().notNull().default('active'),
    tags: textList('tags'),
    // The uploader's name as cards show it; uploadedByUserId says which staff member it was.
    uploadedBy: text('uploaded_by'),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    accessLevel: text('access_level').$type<DocumentAccessLevel>().notNull().default('internal'),
    // A calendar date (an insurance certificate's last day of cover), compared with today at the marina.
    expiresAt: date('expires_at', { mode: 'string' }),
    downloadCount: integer('download_count').notNull().default(0),
    // Hex SHA-256 of the latest version's content.
    checksum: text('checksum'),
    // The signed lease this document files, so each lease is filed once.
    leaseId: uuid('lease_id').references(() => leases.id, { onDelete: 'set null' }),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('documents_status_created_at_idx').on(table.status, table.createdAt),
    index('documents_category_id_idx').on(table.categoryId),
    // The documents of one status and access level, newest first: the public library every
    // customer and visitor reads, and the office's list narrowed to a level.
    index('documents_status_access_level_idx').on(table.status, table.accessLevel, table.createdAt),
    // A customer's own documents, newest first, for their dashboard.
    index('documents_customer_id_idx').on(table.customerId, table.createdAt),
    index('documents_service_request_id_idx').on(table.serviceRequestId),
    index('documents_quote_id_idx').on(table.quoteId),
    index('documents_expires_at_idx').on(table.expiresAt),
    // The trash, newest trashed first, and the purge of the oldest: the few trashed rows, without
    // walking past every active one.
    index('documents_trash_idx').on(table.trashedAt, table.id).where(sql`${table.status} = 'trashed'`),
    uniqueIndex('documents_lease_id_key').on(table.leaseId),
    index('documents_search_trgm_idx').using('gin', sql`${documentSearchText} gin_trgm_ops`),
    check('documents_access_level_check', isOneOf(table.accessLevel, documentAccessLevels)),
    check('documents_status_check', isOneOf(table.status, documentStatuses)),
  ],
);

export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    mimeType: text('mime_type').notNull(),
    // This version's id in the file store (decision 036).
    filePath: uuid('file_path')
      .notNull()
      .references(() => files.id, { onDelete: 'no action' }),
    uploadedBy: text('uploaded_by'),
    changeNotes: text('change_notes'),
    checksum: text('checksum'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('document_versions_document_id_version_key').on(table.documentId, table.version)],
);

export const documentShares = pgTable(
  'document_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    sharedWithCustomerId: uuid('shared_with_customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    sharedWithEmail: text('shared_with_email'),
    accessLevel: text('access_level').$type<DocumentShareAccessLevel>().notNull().default('view'),
    // Hex SHA-256 of the link's token: the token itself is shown once, to the staff member who shared.
    shareToken: text('share_token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sharedBy: text('shared_by'),
    sharedByUserId: uuid('shared_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    // The last open; every open is in document_share_opens.
    accessedAt: timestamp('accessed_at', { withTimezone: true }),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('document_shares_share_token_key').on(table.shareToken),
    index('document_shares_document_id_idx').on(table.documentId),
    index('document_shares_shared_with_customer_id_idx').on(table.sharedWithCustomerId),
    index('document_shares_shared_with_email_idx').on(sql`lower(${table.sharedWithEmail})`),
    check('document_shares_access_level_check', isOneOf(table.accessLevel, documentShareAccessLevels)),
    check('document_shares_recipient_check', sql`${table.sharedWithCustomerId} is not null or ${table.sharedWithEmail} is not null`),
  ],
);

/** Every open of a share link: when, from which address and browser. */
export const documentShareOpens = pgTable(
  'document_share_opens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => documentShares.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (table) => [index('document_share_opens_share_id_idx').on(table.shareId, table.openedAt)],
);

export const documentTemplates = pgTable('document_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  category: text('category'),
  templatePath: text('template_path').notNull(),
  // The placeholder names the template expects, e.g. lesseeName.
  variables: textList('variables'),
  isActive: boolean('is_active').notNull().default(true),
  createdBy: text('created_by'),
  lastUsed: timestamp('last_used', { withTimezone: true }),
  usageCount: integer('usage_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type DocumentCategory = typeof documentCategories.$inferSelect;
export type NewDocumentCategory = typeof documentCategories.$inferInsert;
export type Document = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
export type DocumentVersion = typeof documentVersions.$inferSelect;
export type NewDocumentVersion = typeof documentVersions.$inferInsert;
export type DocumentShare = typeof documentShares.$inferSelect;
export type NewDocumentShare = typeof documentShares.$inferInsert;
export type DocumentShareOpen = typeof documentShareOpens.$inferSelect;
export type DocumentTemplate = typeof documentTemplates.$inferSelect;
export type NewDocumentTemplate = typeof documentTemplates.$inferInsert;
