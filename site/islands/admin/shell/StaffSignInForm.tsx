import { staffSignInSchema } from '#shared/schemas/staff-auth.ts';
import type { StaffView } from '#shared/staff-views.ts';
import { PasswordField } from '#site/islands/client/PasswordField.tsx';
import { TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { signInStaff } from './staff-auth-api.ts';

interface StaffSignInFormProps {
  /** Runs once the session is set; the button stays busy while it moves the page on. */
  onSignedIn: (staff: StaffView) => void;
  /** Tells why the sign-in was refused; the form is ready for another try. */
  onFailed: (error: unknown) => void;
}

/** Username and password, checked by the server's schema when Sign In is pressed (no browser `required`), then sent. */
export function StaffSignInForm({ onSignedIn, onFailed }: StaffSignInFormProps) {
  const { register, onSubmit, errorOf, submitting, sent } = useZodForm(staffSignInSchema, {
    defaultValues: { username: '', password: '' },
  });
  const submit = onSubmit(async (request) => onSignedIn(await signInStaff(request)), onFailed);

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Staff sign in" className="grid gap-6">
      <TextInput
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        aria-required="true"
        error={errorOf('username')}
        {...register('username')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        aria-required="true"
        error={errorOf('password')}
        {...register('password')}
      />
      <SubmitButton pending={submitting || sent} label="Sign In" pendingLabel="Signing in..." />
    </form>
  );
}
