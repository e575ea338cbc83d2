import { useRef, useState, type SubmitEvent } from 'react';
import type { StaffView } from '#shared/staff-views.ts';
import { toast } from '#site/lib/toast-store.ts';
import { PasswordField } from '#site/islands/client/PasswordField.tsx';
import { useFormValues } from '#site/islands/client/use-form-values.ts';
import { TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { signInStaff } from './staff-auth-api.ts';
import { checkStaffSignIn, type StaffSignInValues } from './staff-sign-in-check.ts';

const emptySignIn: StaffSignInValues = { username: '', password: '' };

interface StaffSignInFormProps {
  /** Runs once the session is set; the button stays busy while it moves the page on. */
  onSignedIn: (staff: StaffView) => void;
  /** Tells why the sign-in was refused; the form is ready for another try. */
  onFailed: (error: unknown) => void;
}

/** Username and password, checked when Sign In is pressed (no browser `required`), then sent. */
export function StaffSignInForm({ onSignedIn, onFailed }: StaffSignInFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { values, bind } = useFormValues(emptySignIn);
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkStaffSignIn(values);
    if (!checked.ok) {
      toast({ variant: 'destructive', title: 'Login Failed', description: checked.problem.message });
      const field = form.current?.elements.namedItem(checked.problem.field);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setPending(true);
    let staff: StaffView;
    try {
      staff = await signInStaff(checked.request);
    } catch (error) {
      setPending(false);
      onFailed(error);
      return;
    }
    onSignedIn(staff);
  }

  return (
    // method="post" keeps typed credentials out of the address should the form be sent before the page's script runs.
    <form ref={form} method="post" onSubmit={submit} noValidate aria-label="Staff sign in" className="grid gap-6">
      <TextInput
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        aria-required="true"
        {...bind('username')}
      />
      <PasswordField label="Password" autoComplete="current-password" aria-required="true" {...bind('password')} />
      <SubmitButton pending={pending} label="Sign In" pendingLabel="Signing in..." />
    </form>
  );
}
