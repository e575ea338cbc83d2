// The document library's fixed values (spec part 2 §3, §6, §9), shared by the API, the page and
// the database schema so each is written once.

/** Who may see a document: public for anyone, customer for the customers it is linked or shared with, internal and admin for staff. */
export const documentAccessLevels = ['public', 'customer', 'internal', 'admin'] as const;
export type DocumentAccessLevel = (typeof documentAccessLevels)[number];

export const documentAccessLevelLabels: Record<DocumentAccessLevel, string> = {
  public: 'Public',
  customer: 'Customer',
  internal: 'Internal',
  admin: 'Admin',
};

export const defaultDocumentAccessLevel: DocumentAccessLevel = 'internal';

/** A trashed document is restorable until the purge removes it with its files. */
export const documentStatuses = ['active', 'trashed'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** Days a trashed document can be restored before it is purged. */
export const trashRetentionDays = 30;

/** The seeded categories, in the order the filter lists them. */
export const documentCategoryNames = [
  'contracts',
  'invoices',
  'quotes',
  'reports',
  'certificates',
  'photos',
  'drawings',
  'manuals',
] as const;

/** A share opens the file in the browser (view) or saves it (download). */
export const documentShareAccessLevels = ['view', 'download'] as const;
export type DocumentShareAccessLevel = (typeof documentShareAccessLevels)[number];
export const defaultShareAccess: DocumentShareAccessLevel = 'view';

/** How long a share link works, in days. */
export const shareExpiryDays = [1, 7, 30] as const;
export type ShareExpiryDays = (typeof shareExpiryDays)[number];
export const defaultShareExpiryDays: ShareExpiryDays = 7;

/** The at-a-glance view lists documents and certificates whose expiry date falls within this many days. */
export const expiringWithinDays = 30;

/** Cards show this many tags, then "+N more". */
export const visibleTagCount = 3;

/** While the library loads, this many skeleton cards stand in for it. */
export const skeletonCardCount = 6;

const sizeUnits = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** 0 → "0 Bytes", 1536 → "1.5 KB", 10485760 → "10 MB": units of 1024, at most 2 decimals. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const unit = Math.min(sizeUnits.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** unit;
  return `${Number.parseFloat(value.toFixed(2))} ${sizeUnits[unit]}`;
}
