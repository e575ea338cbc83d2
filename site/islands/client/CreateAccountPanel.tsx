import { errorMessage } from '#shared/api-client.ts';
import { newPasswordHint } from '#shared/schemas/password.ts';
import { setFlashToast } from '#site/lib/flash.ts';
import { portalDashboard } from '#site/lib/portal-pages.ts';
import { toast } from '#site/lib/toast-store.ts';
import { register as registerAccount } from '#site/islands/account/account-api.ts';
import { TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { PasswordField } from './PasswordField.tsx';
import { portalRegistrationRequest, portalRegistrationSchema, registrationToast } from './portal-forms.ts';

const emptyRegistration = { email: '', password: '', confirmPassword: '', firstName: '', lastName: '', company: '', phone: '' };

/** Create Account of `/client`: checked when pressed; success carries "Account Created!" to the dashboard. */
export function CreateAccountPanel() {
  const { register, onSubmit, errorOf, submitting, sent } = useZodForm(portalRegistrationSchema, {
    defaultValues: emptyRegistration,
    invalidToast: registrationToast,
  });

  const submit = onSubmit(
    async (registration) => {
      await registerAccount(portalRegistrationRequest(registration));
      setFlashToast({ title: 'Account Created!', description: 'We have emailed you a link to confirm your address.' });
      window.location.assign(portalDashboard.client);
    },
    (error) =>
      toast({ variant: 'destructive', title: 'Registration Failed', description: errorMessage(error, 'Failed to create account') }),
  );

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label="Create account"
      aria-describedby="create-account-note"
      className="grid grid-cols-1 gap-6 sm:grid-cols-2"
    >
      <p id="create-account-note" className="text-sm text-navy-700 sm:col-span-2">
        All fields are required except phone.
      </p>
      <TextInput
        label="First Name"
        autoComplete="given-name"
        aria-required="true"
        error={errorOf('firstName')}
        {...register('firstName')}
      />
      <TextInput label="Last Name" autoComplete="family-name" aria-required="true" error={errorOf('lastName')} {...register('lastName')} />
      <TextInput
        label="Company"
        autoComplete="organization"
        aria-required="true"
        className="sm:col-span-2"
        error={errorOf('company')}
        {...register('company')}
      />
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        aria-required="true"
        className="sm:col-span-2"
        error={errorOf('email')}
        {...register('email')}
      />
      <TextInput label="Phone" type="tel" autoComplete="tel" className="sm:col-span-2" error={errorOf('phone')} {...register('phone')} />
      <PasswordField
        label="Password"
        hint={newPasswordHint}
        autoComplete="new-password"
        aria-required="true"
        error={errorOf('password')}
        {...register('password')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        aria-required="true"
        error={errorOf('confirmPassword')}
        {...register('confirmPassword')}
      />
      <div className="sm:col-span-2">
        <SubmitButton pending={submitting || sent} label="Create Account" pendingLabel="Creating account..." />
      </div>
    </form>
  );
}
