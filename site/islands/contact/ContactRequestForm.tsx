import { useState } from 'react';
import { apiRequest, errorMessage } from '#shared/api-client.ts';
import { contactServiceTypes, contactUrgencies } from '#shared/lead-options.ts';
import { contactRequestSchema, type ContactRequestInput } from '#shared/schemas/service-request.ts';
import { readAttribution } from '#site/lib/attribution.ts';
import { submissionKeys } from '#site/lib/submission-key.ts';
import { toast } from '#site/lib/toast-store.ts';
import { Select, TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { Honeypot } from '#site/islands/form/Honeypot.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';

const emptyRequest: ContactRequestInput = {
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  phone: '',
  serviceType: '',
  urgency: 'standard',
  projectDetails: '',
  website: '',
};

/**
 * The contact page's request form (POST /api/service-requests). The browser's own required and
 * email checks run first; the shared schema then catches what they let through (e.g. only spaces).
 */
export default function ContactRequestForm() {
  const { register, onSubmit, errorOf, reset, submitting } = useZodForm(contactRequestSchema, { defaultValues: emptyRequest });
  const [keys] = useState(submissionKeys);

  const submit = onSubmit(
    async (request) => {
      const body = { ...request, source: 'contact', attribution: readAttribution() };
      await apiRequest('POST', '/api/service-requests', body, { idempotencyKey: keys.keyFor(body) });
      keys.accepted();
      toast({
        title: 'Request Submitted',
        description: 'Thank you for your service request. We will contact you within 24 hours.',
      });
      reset();
    },
    (error) =>
      toast({
        variant: 'destructive',
        title: 'Submission Failed',
        description: errorMessage(error, 'There was an error submitting your request. Please try again.'),
      }),
  );

  return (
    <form method="post" onSubmit={submit} aria-labelledby="request-heading" className="relative grid grid-cols-1 gap-6 sm:grid-cols-2">
      <TextInput label="First Name" required autoComplete="given-name" error={errorOf('firstName')} {...register('firstName')} />
      <TextInput label="Last Name" required autoComplete="family-name" error={errorOf('lastName')} {...register('lastName')} />
      <TextInput label="Company" required autoComplete="organization" error={errorOf('company')} {...register('company')} />
      <TextInput label="Email" type="email" required autoComplete="email" error={errorOf('email')} {...register('email')} />
      <TextInput label="Phone" type="tel" autoComplete="tel" error={errorOf('phone')} {...register('phone')} />
      <Select
        label="Service Needed"
        required
        placeholder="Select a service"
        options={contactServiceTypes}
        error={errorOf('serviceType')}
        {...register('serviceType')}
      />
      <Select
        label="Urgency"
        options={contactUrgencies}
        className="sm:col-span-2 sm:max-w-xs"
        error={errorOf('urgency')}
        {...register('urgency')}
      />
      <TextArea
        label="Project Details"
        required
        rows={6}
        placeholder="Vessel, location, the work needed and when"
        className="sm:col-span-2"
        error={errorOf('projectDetails')}
        {...register('projectDetails')}
      />
      <Honeypot registration={register('website')} />
      <div className="sm:col-span-2">
        <SubmitButton pending={submitting} label="Submit Request" pendingLabel="Submitting..." />
      </div>
    </form>
  );
}
