import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '#shared/api-client.ts';
import { minCustomerPasswordLength } from '#shared/schemas/customer-account.ts';
import { setFlashToast } from '#site/lib/flash.ts';
import { portalDashboard } from '#site/lib/portal-pages.ts';
import { toast } from '#site/lib/toast-store.ts';
import { register as registerAccount } from '#site/islands/account/account-api.ts';
import { useHydrated } from '#site/islands/checkout/use-hydrated.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { TextInput } from '#site/islands/form/controls.tsx';
import {
  createAccountFormSchema,
  registrationOf,
  type CreateAccountFormInput,
  type CreateAccountFormValues,
} from './customer-auth-forms.ts';
import { unreachableMessage } from '#site/islands/portal/failure-messages.ts';

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
  const hydrated = useHydrated();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CreateAccountFormInput, unknown, CreateAccountFormValues>({
    resolver: zodResolver(createAccountFormSchema),
    defaultValues: emptyForm,
  });

  const submit = async (values: CreateAccountFormValues) => {
    try {
      const customer = await registerAccount(registrationOf(values));
      setLeaving(true);
      setFlashToast({
        title: 'Account created',
        description: `Welcome aboard, ${customer.firstName}. We sent a link to ${customer.email} to confirm your email address.`,
      });
      window.location.assign(portalDashboard.customer);
    } catch (error) {
      toast({ title: 'Registration Failed', description: errorMessage(error, unreachableMessage), variant: 'destructive' });
    }
  };

  const busy = isSubmitting || leaving;
  return (
    <form method="post" noValidate onSubmit={handleSubmit(submit)} aria-label="Create account" className="grid gap-6">
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          className="sm:col-span-2"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          hint={`At least ${minCustomerPasswordLength} characters.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextInput
          label="Confirm password"
          type="password"
          required
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <TextInput label="First name" required autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextInput label="Last name" required autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        <TextInput
          label="Company"
          required
          autoComplete="organization"
          className="sm:col-span-2"
          error={errors.company?.message}
          {...register('company')}
        />
        <TextInput label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <TextInput label="Address" autoComplete="street-address" error={errors.address?.message} {...register('address')} />
        <TextInput label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <TextInput label="State" autoComplete="address-level1" error={errors.state?.message} {...register('state')} />
        <TextInput
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          error={errors.zipCode?.message}
          {...register('zipCode')}
        />
      </div>
      <button type="submit" disabled={!hydrated || busy} className={`${primaryButtonClass} w-full`}>
        {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
        {busy ? 'Creating account…' : 'Create Account'}
      </button>
    </form>
  );
}
