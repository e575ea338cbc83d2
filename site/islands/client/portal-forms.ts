import { z } from 'zod';
import { clientMessageRequiredMessage, clientMessageSchema, clientUploadFieldsSchema } from '#shared/schemas/client-portal.ts';
import { customerRegistrationSchema, customerSignInSchema, type CustomerRegistration } from '#shared/schemas/customer-account.ts';
import { newPasswordMessage } from '#shared/schemas/password.ts';
import { noFileMessage } from '#shared/uploads.ts';
import { requiredFile } from '#site/islands/form/chosen-file.ts';
import type { FormToast } from '#site/islands/form/use-zod-form.ts';

// The client portal's forms: the shared request schemas (what the server checks), with the spec's
// toasts for a refused form chosen from what is wrong. The messages themselves show at the fields.

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Sign In: the email or the username the office set, and the password. */
export const portalSignInSchema = customerSignInSchema;

export function signInToast(values: { email?: string; password?: string }): FormToast | undefined {
  if (isBlank(values.email) || !values.password)
    return { title: 'Missing Information', description: 'Please enter both email and password' };
  return undefined;
}

const portalMismatchMessage = 'Passwords do not match';

/** Create Account: the registration the server takes, plus a confirmation it never sees. */
export const portalRegistrationSchema = customerRegistrationSchema
  .pick({ email: true, password: true, firstName: true, lastName: true, company: true, phone: true })
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: portalMismatchMessage, path: ['confirmPassword'] });
export type PortalRegistration = z.output<typeof portalRegistrationSchema>;

const requiredRegistrationFields = ['email', 'password', 'firstName', 'lastName', 'company'] as const;

/** The spec's toast for a refused registration: missing fields first, then the mismatch, then the length. */
export function registrationToast(errors: Partial<Record<string, unknown>>, values: Record<string, unknown>): FormToast | undefined {
  if (requiredRegistrationFields.some((field) => isBlank(values[field]))) {
    return { title: 'Missing Information', description: 'Please fill in all required fields' };
  }
  if (errors.confirmPassword) return { title: 'Password Mismatch', description: portalMismatchMessage };
  if (errors.password) return { title: 'Password Too Short', description: newPasswordMessage };
  return undefined;
}

/** What `POST /api/customers/register` receives: no confirmation, and no phone rather than a blank one. */
export function portalRegistrationRequest({
  confirmPassword: _confirmation,
  phone,
  ...registration
}: PortalRegistration): CustomerRegistration {
  return { ...registration, ...(phone && { phone }) };
}

/** Send a message to the office. */
export const portalMessageSchema = clientMessageSchema;

export function messageToast(values: { subject?: string; message?: string }): FormToast | undefined {
  if (isBlank(values.subject) || isBlank(values.message))
    return { title: 'Missing Information', description: clientMessageRequiredMessage };
  return undefined;
}

/** Upload Files: a file the server takes, with the shared upload fields. */
export const portalUploadSchema = z.intersection(z.object({ file: requiredFile('clientFile') }), clientUploadFieldsSchema);
export type PortalUpload = z.output<typeof portalUploadSchema>;

export function uploadToast(errors: { file?: { message?: string } }): FormToast {
  if (errors.file?.message === noFileMessage) return { title: 'No File Selected', description: noFileMessage };
  return { title: 'Upload Failed', description: errors.file?.message ?? 'Please check the form' };
}
