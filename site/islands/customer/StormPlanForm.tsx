import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { ApiError, errorMessage } from '#shared/api-client.ts';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import { stormIntentLabels, stormIntents } from '#shared/schemas/storm-answer.ts';
import { isCommercialVessel, stormPlanSchemaFor, type StormPlanBody } from '#shared/schemas/storm-plan.ts';
import { TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { FormFailure } from '#site/islands/form/FormFailure.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { RadioGroup } from '#site/islands/storm-answer/RadioGroup.tsx';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { reviewStormPlan } from './storm-plans-api.ts';

const intentOptions = stormIntents.map((intent) => ({ value: intent, label: stormIntentLabels[intent] }));
const yesNoOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export interface ReviewedPlan {
  plan: StormPlanBody;
  text: string;
  textSha256: string;
}

interface StormPlanFormProps {
  vessel: CustomerVesselView;
  /** What was filled in before, when the owner comes back from the review to change it. */
  filled: StormPlanBody | undefined;
  onReviewed: (reviewed: ReviewedPlan) => void;
}

/**
 * The plan's questions: the intent, aboard or not, keys, a contact during the storm, then the
 * fields the intent needs: last, since they appear once it is chosen and the cursor goes to the
 * first refused field in the order the fields appeared.
 */
export function StormPlanForm({ vessel, filled, onReviewed }: StormPlanFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, onSubmit, errorOf, watch, submitting } = useZodForm(stormPlanSchemaFor(vessel.vesselType), {
    defaultValues: {
      extraLines: '',
      fenders: '',
      tendedBy: '',
      destination: '',
      leaveBy: '',
      emergencyName: '',
      emergencyPhone: '',
      ...filled,
    } as Partial<StormPlanBody>,
  });
  const intent = watch('intent');
  const submit = onSubmit(
    async (plan) => {
      setFailure(null);
      const reviewed = await reviewStormPlan(vessel.id, plan);
      onReviewed({ plan, ...reviewed });
    },
    (error) => {
      if (!(error instanceof ApiError && error.errors)) setFailure(errorMessage(error, unreachableMessage));
    },
  );
  const yesNo = (name: 'manned' | 'keysWithOffice', legend: string, hint?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroup
          legend={legend}
          {...(hint && { hint })}
          name={field.name}
          options={yesNoOptions}
          value={field.value === undefined ? undefined : field.value ? 'yes' : 'no'}
          onChange={(chosen) => field.onChange(chosen === 'yes')}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <form method="post" noValidate onSubmit={submit} aria-label={`Storm plan for ${vessel.name}`} className="grid gap-5">
      <Controller
        control={control}
        name="intent"
        render={({ field, fieldState }) => (
          <RadioGroup
            legend="What will the vessel do when a storm comes?"
            name={field.name}
            options={intentOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      {yesNo(
        'manned',
        'Will someone be aboard (manned)?',
        isCommercialVessel(vessel.vesselType) ? 'A commercial vessel that stays in port must have someone aboard.' : undefined,
      )}
      {yesNo('keysWithOffice', 'Will you leave keys with the office?')}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput label="Emergency contact" required autoComplete="name" error={errorOf('emergencyName')} {...register('emergencyName')} />
        <TextInput
          label="Their phone during the storm"
          type="tel"
          required
          autoComplete="tel"
          error={errorOf('emergencyPhone')}
          {...register('emergencyPhone')}
        />
      </div>
      {intent === 'stay' && (
        <div className="grid gap-4">
          <TextArea label="Extra lines" rows={2} required error={errorOf('extraLines')} {...register('extraLines')} />
          <TextArea label="Fenders" rows={2} required error={errorOf('fenders')} {...register('fenders')} />
          <TextInput label="Who will tend the vessel" required error={errorOf('tendedBy')} {...register('tendedBy')} />
        </div>
      )}
      {intent === 'leave' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput label="Harbour" required error={errorOf('destination')} {...register('destination')} />
          <TextInput label="Gone by" type="date" required error={errorOf('leaveBy')} {...register('leaveBy')} />
        </div>
      )}
      <FormFailure message={failure} />
      <div>
        <SubmitButton pending={submitting} label="Review the plan" pendingLabel="Filling in the plan…" />
      </div>
    </form>
  );
}
