import { z } from 'zod';
import {
  defaultDocumentAccessLevel,
  defaultShareAccess,
  defaultShareExpiryDays,
  documentAccessLevels,
  documentShareAccessLevels,
  documentStatuses,
  shareExpiryDays,
} from '#shared/document-options.ts';
import { email, optionalText, requiredText } from './lead-common.ts';
import { pageQuerySchema } from './page.ts';
import { typedText } from './text.ts';
import { calendarDay } from './calendar-day.ts';

// Request shapes of the document library (`/api/documents`, `/api/shares`). Multipart forms send
// every field as text, so a blank optional field means "not given".

const blankAsUndefined = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/** An optional calendar date from a form field, blank meaning none. */
export const expiryDate = () => blankAsUndefined(calendarDay('Expiry date: enter the date as YYYY-MM-DD'));

const maxTags = 20;
const maxTagLength = 40;

/** "insurance, Gulf Tide ,insurance" → ["insurance", "Gulf Tide"]: trimmed, blanks dropped, each once (case-insensitive). */
function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of text.split(',').map((part) => part.trim())) {
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

const tags = () =>
  optionalText('Tags', { max: maxTags * (maxTagLength + 2) })
    .transform((text) => parseTags(text ?? ''))
    .refine((list) => list.length <= maxTags, `Use at most ${maxTags} tags`)
    .refine((list) => list.every((tag) => tag.length <= maxTagLength), `Each tag can be at most ${maxTagLength} characters`);

export const documentTitleRequiredMessage = 'Please add a title';

/** The text fields of `POST /api/documents/upload` (multipart; the file travels in the field `file`). */
export const documentUploadFieldsSchema = z.object({
  title: requiredText('Title', { max: 200, message: documentTitleRequiredMessage }),
  description: optionalText('Description', { max: 2000, lines: 'multi-line' }),
  categoryId: blankAsUndefined(z.uuid('Choose a category')),
  accessLevel: z.enum(documentAccessLevels, 'Choose an access level').default(defaultDocumentAccessLevel),
  tags: tags(),
  /** The customer a customer-level document is for. */
  customerId: blankAsUndefined(z.uuid('Choose a customer')),
  expiresAt: expiryDate(),
});
export type DocumentUploadFields = z.output<typeof documentUploadFieldsSchema>;

// The edit form sends every field, a cleared one blank: blank means "none" here, as null does.
const blankAsNull = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable().optional());

/** `PATCH /api/documents/{id}`: the details staff may change; absent fields stay as they are, null or blank clears. */
export const documentUpdateSchema = z.object({
  title: requiredText('Title', { max: 200, message: documentTitleRequiredMessage }).optional(),
  description: blankAsNull(typedText('Description', 'multi-line').max(2000)),
  categoryId: blankAsNull(z.uuid('Choose a category')),
  accessLevel: z.enum(documentAccessLevels, 'Choose an access level').optional(),
  tags: tags().optional(),
  customerId: blankAsNull(z.uuid('Choose a customer')),
  expiresAt: blankAsNull(calendarDay('Expiry date: enter the date as YYYY-MM-DD')),
});
export type DocumentUpdateInput = z.input<typeof documentUpdateSchema>;
export type DocumentUpdate = z.output<typeof documentUpdateSchema>;

/** At most this many documents change in one bulk request. */
export const maxBulkDocuments = 100;

/** What a bulk request does to every document it names: one change, never a mix. */
const documentBulkChangeSchema = z.union([
  z.strictObject({ categoryId: z.uuid('Choose a category').nullable() }),
  z.strictObject({ accessLevel: z.enum(documentAccessLevels, 'Choose an access level') }),
  z.strictObject({ delete: z.literal(true) }),
]);
export type DocumentBulkChange = z.output<typeof documentBulkChangeSchema>;

/** `POST /api/documents/bulk`: the documents chosen and the one change for all of them. */
export const documentBulkSchema = z.object({
  ids: z
    .array(z.uuid('Choose documents from the list'))
    .min(1, 'Choose at least one document')
    .max(maxBulkDocuments, `Choose at most ${maxBulkDocuments} documents at a time`)
    // A document named twice changes once.
    .transform((ids) => [...new Set(ids)]),
  change: documentBulkChangeSchema,
});
export type DocumentBulkRequest = z.output<typeof documentBulkSchema>;

/** The text fields of `POST /api/documents/{id}/versions` (multipart; the new file travels in `file`). */
export const documentVersionFieldsSchema = z.object({
  changeNotes: optionalText('Change notes', { max: 2000, lines: 'multi-line' }),
});
export type DocumentVersionFields = z.output<typeof documentVersionFieldsSchema>;

/**
 * The largest PostgreSQL `integer`, the type of a version number: a larger one names no version,
 * and the database refuses to compare it.
 */
const maxVersionNumber = 2_147_483_647;

/** `GET /api/documents/{id}/versions/{version}/download`: a document and one of its version numbers. */
export const documentVersionPathSchema = z.object({ id: z.uuid(), version: z.coerce.number().int().positive().max(maxVersionNumber) });

/** `GET /api/documents`: filters are sent only when not "all"; `status=trashed` lists the trash (staff). */
export const documentListQuerySchema = pageQuerySchema.extend({
  categoryId: z.uuid('Choose a category').optional(),
  accessLevel: z.enum(documentAccessLevels, 'Choose an access level').optional(),
  q: typedText('Search').max(200, 'Search can be at most 200 characters').optional(),
  status: z.enum(documentStatuses).default('active'),
});
export type DocumentListQuery = z.output<typeof documentListQuerySchema>;

const expiresInDays = () =>
  z.coerce
    .number()
    .refine(
      (days): days is (typeof shareExpiryDays)[number] => (shareExpiryDays as readonly number[]).includes(days),
      `Choose ${shareExpiryDays.join(', ')} days`,
    );

export const shareRecipientMessage = 'Enter an email address or choose a customer';

/** `POST /api/documents/{id}/shares`: to an email address or a customer account. */
export const documentShareSchema = z
  .object({
    email: email().optional(),
    customerId: z.uuid('Choose a customer').optional(),
    expiresInDays: expiresInDays().default(defaultShareExpiryDays),
    access: z.enum(documentShareAccessLevels).default(defaultShareAccess),
  })
  .refine((share) => share.email !== undefined || share.customerId !== undefined, { path: ['email'], message: shareRecipientMessage });
export type DocumentShareInput = z.input<typeof documentShareSchema>;
export type DocumentShareRequest = z.output<typeof documentShareSchema>;

/** `PATCH /api/documents/{id}/shares/{shareId}`: a new expiry, counted from now. */
export const documentShareUpdateSchema = z.object({ expiresInDays: expiresInDays() });
export type DocumentShareUpdate = z.output<typeof documentShareUpdateSchema>;
