import { z } from 'zod';
import { email, optionalText, requiredText } from './lead-common.ts';
import { givenPassword, newPassword } from './password.ts';
import { typedText } from './text.ts';

// Request shapes of the customer account endpoints (`/api/customers/*`), shared by both portals'
// forms and the routes. The forms add only what the server never sees (confirmPassword).

/** `POST /api/customers/register`: the registration payload without confirmPassword. */
export const customerRegistrationSchema = z.object({
  email: email(),
  password: newPassword(),
  firstName: requiredText('First name', { max: 100 }),
  lastName: requiredText('Last name', { max: 100 }),
  company: requiredText('Company', { max: 200 }),
  phone: optionalText('Phone', { max: 40 }),
  address: optionalText('Address', { max: 200 }),
  city: optionalText('City', { max: 100 }),
  state: optionalText('State', { max: 100 }),
  zipCode: optionalText('ZIP code', { max: 20 }),
});
export type CustomerRegistration = z.infer<typeof customerRegistrationSchema>;

/**
 * `POST /api/customers/login`. `email` holds the account's email, or the username an admin set for
 * the client (the client portal's form accepts either; the customer area's form asks for an email).
 */
export const customerSignInSchema = z.object({
  email: typedText('Email', 'single-line', 'Please enter your email').min(1, 'Please enter your email').max(254),
  password: givenPassword(),
});
export type CustomerSignIn = z.infer<typeof customerSignInSchema>;

/** `POST /api/customers/forgot-password` and `POST /api/customers/sign-in-link`: mail a link to this address. */
export const mailedLinkRequestSchema = z.object({ email: email() });
export type MailedLinkRequest = z.infer<typeof mailedLinkRequestSchema>;

/** A token from a mailed link: 32 random bytes, base64url. */
export const mailedTokenSchema = z.string({ error: 'This link is not valid' }).regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid');

/** `POST /api/customers/reset-password`. */
export const resetPasswordSchema = z.object({ token: mailedTokenSchema, password: newPassword() });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** `POST /api/customers/verify-email`. */
export const verifyEmailSchema = z.object({ token: mailedTokenSchema });
export type VerifyEmail = z.infer<typeof verifyEmailSchema>;

/** `POST /api/customers/sign-in-link/use`: the mailed link's token, sent by pressing Sign in on its page. */
export const signInWithLinkSchema = z.object({ token: mailedTokenSchema });
export type SignInWithLink = z.infer<typeof signInWithLinkSchema>;
