import { z } from 'zod';

// The one home of the password rules, used by every form that takes a password and by the routes
// behind them, so a form refuses exactly what the server refuses.

/** Every new password: the floor the security rules set. */
const minNewPasswordLength = 8;
export const maxPasswordLength = 256;

/** The spec's message for a password under 6 characters (the customer area's own rule). */
export const shortPasswordMessage = 'Password must be at least 6 characters';
/** Ours for a new password of 6 or 7 characters: it passes the spec's 6 but new passwords need 8. */
export const newPasswordMessage = `Password must be at least ${minNewPasswordLength} characters long`;
const longPasswordMessage = `Password must be at most ${maxPasswordLength} characters long`;
const passwordRequiredMessage = 'Password is required';

/** The hint under every new-password field. */
export const newPasswordHint = `At least ${minNewPasswordLength} characters.`;

/** A new password: at least 8 characters, at most 256 (argon2 takes any length; a bound keeps the work bounded). */
export const newPassword = () =>
  z
    .string({ error: shortPasswordMessage })
    .max(maxPasswordLength, longPasswordMessage)
    .superRefine((password, context) => {
      if (password.length >= minNewPasswordLength) return;
      context.addIssue({ code: 'custom', message: password.length < 6 ? shortPasswordMessage : newPasswordMessage });
    });

/** A password as typed at sign-in: never trimmed, only bounded. */
export const givenPassword = () => z.string({ error: passwordRequiredMessage }).min(1, passwordRequiredMessage).max(maxPasswordLength);
