import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage } from '#shared/api-client.ts';
import { newPasswordHint } from '#shared/schemas/password.ts';
import { changePassword } from '#site/islands/account/account-api.ts';
import { TextInput } from '#site/islands/form/controls.tsx';
import { FormFailure } from '#site/islands/form/FormFailure.tsx';
import { NewPasswordFields } from '#site/islands/form/NewPasswordFields.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { passwordChangeFormSchema, type PasswordChangeFormValues } from './password-forms.ts';
import { customerQueryKeys } from './use-customer-lists.ts';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Account Settings' password change. Changed, the form empties, says so, and the devices list is
 * read again (the other devices are signed out); refused, what was typed stays and the reason shows
 * at its field, or under the form when it is about no field.
 */
export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, onSubmit, errorOf, submitting, reset } = useZodForm(passwordChangeFormSchema, { defaultValues: emptyForm });

  const submit = onSubmit(
    async ({ currentPassword, newPassword }: PasswordChangeFormValues) => {
      setChanged(null);
      setFailure(null);
      const { message } = await changePassword({ currentPassword, newPassword });
      reset(emptyForm);
      setChanged(message);
      await queryClient.invalidateQueries({ queryKey: customerQueryKeys.devices });
    },
    (error) => {
      if (!(error instanceof ApiError && error.errors)) setFailure(errorMessage(error, unreachableMessage));
    },
  );

  return (
    <section aria-labelledby="change-password-heading">
      <h3 id="change-password-heading" className="text-xl font-bold text-navy-900">
        Change password
      </h3>
      <p className="mt-1 text-navy-700">Every other device signed in to your account is signed out; this one stays signed in.</p>
      <form method="post" noValidate onSubmit={submit} aria-label="Change password" className="mt-4 grid max-w-xl gap-4">
        <TextInput
          label="Current password"
          type="password"
          required
          autoComplete="current-password"
          error={errorOf('currentPassword')}
          {...register('currentPassword')}
        />
        <NewPasswordFields
          hint={newPasswordHint}
          password={{ ...register('newPassword'), error: errorOf('newPassword') }}
          confirm={{ ...register('confirmPassword'), error: errorOf('confirmPassword') }}
        />
        <FormFailure message={failure} />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton pending={submitting} label="Change password" pendingLabel="Changing…" />
          <p role="status" className="font-semibold text-sea-800">
            {changed}
          </p>
        </div>
      </form>
    </section>
  );
}
