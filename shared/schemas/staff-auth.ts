import { z } from 'zod';
import { givenPassword } from './password.ts';
import { typedText } from './text.ts';

const usernameRequiredMessage = 'Username is required';

/** `POST /api/auth/login` and `POST /api/admin/login`: a staff member's sign-in, the password never trimmed. */
export const staffSignInSchema = z.object({
  username: typedText('Username', 'single-line', usernameRequiredMessage).min(1, usernameRequiredMessage).max(100),
  password: givenPassword(),
});
export type StaffSignIn = z.infer<typeof staffSignInSchema>;
