import { z } from 'zod';
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

/** The text fields of `POST /api/client/upload` (multipart; the file travels in the field `file`). */
export const clientUploadFieldsSchema = z.object({
  description: optionalText('Description', { max: 1000, lines: 'multi-line' }),
  category: z.enum(clientUploadCategories).default('general'),
});
export type ClientUploadFields = z.infer<typeof clientUploadFieldsSchema>;
