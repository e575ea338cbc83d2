import { useState } from 'react';
import { ApiError, errorMessage } from '#shared/api-client.ts';
import { setFlashToast } from '#site/lib/flash.ts';
import { accountPageAfterSignIn } from '#site/lib/portal-pages.ts';
import { toast } from '#site/lib/toast-store.ts';
import { signIn } from '#site/islands/account/account-api.ts';
import { TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { signInFormSchema, type SignInFormValues } from './customer-auth-forms.ts';
import { signInLinkPage } from './sign-in-link-paths.ts';
import { SignInLinkOffer } from './SignInLinkOffer.tsx';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';

const linkClass = 'inline-flex min-h-11 items-center rounded-sm font-semibold text-sea-700 underline underline-offset-4 hover:text-sea-800';

/**
 * The Sign In tab: email and password; on success the dashboard greets the customer with a one-time
 * toast. Refused for a while (429), it offers to mail a sign-in link to the email typed instead.
 */
export function SignInForm() {
  const [refused, setRefused] = useState<{ message: string; email: string } | null>(null);
  const { register, onSubmit, errorOf, getValues, submitting, sent } = useZodForm(signInFormSchema, {
    defaultValues: { email: '', password: '' },
  });

  const submit = async (values: SignInFormValues) => {
    const customer = await signIn(values);
    setFlashToast({ title: 'Welcome back!', description: `Signed in as ${customer.firstName} ${customer.lastName}.` });
    window.location.assign(accountPageAfterSignIn('customer', window.location.search));
  };
  const failed = (error: unknown) => {
    const description = errorMessage(error, unreachableMessage);
    toast({ title: 'Login Failed', description, variant: 'destructive' });
    setRefused(error instanceof ApiError && error.status === 429 ? { message: description, email: getValues('email') } : null);
  };

  // Busy from the press until the dashboard has loaded, so the form is not sent twice.
  const busy = submitting || sent;
  return (
    // method="post" keeps typed credentials out of the address should the form be sent before the page's script runs.
    <form method="post" noValidate onSubmit={onSubmit(submit, failed)} aria-label="Sign in" className="grid gap-6">
      <TextInput label="Email" type="email" required autoComplete="email" error={errorOf('email')} {...register('email')} />
      <div>
        <TextInput
          label="Password"
          type="password"
          required
          autoComplete="current-password"
          error={errorOf('password')}
          {...register('password')}
        />
        <a href="/customer/forgot-password" className={`mt-3 ${linkClass}`}>
          Forgot password?
        </a>
      </div>
      {refused && <SignInLinkOffer key={refused.email} refusal={refused.message} email={refused.email} />}
      <SubmitButton pending={busy} label="Sign In" pendingLabel="Signing in…" className="w-full" />
      <a href={signInLinkPage} className={`justify-self-center ${linkClass}`}>
        Email me a sign-in link
      </a>
    </form>
  );
}
