import { useEffect, useState } from 'react';
import { apiRequest } from '#shared/api-client.ts';
import { durations, preferredTimes, scheduleServiceTypes, scheduleUrgencies } from '#shared/lead-options.ts';
import { scheduleRequestSchema, type ScheduleRequestInput } from '#shared/schemas/service-request.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { readAttribution } from '#site/lib/attribution.ts';
import { submissionKeys } from '#site/lib/submission-key.ts';
import { toast } from '#site/lib/toast-store.ts';
import { Select, TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { Honeypot } from '#site/islands/form/Honeypot.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';

const emptyRequest: ScheduleRequestInput = {
  source: 'schedule',
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  phone: '',
  serviceType: '',
  projectDetails: '',
  urgency: 'standard',
  preferredDate: '',
  preferredTime: '',
  duration: '',
  location: '',
  website: '',
};

const legendClass = 'text-lg font-bold';
const groupClass = 'grid grid-cols-1 gap-6 sm:grid-cols-2';

interface ScheduleFormProps {
  onScheduled: () => void;
  /** Set when the visitor asks for another request from the confirmation, so focus lands in the form. */
  focusOnMount: boolean;
}

/**
 * The scheduling form (POST /api/service-requests with source "schedule"). The browser's own checks
 * are off so the spec's messages from the shared schema show under the fields instead.
 */
export function ScheduleForm({ onScheduled, focusOnMount }: ScheduleFormProps) {
  const { register, onSubmit, errorOf, setFocus, submitting } = useZodForm(scheduleRequestSchema, { defaultValues: emptyRequest });
  const [keys] = useState(submissionKeys);
  // The date picker starts at the facility's today; set after hydration, as the page is pre-rendered.
  const [earliestDate, setEarliestDate] = useState<string>();

  useEffect(() => {
    setEarliestDate(facilityToday());
  }, []);

  useEffect(() => {
    if (focusOnMount) setFocus('firstName');
  }, [focusOnMount, setFocus]);

  const submit = onSubmit(
    async (request) => {
      const body = { ...request, attribution: readAttribution() };
      await apiRequest('POST', '/api/service-requests', body, { idempotencyKey: keys.keyFor(body) });
      keys.accepted();
      toast({ title: 'Service Request Scheduled', description: "We'll contact you within 24 hours to confirm your appointment." });
      onScheduled();
    },
    () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to submit request. Please try again.' }),
  );

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Schedule a service" className="relative grid gap-10">
      <fieldset className={groupClass}>
        <legend className={`${legendClass} mb-4`}>Your details</legend>
        <TextInput label="First Name" required autoComplete="given-name" error={errorOf('firstName')} {...register('firstName')} />
        <TextInput label="Last Name" required autoComplete="family-name" error={errorOf('lastName')} {...register('lastName')} />
        <TextInput label="Company" required autoComplete="organization" error={errorOf('company')} {...register('company')} />
        <TextInput label="Email" type="email" required autoComplete="email" error={errorOf('email')} {...register('email')} />
        <TextInput label="Phone" type="tel" autoComplete="tel" error={errorOf('phone')} {...register('phone')} />
      </fieldset>

      <fieldset className={groupClass}>
        <legend className={`${legendClass} mb-4`}>The work</legend>
        <Select
          label="Service Type"
          required
          placeholder="Select a service"
          options={scheduleServiceTypes}
          error={errorOf('serviceType')}
          {...register('serviceType')}
        />
        <Select label="Urgency" options={scheduleUrgencies} error={errorOf('urgency')} {...register('urgency')} />
        <TextArea
          label="Project Details"
          required
          placeholder="Vessel, the work needed, crew count or cargo"
          className="sm:col-span-2"
          error={errorOf('projectDetails')}
          {...register('projectDetails')}
        />
      </fieldset>

      <fieldset className={groupClass}>
        <legend className={`${legendClass} mb-4`}>Appointment preferences (optional)</legend>
        <TextInput label="Preferred Date" type="date" min={earliestDate} error={errorOf('preferredDate')} {...register('preferredDate')} />
        <Select
          label="Preferred Time"
          placeholder="No preference"
          options={preferredTimes}
          error={errorOf('preferredTime')}
          {...register('preferredTime')}
        />
        <Select
          label="Estimated Duration"
          placeholder="Not sure"
          options={durations}
          error={errorOf('duration')}
          {...register('duration')}
        />
        <TextInput label="Location" placeholder="e.g. Port Fourchon, Slip 12" error={errorOf('location')} {...register('location')} />
      </fieldset>

      <Honeypot registration={register('website')} />
      <div>
        <SubmitButton pending={submitting} label="Schedule Service" pendingLabel="Submitting..." />
      </div>
    </form>
  );
}
