import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks.ts';
import { createdAt, textList, updatedAt } from './columns.ts';
import { customers } from './customers.ts';
import { quotes } from './quotes.ts';
import { serviceRequests } from './service-requests.ts';

export const documentAccessLevels = ['public', 'customer', 'internal', 'admin'] as const;
export type DocumentAccessLevel = (typeof documentAccessLevels)[number];

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
  (table) => [
    uniqueIndex('document_categories_name_key').on(table.name),
    index('document_categories_parent_id_idx').on(table.parentId),
  ],
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
    mimeType: text('mime_type').notNull(),
    filePath: text('file_path').notNull(),
    version: integer('version').notNull().default(1),
    isLatestVersion: boolean('is_latest_version').notNull().default(true),
    status: text('status').notNull().default('active'),
    tags: textList('tags'),
    uploadedBy: text('uploaded_by'),
    accessLevel: text('access_level').$type<DocumentAccessLevel>().notNull().default('internal'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadCount: integer('download_count').notNull().default(0),
    checksum: text('checksum'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('documents_status_created_at_idx').on(table.status, table.createdAt),
    index('documents_category_id_idx').on(table.categoryId),
    index('documents_customer_id_idx').on(table.customerId),
    index('documents_service_request_id_idx').on(table.serviceRequestId),
    index('documents_quote_id_idx').on(table.quoteId),
    check('documents_access_level_check', isOneOf(table.accessLevel, documentAccessLevels)),
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
    filePath: text('file_path').notNull(),
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
    accessLevel: text('access_level').notNull().default('view'),
    shareToken: text('share_token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    sharedBy: text('shared_by'),
    accessedAt: timestamp('accessed_at', { withTimezone: true }),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('document_shares_share_token_key').on(table.shareToken),
    index('document_shares_document_id_idx').on(table.documentId),
    index('document_shares_shared_with_customer_id_idx').on(table.sharedWithCustomerId),
  ],
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
export type DocumentTemplate = typeof documentTemplates.$inferSelect;
export type NewDocumentTemplate = typeof documentTemplates.$inferInsert;
