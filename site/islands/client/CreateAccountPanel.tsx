import { useRef, useState, type SubmitEvent } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import { minCustomerPasswordLength } from '#shared/schemas/customer-account.ts';
import { setFlashToast } from '#site/lib/flash.ts';
import { portalDashboard } from '#site/lib/portal-pages.ts';
import { toast } from '#site/lib/toast-store.ts';
import { register } from '#site/islands/account/account-api.ts';
import { TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { checkRegistration, type RegistrationValues } from './auth-checks.ts';
import { PasswordField } from './PasswordField.tsx';
import { showFormProblem } from './show-form-problem.ts';
import { useFormValues } from './use-form-values.ts';

const emptyRegistration: RegistrationValues = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  company: '',
  phone: '',
};

/** Create Account of `/client`: checked when pressed; success carries "Account Created!" to the dashboard. */
export function CreateAccountPanel() {
  const form = useRef<HTMLFormElement>(null);
  const { values, bind } = useFormValues(emptyRegistration);
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkRegistration(values);
    if (!checked.ok) {
      showFormProblem(form.current, checked.problem);
      return;
    }
    setPending(true);
    try {
      await register(checked.request);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Registration Failed', description: errorMessage(error, 'Failed to create account') });
      setPending(false);
      return;
    }
    setFlashToast({ title: 'Account Created!', description: 'We have emailed you a link to confirm your address.' });
    window.location.assign(portalDashboard.client);
  }

  return (
    <form
      ref={form}
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
      <TextInput label="First Name" autoComplete="given-name" aria-required="true" {...bind('firstName')} />
      <TextInput label="Last Name" autoComplete="family-name" aria-required="true" {...bind('lastName')} />
      <TextInput label="Company" autoComplete="organization" aria-required="true" className="sm:col-span-2" {...bind('company')} />
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        aria-required="true"
        className="sm:col-span-2"
        {...bind('email')}
      />
      <TextInput label="Phone" type="tel" autoComplete="tel" className="sm:col-span-2" {...bind('phone')} />
      <PasswordField
        label="Password"
        hint={`At least ${minCustomerPasswordLength} characters.`}
        autoComplete="new-password"
        aria-required="true"
        {...bind('password')}
      />
      <PasswordField label="Confirm Password" autoComplete="new-password" aria-required="true" {...bind('confirmPassword')} />
      <div className="sm:col-span-2">
        <SubmitButton pending={pending} label="Create Account" pendingLabel="Creating account..." />
      </div>
    </form>
  );
}
