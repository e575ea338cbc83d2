import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '#shared/api-client.ts';
import { minCustomerPasswordLength } from '#shared/schemas/customer-account.ts';
import { portalSignIn } from '#site/lib/portal-pages.ts';
import { resetPassword } from '#site/islands/account/account-api.ts';
import { useHydrated } from '#site/islands/checkout/use-hydrated.ts';
import { primaryButtonClass, secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { TextInput } from '#site/islands/form/controls.tsx';
import { unreachableMessage } from '#site/islands/portal/failure-messages.ts';
import { Outcome } from './Outcome.tsx';
import { newPasswordFormSchema, type NewPasswordFormValues } from './password-forms.ts';

type Result = { kind: 'done'; message: string } | { kind: 'refused'; message: string };

/** `/customer/reset-password`: a new password for the account the mailed token belongs to. */
export default function ResetPasswordForm({ token }: { token: string }) {
  const hydrated = useHydrated();
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = async ({ password }: NewPasswordFormValues) => {
    setFailure(null);
    try {
      const { message } = await resetPassword({ token, password });
      // The token is spent: the address bar need not keep it.
      window.history.replaceState(null, '', window.location.pathname);
      setResult({ kind: 'done', message });
    } catch (error) {
      // 400 is the server refusing the link itself; anything else may pass on a second try.
      if (error instanceof ApiError && error.status === 400 && !error.errors?.password) {
        setResult({ kind: 'refused', message: errorMessage(error, 'This link is not valid.') });
      } else {
        setFailure(errorMessage(error, unreachableMessage));
      }
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
    <form method="post" noValidate onSubmit={handleSubmit(submit)} aria-label="Choose a new password" className="grid gap-6">
      <TextInput
        label="New password"
        type="password"
        required
        autoComplete="new-password"
        hint={`At least ${minCustomerPasswordLength} characters. Every device signed in to your account is signed out.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextInput
        label="Confirm new password"
        type="password"
        required
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {failure && (
        <p role="alert" className="font-semibold text-safety-600">
          {failure}
        </p>
      )}
      <button type="submit" disabled={!hydrated || isSubmitting} className={`${primaryButtonClass} w-full sm:w-auto`}>
        {isSubmitting && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
        {isSubmitting ? 'Saving…' : 'Save new password'}
      </button>
    </form>
  );
}
