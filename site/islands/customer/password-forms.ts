import { z } from 'zod';
import { differentNewPassword, passwordChangeFields, samePasswordMessage } from '#shared/schemas/password-change.ts';
import { newPassword } from '#shared/schemas/password.ts';
import { passwordMismatchMessage } from './customer-auth-forms.ts';

/** Choose a new password: the server's rule (8 characters, its message), typed twice. */
export const newPasswordFormSchema = z
  .object({ password: newPassword(), confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: passwordMismatchMessage, path: ['confirmPassword'] });
export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>;

/** Change password (Account Settings): the request's fields, the new password typed twice. */
export const passwordChangeFormSchema = passwordChangeFields
  .extend({ confirmPassword: z.string() })
  .refine(differentNewPassword, { message: samePasswordMessage, path: ['newPassword'] })
  .refine((form) => form.newPassword === form.confirmPassword, { message: passwordMismatchMessage, path: ['confirmPassword'] });
export type PasswordChangeFormValues = z.infer<typeof passwordChangeFormSchema>;
