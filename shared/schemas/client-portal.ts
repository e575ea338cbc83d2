import { z } from 'zod';
import { expiryDate } from './documents.ts';
import { optionalText, requiredText } from './lead-common.ts';

// Request shapes of the client portal (`/api/client/*`).

export const clientMessageRequiredMessage = 'Please enter both subject and message';

/** `POST /api/client/messages`. */
export const clientMessageSchema = z.object({
  subject: requiredText('Subject', { max: 200, message: clientMessageRequiredMessage }),
  message: requiredText('Message', { max: 5000, lines: 'multi-line', message: clientMessageRequiredMessage }),
});
export type ClientMessageInput = z.infer<typeof clientMessageSchema>;

export const clientUploadCategories = ['general', 'invoice', 'contract', 'certificate', 'other'] as const;
export type ClientUploadCategory = (typeof clientUploadCategories)[number];

/** The category whose files run out: a certificate of insurance covers until its expiry date. */
export const expiringUploadCategory = 'certificate' satisfies ClientUploadCategory;

/**
 * The text fields of `POST /api/client/upload` (multipart; the file travels in the field `file`).
 * `expiresAt` (YYYY-MM-DD, optional) is a certificate's last day of cover, kept for certificates only.
 */
export const clientUploadFieldsSchema = z
  .object({
    description: optionalText('Description', { max: 1000, lines: 'multi-line' }),
    category: z.enum(clientUploadCategories).default('general'),
    expiresAt: expiryDate(),
  })
  .transform((fields) => (fields.category === expiringUploadCategory ? fields : { ...fields, expiresAt: undefined }));
export type ClientUploadFields = z.output<typeof clientUploadFieldsSchema>;
