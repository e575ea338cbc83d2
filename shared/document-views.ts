import { z } from 'zod';
import { documentAccessLevels, documentShareAccessLevels, documentStatuses } from './document-options.ts';

// What the document library's API answers (`/api/documents`, `/api/document-categories`).

const timestamp = z.iso.datetime({ offset: true });

/** `GET /api/document-categories`. */
export const documentCategoryViewSchema = z.object({ id: z.string(), name: z.string(), description: z.string().nullable() });
export type DocumentCategoryView = z.infer<typeof documentCategoryViewSchema>;

/** What only staff are told about a document. */
const documentStaffDetailsSchema = z.object({
  /** The customer a customer-level document is linked to. */
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** Hex SHA-256 of the latest version. */
  checksum: z.string().nullable(),
  trashedAt: timestamp.nullable(),
  /** When a trashed document will be purged with its files. */
  purgeAt: timestamp.nullable(),
  /** Shares that still open. */
  activeShares: z.number().int(),
});

/** A document card: list, upload, update and new-version answers. */
export const documentViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  fileName: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  category: documentCategoryViewSchema.pick({ id: true, name: true }).nullable(),
  accessLevel: z.enum(documentAccessLevels),
  status: z.enum(documentStatuses),
  version: z.number().int(),
  /** The spec's field: a card is always its document's current version (earlier ones are in the versions list). */
  isLatestVersion: z.boolean(),
  tags: z.array(z.string()),
  uploadedBy: z.string().nullable(),
  /** Calendar date (YYYY-MM-DD), or null. */
  expiresAt: z.iso.date().nullable(),
  downloadCount: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
  downloadUrl: z.string(),
  /** Present for staff only. */
  staff: documentStaffDetailsSchema.optional(),
});
export type DocumentView = z.infer<typeof documentViewSchema>;

/** `GET /api/documents/{id}/versions`: newest first, the latest included. */
export const documentVersionViewSchema = z.object({
  version: z.number().int(),
  isLatest: z.boolean(),
  fileName: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  uploadedBy: z.string().nullable(),
  changeNotes: z.string().nullable(),
  checksum: z.string().nullable(),
  createdAt: timestamp,
  downloadUrl: z.string(),
});
export type DocumentVersionView = z.infer<typeof documentVersionViewSchema>;

/** One open of a share link. */
const shareOpenViewSchema = z.object({ openedAt: timestamp, ipAddress: z.string().nullable(), userAgent: z.string().nullable() });

/** `GET /api/documents/{id}/shares`: newest first, with every open, newest first. */
export const documentShareViewSchema = z.object({
  id: z.string(),
  sharedWithEmail: z.string().nullable(),
  sharedWithCustomer: z.object({ id: z.string(), name: z.string() }).nullable(),
  access: z.enum(documentShareAccessLevels),
  expiresAt: timestamp,
  /** Not revoked and not expired: the link opens the file. */
  active: z.boolean(),
  revoked: z.boolean(),
  sharedBy: z.string().nullable(),
  createdAt: timestamp,
  opens: z.array(shareOpenViewSchema),
});
export type DocumentShareView = z.infer<typeof documentShareViewSchema>;

/** `POST /api/documents/{id}/shares` (201): the share and its link, shown once (only its hash is kept). */
export const createdShareSchema = z.object({ share: documentShareViewSchema, url: z.string() });
export type CreatedShare = z.infer<typeof createdShareSchema>;

/** One document a bulk change left as it was, and why, in the words of its single change. */
const bulkFailureSchema = z.object({ id: z.string(), title: z.string().nullable(), message: z.string() });

/** `POST /api/documents/bulk`: the documents changed (as they now are) and those that could not be. */
export const documentBulkResultSchema = z.object({ changed: z.array(documentViewSchema), failed: z.array(bulkFailureSchema) });
export type DocumentBulkResult = z.infer<typeof documentBulkResultSchema>;
