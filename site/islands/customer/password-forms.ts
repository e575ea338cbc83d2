import { z } from 'zod';
import { newPassword } from '#shared/schemas/password.ts';
import { passwordMismatchMessage } from './customer-auth-forms.ts';

/** Choose a new password: the server's rule (8 characters, its message), typed twice. */
export const newPasswordFormSchema = z
  .object({ password: newPassword(), confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: passwordMismatchMessage, path: ['confirmPassword'] });
export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>;
