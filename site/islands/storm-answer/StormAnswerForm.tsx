import { useState } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { ApiError, errorMessage } from '#shared/api-client.ts';
import {
  stormAnswerSchema,
  stormIntentLabels,
  stormIntents,
  type StormAnswer,
  type StormNoticeView,
} from '#shared/schemas/storm-answer.ts';
import { FormFailure } from '#site/islands/form/FormFailure.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { RadioGroup } from './RadioGroup.tsx';
import { sendStormAnswer } from './storm-answer-api.ts';

const intentOptions = stormIntents.map((intent) => ({ value: intent, label: stormIntentLabels[intent] }));
const mannedOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** The server's field messages (`vessels.0.manned`) that name a question of this form. */
const answerField = /^vessels\.\d+\.(intent|manned)$/;

interface StormAnswerFormProps {
  token: string;
  notice: StormNoticeView;
  /** The office has the answer: the notice as it now stands. */
  onAnswered: (notice: StormNoticeView) => void;
  /** The link can no longer take this answer (unknown, the stage moved on, or already answered): the server's words. */
  onRefused: (error: ApiError) => void;
}

/** For each vessel the notice names: what the tenant will do with it and whether someone will be aboard; one send for all. */
export function StormAnswerForm({ token, notice, onAnswered, onRefused }: StormAnswerFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, onSubmit, setError, setFocus, submitting } = useZodForm(stormAnswerSchema, {
    defaultValues: {
      vessels: notice.vessels.map(({ reservationNumber, intent, manned }) => ({
        reservationNumber,
        ...(intent && { intent }),
        ...(manned !== null && { manned }),
      })),
    },
  });

  const send = async (answer: StormAnswer) => {
    setFailure(null);
    onAnswered(await sendStormAnswer(token, answer));
  };
  const failed = (error: unknown) => {
    if (error instanceof ApiError && [404, 409, 410].includes(error.status)) {
      onRefused(error);
      return;
    }
    // What the server refuses at a question goes there, the cursor to the first; the choices stay as made.
    const refused = error instanceof ApiError ? Object.entries(error.errors ?? {}).filter(([field]) => answerField.test(field)) : [];
    for (const [field, message] of refused) setError(field as Path<StormAnswer>, { type: 'server', message });
    const [first] = refused;
    if (first) setFocus(first[0] as Path<StormAnswer>);
    else setFailure(errorMessage(error, unreachableMessage));
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit(send, failed)} aria-label="Your answer to the storm notice" className="grid gap-6">
      <p className="text-lg text-navy-800">
        Tell the harbor office what you will do with {notice.vessels.length === 1 ? 'your vessel' : 'each of your vessels'}. This link takes
        one answer.
      </p>
      {notice.vessels.map((vessel, index) => (
        <fieldset key={vessel.reservationNumber} className="rounded-lg bg-sand-50 p-4 ring-1 ring-navy-900/10 sm:p-5">
          <legend className="float-left w-full">
            <span className="block text-lg font-bold text-navy-900">{vessel.vesselName}</span>
            <span className="block text-sm text-navy-600">
              {vessel.berthName} · reservation <span className="tabular-nums">{vessel.reservationNumber}</span>
            </span>
          </legend>
          <div className="clear-left grid gap-5 pt-4">
            <Controller
              control={control}
              name={`vessels.${index}.intent`}
              render={({ field, fieldState }) => (
                <RadioGroup
                  legend="What will you do?"
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
            <Controller
              control={control}
              name={`vessels.${index}.manned`}
              render={({ field, fieldState }) => (
                <RadioGroup
                  legend="Will someone be aboard (manned)?"
                  hint="A vessel that stays in its slip must have someone aboard through the storm."
                  name={field.name}
                  options={mannedOptions}
                  value={field.value === undefined ? undefined : field.value ? 'yes' : 'no'}
                  onChange={(chosen) => field.onChange(chosen === 'yes')}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
        </fieldset>
      ))}
      <FormFailure message={failure} />
      <SubmitButton pending={submitting} label="Send my answer" pendingLabel="Sending your answer…" />
    </form>
  );
}
