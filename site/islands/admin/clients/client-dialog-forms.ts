import type { z } from 'zod';
import { adminClientFileFieldsSchema, adminMessageSchema, missingFileFields, missingMessageFields } from '#shared/schemas/admin-clients.ts';
import { optionalFile, requiredFile } from '#site/islands/form/chosen-file.ts';
import type { FormToast } from '#site/islands/form/use-zod-form.ts';

// The Client Portal tab's dialog forms: the routes' own schemas (the client's id is the dialog's,
// not a field), with the spec's toasts for a refused form. The messages show at their fields.

export const missingRequiredMessage = 'Please fill in all required fields';

const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';

/** Create stays disabled until first name, last name, email and password have something in them. */
export function createClientReady(values: { firstName: string; lastName: string; email: string; password: string }): boolean {
  return filled(values.firstName) && filled(values.lastName) && filled(values.email) && filled(values.password);
}

/** Message the client: subject, message, priority, and an attachment the server takes, if any. */
export const clientMessageFormSchema = adminMessageSchema
  .omit({ customerId: true })
  .extend({ attachment: optionalFile('adminClientFile') });

export function clientMessageToast(
  errors: { attachment?: { message?: string } },
  values: { subject?: string; message?: string },
): FormToast {
  if (!filled(values.subject) || !filled(values.message)) return { title: missingMessageFields };
  return { title: 'Failed to send message', description: errors.attachment?.message ?? 'Please check the form' };
}

/** Upload a file for the client: a file the server takes and a description. */
export const clientFileFormSchema = adminClientFileFieldsSchema
  .omit({ customerId: true })
  .extend({ file: requiredFile('adminClientFile', missingFileFields) });
export type ClientFileForm = z.output<typeof clientFileFormSchema>;

export function clientFileToast(errors: { file?: { message?: string } }, values: { description?: string }): FormToast {
  if (errors.file?.message === missingFileFields || !filled(values.description)) return { title: missingFileFields };
  return { title: 'Failed to upload file', description: errors.file?.message ?? 'Please check the form' };
}
