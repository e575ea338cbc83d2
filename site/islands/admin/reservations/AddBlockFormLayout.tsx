import type { BerthBlockFormInput } from '#shared/schemas/berth-block.ts';
import { Select, TextArea, TextInput } from '#site/islands/form/controls.tsx';
import type { FormLayoutProps } from '#site/islands/form/form-layout.ts';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';

const kindOptions = [
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'occupied', label: 'Occupied (a vessel alongside)' },
];
export const emptyBlock: Required<BerthBlockFormInput> = { kind: 'maintenance', vesselName: '', startsOn: '', endsOn: '', note: '' };

/** The Add a block form's markup, for the form and for its stand-in until the form's code is here. */
export function AddBlockFormLayout({
  berthName,
  field,
  onSubmit,
  submitting = false,
  loading,
}: FormLayoutProps<keyof BerthBlockFormInput> & { berthName: string }) {
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={`Add a block to ${berthName}`}
      className="grid gap-4 rounded-lg bg-sand-50 p-4 ring-1 ring-sand-300 sm:grid-cols-2"
    >
      <h4 className="text-lg font-semibold text-navy-900 sm:col-span-2">Add a block</h4>
      <Select label="Kind" options={kindOptions} {...field('kind')} />
      <TextInput label="Vessel alongside" hint="For an occupied block" {...field('vesselName')} />
      <TextInput label="Start date" type="date" {...field('startsOn')} />
      <TextInput label="End date" type="date" hint="The day the berth is free again; empty: until further notice" {...field('endsOn')} />
      <TextArea label="Note" rows={2} className="sm:col-span-2" {...field('note')} />
      <SubmitButton
        pending={submitting}
        loading={loading}
        label="Add block"
        pendingLabel="Adding…"
        className="sm:col-span-2 sm:justify-self-start"
      />
    </form>
  );
}
