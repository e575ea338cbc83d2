import { ClipboardList, Ship, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { apiRequest, errorMessage } from '#shared/api-client.ts';
import { quotePriorities, timeframes, vesselTypes } from '#shared/lead-options.ts';
import type { QuoteCreated } from '#shared/lead-views.ts';
import { quoteRequestSchema, type QuoteRequestBody, type QuoteRequestInput } from '#shared/schemas/quote.ts';
import { readAttribution } from '#site/lib/attribution.ts';
import { submissionKeys } from '#site/lib/submission-key.ts';
import { toast } from '#site/lib/toast-store.ts';
import { FormSection } from '#site/islands/form/FormSection.tsx';
import { Honeypot } from '#site/islands/form/Honeypot.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { Select, TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { CategoryPicker } from './CategoryPicker.tsx';
import { InfoBanner } from './InfoBanner.tsx';
import { categoryDescription, type QuoteCategory } from './quote-categories.ts';

const emptyForm: QuoteRequestInput = {
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  company: '',
  projectTitle: '',
  projectDescription: '',
  location: '',
  timeframe: '',
  priority: 'standard',
  vesselType: '',
  vesselSpecs: '',
  website: '',
};

/** What the confirmation that replaces the form shows. */
export interface SubmittedQuote {
  quoteNumber: string;
  contactEmail: string;
}

interface QuoteRequestFormProps {
  onSubmitted: (submitted: SubmittedQuote) => void;
  /** Set when the visitor asked for another request from the confirmation, which is gone with its focus. */
  focusOnMount: boolean;
}

/** The quote request; a `?service=<slug>` address has put that service's title in before it runs (quote-requested-service.ts). */
export default function QuoteRequestForm({ onSubmitted, focusOnMount }: QuoteRequestFormProps) {
  const [category, setCategory] = useState<QuoteCategory['id'] | null>(null);
  const { register, onSubmit, errorOf, setValue, getValues, setFocus, submitting } = useZodForm(quoteRequestSchema, {
    defaultValues: emptyForm,
  });
  const [keys] = useState(submissionKeys);

  useEffect(() => {
    if (focusOnMount) setFocus('contactName');
  }, [focusOnMount, setFocus]);

  const pickCategory = (picked: QuoteCategory) => {
    setCategory(picked.id);
    setValue('projectTitle', picked.title, { shouldDirty: true, shouldValidate: true });
    // The visitor's own words always win: only an empty description is filled in.
    if (getValues('projectDescription').trim() === '') {
      setValue('projectDescription', categoryDescription(picked), { shouldDirty: true, shouldValidate: true });
    }
  };

  const submit = onSubmit(
    async (values: QuoteRequestBody) => {
      const body = { ...values, attribution: readAttribution() };
      const created = await apiRequest<QuoteCreated>('POST', '/api/quotes', body, { idempotencyKey: keys.keyFor(body) });
      keys.accepted();
      toast({
        title: 'Quote Request Submitted!',
        description: `Your request ${created.quoteNumber} has been submitted. Our team will contact you within 24 hours.`,
      });
      onSubmitted({ quoteNumber: created.quoteNumber, contactEmail: values.contactEmail });
    },
    (error) =>
      toast({
        title: 'Submission Failed',
        description: errorMessage(error, 'There was an error submitting your request. Please try again.'),
        variant: 'destructive',
      }),
  );

  return (
    <form method="post" noValidate onSubmit={submit} aria-label="Quote request" className="relative grid gap-10">
      <CategoryPicker selected={category} onSelect={pickCategory} />

      <FormSection title="Contact Information" icon={UserRound}>
        <TextInput label="Contact name" required autoComplete="name" error={errorOf('contactName')} {...register('contactName')} />
        <TextInput label="Email" type="email" required autoComplete="email" error={errorOf('contactEmail')} {...register('contactEmail')} />
        <TextInput label="Phone" type="tel" autoComplete="tel" error={errorOf('contactPhone')} {...register('contactPhone')} />
        <TextInput label="Company" required autoComplete="organization" error={errorOf('company')} {...register('company')} />
      </FormSection>

      <FormSection title="Project Details" icon={ClipboardList}>
        <TextInput label="Project title" required className="sm:col-span-2" error={errorOf('projectTitle')} {...register('projectTitle')} />
        <TextArea
          label="Project description"
          required
          rows={6}
          className="sm:col-span-2"
          hint="At least 20 characters: the work, the equipment involved and any deadline."
          error={errorOf('projectDescription')}
          {...register('projectDescription')}
        />
        <TextInput
          label="Location"
          placeholder="e.g. Port Fourchon, Slip 14"
          className="sm:col-span-2"
          error={errorOf('location')}
          {...register('location')}
        />
        <Select
          label="Timeframe"
          placeholder="Select a timeframe"
          options={timeframes}
          error={errorOf('timeframe')}
          {...register('timeframe')}
        />
        <Select
          label="Priority"
          options={quotePriorities}
          // Also in the pre-rendered HTML, so the page never shows another priority before it hydrates.
          defaultValue={emptyForm.priority}
          error={errorOf('priority')}
          {...register('priority')}
        />
      </FormSection>

      <FormSection title="Vessel Information" icon={Ship}>
        <Select
          label="Vessel type"
          placeholder="Select a vessel type"
          options={vesselTypes}
          error={errorOf('vesselType')}
          {...register('vesselType')}
        />
        <TextArea
          label="Vessel specifications"
          rows={3}
          placeholder="Name, length, tonnage, class, engines"
          className="sm:col-span-2"
          error={errorOf('vesselSpecs')}
          {...register('vesselSpecs')}
        />
      </FormSection>

      <InfoBanner />
      <Honeypot registration={register('website')} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-navy-600">
          Fields marked <span className="font-semibold text-safety-600">*</span> are required.
        </p>
        <SubmitButton pending={submitting} label="Submit Quote Request" pendingLabel="Submitting..." />
      </div>
    </form>
  );
}
