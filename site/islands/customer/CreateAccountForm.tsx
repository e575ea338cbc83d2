import { errorMessage } from '#shared/api-client.ts';
import { newPasswordHint } from '#shared/schemas/password.ts';
import { setFlashToast } from '#site/lib/flash.ts';
import { portalDashboard } from '#site/lib/portal-pages.ts';
import { toast } from '#site/lib/toast-store.ts';
import { register as registerAccount } from '#site/islands/account/account-api.ts';
import { TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import {
  createAccountFormSchema,
  registrationOf,
  type CreateAccountFormInput,
  type CreateAccountFormValues,
} from './customer-auth-forms.ts';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';

const emptyForm: CreateAccountFormInput = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  company: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
};

/** The Create Account tab: the account works at once; the welcome mail carries the link that verifies the email. */
export function CreateAccountForm() {
  const { register, onSubmit, errorOf, submitting, sent } = useZodForm(createAccountFormSchema, { defaultValues: emptyForm });

  const submit = async (values: CreateAccountFormValues) => {
    const customer = await registerAccount(registrationOf(values));
    setFlashToast({
      title: 'Account created',
      description: `Welcome aboard, ${customer.firstName}. We sent a link to ${customer.email} to confirm your email address.`,
    });
    window.location.assign(portalDashboard.customer);
  };
  const failed = (error: unknown) =>
    toast({ title: 'Registration Failed', description: errorMessage(error, unreachableMessage), variant: 'destructive' });

  // Busy from the press until the dashboard has loaded, so the form is not sent twice.
  const busy = submitting || sent;
  return (
    <form method="post" noValidate onSubmit={onSubmit(submit, failed)} aria-label="Create account" className="grid gap-6">
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          className="sm:col-span-2"
          error={errorOf('email')}
          {...register('email')}
        />
        <TextInput
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          hint={newPasswordHint}
          error={errorOf('password')}
          {...register('password')}
        />
        <TextInput
          label="Confirm password"
          type="password"
          required
          autoComplete="new-password"
          error={errorOf('confirmPassword')}
          {...register('confirmPassword')}
        />
        <TextInput label="First name" required autoComplete="given-name" error={errorOf('firstName')} {...register('firstName')} />
        <TextInput label="Last name" required autoComplete="family-name" error={errorOf('lastName')} {...register('lastName')} />
        <TextInput
          label="Company"
          required
          autoComplete="organization"
          className="sm:col-span-2"
          error={errorOf('company')}
          {...register('company')}
        />
        <TextInput label="Phone" type="tel" autoComplete="tel" error={errorOf('phone')} {...register('phone')} />
        <TextInput label="Address" autoComplete="street-address" error={errorOf('address')} {...register('address')} />
        <TextInput label="City" autoComplete="address-level2" error={errorOf('city')} {...register('city')} />
        <TextInput label="State" autoComplete="address-level1" error={errorOf('state')} {...register('state')} />
        <TextInput label="ZIP code" autoComplete="postal-code" inputMode="numeric" error={errorOf('zipCode')} {...register('zipCode')} />
      </div>
      <SubmitButton pending={busy} label="Create Account" pendingLabel="Creating account…" className="w-full" />
    </form>
  );
}
