import { z } from 'zod';
import { customerRegistrationSchema, customerSignInSchema, type CustomerRegistration } from '#shared/schemas/customer-account.ts';
import { email } from '#shared/schemas/lead-common.ts';
import { givenPassword, shortPasswordMessage } from '#shared/schemas/password.ts';

// The customer area's sign-in and registration forms: the shared request shapes, with what only
// this page has on top (an email rather than a username, the spec's 6 characters at sign-in, and the
// confirmation). A new password is the server's own rule, so 6 or 7 characters are refused here.

export const passwordMismatchMessage = "Passwords don't match";

/** Sign In: the customer area asks for an email (the client portal also takes a username). */
export const signInFormSchema = customerSignInSchema.extend({ email: email(), password: givenPassword().min(6, shortPasswordMessage) });
export type SignInFormValues = z.output<typeof signInFormSchema>;

/** Create Account: the registration payload plus a confirmation the server never sees. */
export const createAccountFormSchema = customerRegistrationSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: passwordMismatchMessage, path: ['confirmPassword'] });
export type CreateAccountFormInput = z.input<typeof createAccountFormSchema>;
export type CreateAccountFormValues = z.output<typeof createAccountFormSchema>;

/** What `POST /api/customers/register` receives: the form without its confirmation. */
export function registrationOf({ confirmPassword: _confirmation, ...registration }: CreateAccountFormValues): CustomerRegistration {
  return registration;
}
