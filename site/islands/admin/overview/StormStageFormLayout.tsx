import type { StormStageOption } from '#shared/schemas/storm-stage.ts';
import type { FormLayoutProps } from '#site/islands/form/form-layout.ts';
import { Select, TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';

type StormStageField = 'stage' | 'stormName' | 'note';

/** The storm stage form's markup, for the form and for its stand-in until the form's code is here. */
export function StormStageFormLayout({
  stages,
  chosenKey,
  field,
  onSubmit,
  submitting = false,
  loading,
}: FormLayoutProps<StormStageField> & { stages: readonly StormStageOption[]; chosenKey: string }) {
  const chosen = stages.find(({ key }) => key === chosenKey);
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
      <Select
        label="Stage"
        hint={chosen ? chosen.meaning : 'No storm: no page shows a banner.'}
        options={[{ value: '', label: 'None' }, ...stages.map(({ key, name }) => ({ value: key, label: name }))]}
        {...field('stage')}
      />
      <TextInput
        label="Storm name"
        hint="Required for every stage but All clear, e.g. Hurricane Alma."
        autoComplete="off"
        {...field('stormName')}
      />
      <TextArea
        label="Note"
        hint="Optional; tenants read it in their message as “From the harbor office: …”."
        rows={3}
        className="sm:col-span-2"
        {...field('note')}
      />
      <div className="sm:col-span-2">
        <SubmitButton pending={submitting} loading={loading} label="Set stage" pendingLabel="Setting the stage…" className="" />
      </div>
    </form>
  );
}
