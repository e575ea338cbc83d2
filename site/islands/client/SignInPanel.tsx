import { errorMessage } from '#shared/api-client.ts';
import { setFlashToast } from '#site/lib/flash.ts';
import { accountPageAfterSignIn } from '#site/lib/portal-pages.ts';
import { toast } from '#site/lib/toast-store.ts';
import { signIn } from '#site/islands/account/account-api.ts';
import { TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { PasswordField } from './PasswordField.tsx';
import { portalSignInSchema, signInToast } from './portal-forms.ts';

/** Sign In of `/client`: checked when pressed; success carries "Welcome back!" to the dashboard. */
export function SignInPanel() {
  const { register, onSubmit, errorOf, submitting, sent } = useZodForm(portalSignInSchema, {
    defaultValues: { email: '', password: '' },
    invalidToast: (_errors, values) => signInToast(values),
  });

  const submit = onSubmit(
    async (request) => {
      await signIn(request);
      setFlashToast({ title: 'Welcome back!' });
      window.location.assign(accountPageAfterSignIn('client', window.location.search));
    },
    (error) => toast({ variant: 'destructive', title: 'Login Failed', description: errorMessage(error, 'Invalid email or password') }),
  );

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Sign in" className="grid gap-6">
      <TextInput
        label="Email"
        hint="Or the username the office set up for you."
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        aria-required="true"
        error={errorOf('email')}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        aria-required="true"
        error={errorOf('password')}
        {...register('password')}
      />
      {/* The button stays busy while the dashboard loads, so the form is not sent twice. */}
      <SubmitButton pending={submitting || sent} label="Sign In" pendingLabel="Signing in..." />
    </form>
  );
}
