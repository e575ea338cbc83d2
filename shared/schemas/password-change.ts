import { z } from 'zod';
import { maxPasswordLength, newPassword } from './password.ts';

// `POST /api/customers/password`: a signed-in customer changes their password in Account Settings.
// The form adds only the confirmation the server never sees.

const currentPasswordMessage = 'Please enter your current password';
export const samePasswordMessage = 'The new password must differ from your current one';

/** The fields alone, so the form can add its confirmation before the cross-field rule is attached. */
export const passwordChangeFields = z.object({
  currentPassword: z.string({ error: currentPasswordMessage }).min(1, currentPasswordMessage).max(maxPasswordLength),
  newPassword: newPassword(),
});

/** A new password equal to the current one changes nothing and ends the other devices for no reason. */
export const differentNewPassword = <Form extends { currentPassword: string; newPassword: string }>(form: Form) =>
  form.currentPassword !== form.newPassword;

export const passwordChangeSchema = passwordChangeFields.refine(differentNewPassword, {
  message: samePasswordMessage,
  path: ['newPassword'],
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
