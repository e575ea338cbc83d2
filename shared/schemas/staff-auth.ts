import { z } from 'zod';
import { maxPasswordLength } from './customer-account.ts';
import { typedText } from './text.ts';

export const usernameRequiredMessage = 'Username is required';
export const passwordRequiredMessage = 'Password is required';

/** `POST /api/auth/login` and `POST /api/admin/login`: a staff member's sign-in, the password never trimmed. */
export const staffSignInSchema = z.object({
  username: typedText('Username', 'single-line', usernameRequiredMessage).min(1, usernameRequiredMessage).max(100),
  password: z.string({ error: passwordRequiredMessage }).min(1, passwordRequiredMessage).max(maxPasswordLength),
});
export type StaffSignIn = z.infer<typeof staffSignInSchema>;
