import { staffSignInSchema, type StaffSignIn } from '#shared/schemas/staff-auth.ts';

export interface StaffSignInValues {
  username: string;
  password: string;
}

export type StaffSignInField = keyof StaffSignInValues;

/** What stops the form from being sent: the message, and the field to put the cursor in. */
export interface StaffSignInProblem {
  message: string;
  field: StaffSignInField;
}

export type CheckedStaffSignIn = { ok: true; request: StaffSignIn } | { ok: false; problem: StaffSignInProblem };

/** Checks the staff sign-in when its button is pressed, with the shared request schema's messages. */
export function checkStaffSignIn(values: StaffSignInValues): CheckedStaffSignIn {
  const parsed = staffSignInSchema.safeParse(values);
  if (parsed.success) return { ok: true, request: parsed.data };
  const issue = parsed.error.issues[0];
  const field: StaffSignInField = issue?.path[0] === 'password' ? 'password' : 'username';
  return { ok: false, problem: { message: issue?.message ?? 'Please check the form', field } };
}
