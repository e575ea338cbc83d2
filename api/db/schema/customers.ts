import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accountStatuses, invoiceStatuses, type AccountStatus, type InvoiceStatus } from '#shared/customer-options.ts';
import { isOneOf } from './checks.ts';
import { berthReservations } from './berths.ts';
import { createdAt, updatedAt } from './columns.ts';
import { files } from './files.ts';
import { knownDeviceTable } from './known-devices.ts';
import { serviceRequests } from './service-requests.ts';
import { users } from './users.ts';

/**
 * What the office's client search matches: the name as written, email, company and sign-in name in
 * one text, so one trigram index serves a case-insensitive substring search of them all. The parts
 * are joined by a line break, which a search (one typed line) cannot hold, so no match spans two
 * parts. Queries must use exactly this expression for the index to apply.
 */
const nameAsWritten = sql`first_name || ' ' || last_name`;
export const customerSearchText = sql`(${nameAsWritten} || chr(10) || email || chr(10) || company || chr(10) || coalesce(username, ''))`;

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull(),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    accountStatus: text('account_status').$type<AccountStatus>().notNull().default('active'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    // Set when the customer opened the link mailed to this address; until then no record made
    // with the address by anyone else is linked to the account.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // Set by an admin as an alternative sign-in name; blank means the email is the login.
    username: text('username'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('customers_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('customers_username_lower_key').on(sql`lower(${table.username})`).where(sql`${table.username} is not null`),
    index('customers_created_at_idx').on(table.createdAt),
    // The office's list narrowed to one account status (suspended, inactive), newest first.
    index('customers_status_created_at_idx').on(table.accountStatus, table.createdAt),
    index('customers_search_trgm_idx').using('gin', sql`${customerSearchText} gin_trgm_ops`),
    check('customers_account_status_check', isOneOf(table.accountStatus, accountStatuses)),
  ],
);

export const customerDocuments = pgTable(
  'customer_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    fileName: text('file_name').notNull(),
    // The spec's fileUrl names the file by its id in the file store (decision 019), never a path.
    fileUrl: uuid('file_url')
      .notNull()
      .references(() => files.id, { onDelete: 'no action' }),
    fileSize: integer('file_size'),
    uploadedBy: text('uploaded_by'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (table) => [index('customer_documents_customer_id_idx').on(table.customerId, table.createdAt)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // An invoice is a financial record: its customer cannot be deleted while it exists.
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'no action' }),
    serviceRequestId: uuid('service_request_id').references(() => serviceRequests.id, { onDelete: 'set null' }),
    // Set on the invoice of a paid berth reservation, so each reservation is invoiced once.
    reservationId: uuid('reservation_id').references(() => berthReservations.id, { onDelete: 'no action' }),
    invoiceNumber: text('invoice_number').notNull(),
    description: text('description'),
    subtotal: integer('subtotal').notNull(),
    taxAmount: integer('tax_amount').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull().default('pending'),
    dueDate: date('due_date', { mode: 'string' }),
    paidDate: timestamp('paid_date', { withTimezone: true }),
    // The card payment the customer started online (the provider's intent id); the webhook finds the invoice by it.
    paymentIntentId: text('payment_intent_id'),
    // Cents given back of an online payment, and when; the invoice stays paid and shows the refund beside it.
    refundedAmount: integer('refunded_amount'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('invoices_invoice_number_key').on(table.invoiceNumber),
    uniqueIndex('invoices_payment_intent_id_key').on(table.paymentIntentId),
    index('invoices_customer_id_idx').on(table.customerId, table.createdAt),
    index('invoices_service_request_id_idx').on(table.serviceRequestId),
    uniqueIndex('invoices_reservation_id_key').on(table.reservationId),
    index('invoices_status_idx').on(table.status),
    check('invoices_status_check', isOneOf(table.status, invoiceStatuses)),
  ],
);

export const clientMessages = pgTable(
  'client_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    fromAdmin: boolean('from_admin').notNull().default(false),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    // The attachment's id in the file store (decision 019).
    attachmentPath: uuid('attachment_path').references(() => files.id, { onDelete: 'no action' }),
    attachmentName: text('attachment_name'),
    isRead: boolean('is_read').notNull().default(false),
    priority: text('priority').notNull().default('normal'),
    // The staff member who wrote an office message (fromAdmin), for the thread and the audit.
    sentByUserId: uuid('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('client_messages_customer_id_idx').on(table.customerId, table.createdAt),
    index('client_messages_created_at_idx').on(table.createdAt),
    // The office's inbox: unread first, then newest (see openFirst in services/paging.ts).
    index('client_messages_inbox_idx').on(sql`(not ${table.isRead})`, table.createdAt, table.id),
  ],
);

export const clientUploads = pgTable(
  'client_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    originalName: text('original_name').notNull(),
    // The file's id in the file store (decision 019); fileName is the name it is downloaded under.
    filePath: uuid('file_path')
      .notNull()
      .references(() => files.id, { onDelete: 'no action' }),
    fileSize: integer('file_size').notNull(),
    mimeType: text('mime_type').notNull(),
    description: text('description'),
    category: text('category').notNull().default('general'),
    isProcessed: boolean('is_processed').notNull().default(false),
    processedBy: text('processed_by'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    notes: text('notes'),
    // The last day of cover a client gave for a certificate of insurance (optional).
    expiresAt: date('expires_at', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('client_uploads_customer_id_idx').on(table.customerId, table.createdAt),
    index('client_uploads_expires_at_idx').on(table.expiresAt),
    index('client_uploads_created_at_idx').on(table.createdAt),
    // The office's inbox: unprocessed first, then newest (see openFirst in services/paging.ts).
    index('client_uploads_inbox_idx').on(sql`(not ${table.isProcessed})`, table.createdAt, table.id),
  ],
);

export const clientNotifications = pgTable(
  'client_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    actionUrl: text('action_url'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('client_notifications_customer_id_idx').on(table.customerId, table.createdAt)],
);

export const customerTokenPurposes = ['verify-email', 'reset-password', 'sign-in-link'] as const;
export type CustomerTokenPurpose = (typeof customerTokenPurposes)[number];

/**
 * Single-use links mailed to a customer (email verification, password reset, sign-in). Only the token's
 * SHA-256 is kept; `email` is the address the link was sent to, so a verification proves that
 * address and no later one.
 */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CustomerTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('customer_tokens_token_hash_key').on(table.tokenHash),
    index('customer_tokens_customer_id_idx').on(table.customerId, table.purpose),
    index('customer_tokens_expires_at_idx').on(table.expiresAt),
    check('customer_tokens_purpose_check', isOneOf(table.purpose, customerTokenPurposes)),
  ],
);

/**
 * Browsers that once signed in to a customer account: when it is under a guessing attack from many
 * addresses, these still get through.
 */
export const customerKnownDevices = knownDeviceTable('customer_known_devices', 'customer_id', customers);

export type Customer = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
export type CustomerDocument = typeof customerDocuments.$inferSelect;
export type NewCustomerDocument = typeof customerDocuments.$inferInsert;
export type Invoice = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type ClientMessage = typeof clientMessages.$inferSelect;
export type NewClientMessage = typeof clientMessages.$inferInsert;
export type ClientUpload = typeof clientUploads.$inferSelect;
export type NewClientUpload = typeof clientUploads.$inferInsert;
export type ClientNotification = typeof clientNotifications.$inferSelect;
export type CustomerToken = typeof customerTokens.$inferSelect;
export type NewClientNotification = typeof clientNotifications.$inferInsert;
