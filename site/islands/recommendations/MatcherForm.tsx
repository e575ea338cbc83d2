import { budgets, recommendationUrgencies, timeframes, vesselTypes } from '#shared/lead-options.ts';
import {
  recommendationRequestSchema,
  type RecommendationRequest,
  type RecommendationRequestInput,
} from '#shared/schemas/recommendation.ts';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { Select, TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';

const emptyForm: RecommendationRequestInput = {
  projectDescription: '',
  vesselType: '',
  vesselSpecs: '',
  timeframe: '',
  urgency: 'standard',
  location: '',
  budget: '',
};

interface Props {
  pending: boolean;
  onMatch: (request: RecommendationRequest) => void;
}

/** The project as the visitor tells it; only the description is required. Values stay for another try. */
export function MatcherForm({ pending, onMatch }: Props) {
  const { register, onSubmit, errorOf } = useZodForm(recommendationRequestSchema, { defaultValues: emptyForm });

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit(onMatch)}
      aria-labelledby="matcher-form-heading"
      className="grid gap-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-900/10 sm:p-8"
    >
      <h2 id="matcher-form-heading" className="text-2xl font-extrabold">
        Tell us about the project
      </h2>
      <TextArea
        label="Project description"
        required
        rows={6}
        placeholder="e.g. Need 12 crew swapped off our OSV at Port Fourchon tonight, with manifests filed."
        hint="What needs doing, to which vessel, where and how soon."
        error={errorOf('projectDescription')}
        {...register('projectDescription')}
      />
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <Select
          label="Vessel type"
          placeholder="Select a vessel type"
          options={vesselTypes}
          error={errorOf('vesselType')}
          {...register('vesselType')}
        />
        <TextInput
          label="Vessel specifications"
          placeholder="Length, tonnage, class"
          error={errorOf('vesselSpecs')}
          {...register('vesselSpecs')}
        />
        <Select
          label="Timeframe"
          placeholder="Select a timeframe"
          options={timeframes}
          error={errorOf('timeframe')}
          {...register('timeframe')}
        />
        <Select
          label="Urgency"
          options={recommendationUrgencies}
          // Also in the pre-rendered HTML, so the page never shows another urgency before it hydrates.
          defaultValue={emptyForm.urgency}
          error={errorOf('urgency')}
          {...register('urgency')}
        />
        <TextInput label="Location" placeholder="e.g. Port Fourchon" error={errorOf('location')} {...register('location')} />
        <Select label="Budget" placeholder="Select a budget" options={budgets} error={errorOf('budget')} {...register('budget')} />
      </div>
      <SubmitButton pending={pending} label="Get Recommendations" pendingLabel="Analyzing..." />
    </form>
  );
}
