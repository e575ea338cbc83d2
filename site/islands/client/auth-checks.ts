import type { z } from 'zod';
import {
  customerRegistrationSchema,
  customerSignInSchema,
  minCustomerPasswordLength,
  newPasswordMessage,
  type CustomerRegistration,
  type CustomerSignIn,
} from '#shared/schemas/customer-account.ts';

// The client portal's sign-in and sign-up checks, run when the button is pressed: first the
// portal's own messages, then the shared request schema, so the body sent obeys the server's rules.

export interface SignInValues {
  email: string;
  password: string;
}

export interface RegistrationValues {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  company: string;
  phone: string;
}

/** What stops the form from being sent: a toast, and the field to put the cursor in. */
export interface FormProblem<Field extends string> {
  title: string;
  description: string;
  field: Field;
}

export type Checked<Request, Field extends string> = { ok: true; request: Request } | { ok: false; problem: FormProblem<Field> };

const isBlank = (value: string) => value.trim() === '';

/** The first issue the schema found, as a problem on its field (or on `fallbackField`). */
function schemaProblem<Field extends string>(
  title: string,
  error: z.ZodError,
  fields: readonly Field[],
  fallbackField: Field,
): FormProblem<Field> {
  const issue = error.issues[0];
  const path = issue?.path[0];
  const field = fields.find((name) => name === path) ?? fallbackField;
  return { title, description: issue?.message ?? 'Please check the form', field };
}

const signInFields = ['email', 'password'] as const;
export type SignInField = (typeof signInFields)[number];

export function checkSignIn(values: SignInValues): Checked<CustomerSignIn, SignInField> {
  if (isBlank(values.email) || values.password === '') {
    return {
      ok: false,
      problem: {
        title: 'Missing Information',
        description: 'Please enter both email and password',
        field: isBlank(values.email) ? 'email' : 'password',
      },
    };
  }
  const parsed = customerSignInSchema.safeParse(values);
  if (!parsed.success) return { ok: false, problem: schemaProblem('Login Failed', parsed.error, signInFields, 'email') };
  return { ok: true, request: parsed.data };
}

const registrationFields = ['email', 'password', 'confirmPassword', 'firstName', 'lastName', 'company', 'phone'] as const;
export type RegistrationField = (typeof registrationFields)[number];
const requiredRegistrationFields = [
  'email',
  'password',
  'firstName',
  'lastName',
  'company',
] as const satisfies readonly RegistrationField[];

export function checkRegistration(values: RegistrationValues): Checked<CustomerRegistration, RegistrationField> {
  const missing = requiredRegistrationFields.find((field) => isBlank(values[field]));
  if (missing) {
    return { ok: false, problem: { title: 'Missing Information', description: 'Please fill in all required fields', field: missing } };
  }
  if (values.password !== values.confirmPassword) {
    return { ok: false, problem: { title: 'Password Mismatch', description: 'Passwords do not match', field: 'confirmPassword' } };
  }
  if (values.password.length < minCustomerPasswordLength) {
    return { ok: false, problem: { title: 'Password Too Short', description: newPasswordMessage, field: 'password' } };
  }
  // confirmPassword stays in the browser; an empty phone is left out rather than sent blank.
  const { email, password, firstName, lastName, company, phone } = values;
  const parsed = customerRegistrationSchema.safeParse({ email, password, firstName, lastName, company, ...(!isBlank(phone) && { phone }) });
  if (!parsed.success) return { ok: false, problem: schemaProblem('Registration Failed', parsed.error, registrationFields, 'email') };
  return { ok: true, request: parsed.data };
}
