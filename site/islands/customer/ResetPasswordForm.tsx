import { useState } from 'react';
import { ApiError, errorMessage } from '#shared/api-client.ts';
import { newPasswordHint } from '#shared/schemas/password.ts';
import { portalSignIn } from '#site/lib/portal-pages.ts';
import { resetPassword } from '#site/islands/account/account-api.ts';
import { primaryButtonClass, secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { FormFailure } from '#site/islands/form/FormFailure.tsx';
import { NewPasswordFields } from '#site/islands/form/NewPasswordFields.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { Outcome } from './Outcome.tsx';
import { newPasswordFormSchema, type NewPasswordFormValues } from './password-forms.ts';

type Result = { kind: 'done'; message: string } | { kind: 'refused'; message: string };

/** `/customer/reset-password`: a new password for the account the mailed token belongs to. */
export default function ResetPasswordForm({ token }: { token: string }) {
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, onSubmit, errorOf, submitting } = useZodForm(newPasswordFormSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = async ({ password }: NewPasswordFormValues) => {
    setFailure(null);
    const { message } = await resetPassword({ token, password });
    // The token is spent: the address bar need not keep it.
    window.history.replaceState(null, '', window.location.pathname);
    setResult({ kind: 'done', message });
  };
  const failed = (error: unknown) => {
    // 400 is the server refusing the link itself; anything else may pass on a second try.
    if (error instanceof ApiError && error.status === 400 && !error.errors?.password) {
      setResult({ kind: 'refused', message: errorMessage(error, 'This link is not valid.') });
    } else {
      setFailure(errorMessage(error, unreachableMessage));
    }
  };

  if (result?.kind === 'done') {
    return (
      <Outcome kind="done" title="Password changed" message={result.message}>
        <a href={portalSignIn.customer} className={primaryButtonClass}>
          Sign in
        </a>
      </Outcome>
    );
  }
  if (result?.kind === 'refused') {
    return (
      <Outcome kind="refused" title="This link cannot be used" message={result.message}>
        <a href="/customer/forgot-password" className={primaryButtonClass}>
          Ask for a new link
        </a>
        <a href={portalSignIn.customer} className={secondaryButtonClass}>
          Sign in
        </a>
      </Outcome>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit(submit, failed)} aria-label="Choose a new password" className="grid gap-6">
      <NewPasswordFields
        hint={`${newPasswordHint} Every device signed in to your account is signed out.`}
        password={{ ...register('password'), error: errorOf('password') }}
        confirm={{ ...register('confirmPassword'), error: errorOf('confirmPassword') }}
      />
      <FormFailure message={failure} />
      <SubmitButton pending={submitting} label="Save new password" pendingLabel="Saving…" />
    </form>
  );
}
