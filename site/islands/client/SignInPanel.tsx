import { useRef, useState, type SubmitEvent } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import { setFlashToast } from '#site/lib/flash.ts';
import { portalDashboard } from '#site/lib/portal-pages.ts';
import { toast } from '#site/lib/toast-store.ts';
import { signIn } from '#site/islands/account/account-api.ts';
import { TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { checkSignIn, type SignInValues } from './auth-checks.ts';
import { PasswordField } from './PasswordField.tsx';
import { showFormProblem } from './show-form-problem.ts';
import { useFormValues } from './use-form-values.ts';

const emptySignIn: SignInValues = { email: '', password: '' };

/** Sign In of `/client`: checked when pressed; success carries "Welcome back!" to the dashboard. */
export function SignInPanel() {
  const form = useRef<HTMLFormElement>(null);
  const { values, bind } = useFormValues(emptySignIn);
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkSignIn(values);
    if (!checked.ok) {
      showFormProblem(form.current, checked.problem);
      return;
    }
    setPending(true);
    try {
      await signIn(checked.request);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Login Failed', description: errorMessage(error, 'Invalid email or password') });
      setPending(false);
      return;
    }
    // The button stays busy while the dashboard loads, so the form is not sent twice.
    setFlashToast({ title: 'Welcome back!' });
    window.location.assign(portalDashboard.client);
  }

  return (
    <form ref={form} method="post" onSubmit={submit} noValidate aria-label="Sign in" className="grid gap-6">
      <TextInput
        label="Email"
        hint="Or the username the office set up for you."
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        aria-required="true"
        {...bind('email')}
      />
      <PasswordField label="Password" autoComplete="current-password" aria-required="true" {...bind('password')} />
      <SubmitButton pending={pending} label="Sign In" pendingLabel="Signing in..." />
    </form>
  );
}
