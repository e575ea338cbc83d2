import { z } from 'zod';
import { email } from '#shared/schemas/lead-common.ts';
import {
  customerRegistrationSchema,
  customerSignInSchema,
  maxPasswordLength,
  type CustomerRegistration,
} from '#shared/schemas/customer-account.ts';

// The customer area's sign-in and registration forms: the shared request shapes, with this page's
// own rules on top. The page keeps its 6-character message for shorter passwords; the server asks
// for 8, so a 6- or 7-character password passes here and the server's answer says why it failed.

export const portalPasswordMessage = 'Password must be at least 6 characters';
export const passwordMismatchMessage = "Passwords don't match";

const portalPassword = () => z.string().min(6, portalPasswordMessage).max(maxPasswordLength);

/** Sign In: the customer area asks for an email (the client portal also takes a username). */
export const signInFormSchema = customerSignInSchema.extend({ email: email(), password: portalPassword() });
export type SignInFormInput = z.input<typeof signInFormSchema>;
export type SignInFormValues = z.output<typeof signInFormSchema>;

/** Create Account: the registration payload plus a confirmation the server never sees. */
export const createAccountFormSchema = customerRegistrationSchema
  .extend({ password: portalPassword(), confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: passwordMismatchMessage, path: ['confirmPassword'] });
export type CreateAccountFormInput = z.input<typeof createAccountFormSchema>;
export type CreateAccountFormValues = z.output<typeof createAccountFormSchema>;

/** What `POST /api/customers/register` receives: the form without its confirmation. */
export function registrationOf({ confirmPassword: _confirmation, ...registration }: CreateAccountFormValues): CustomerRegistration {
  return registration;
}
