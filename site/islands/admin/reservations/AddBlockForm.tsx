import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '#shared/api-client.ts';
import { berthBlockFormSchema, type BerthBlockFormInput } from '#shared/schemas/berth-block.ts';
import { toast } from '#site/lib/toast-store.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { Select, TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { addBlock, reservationKeys } from './reservations-api.ts';

const kindOptions = [
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'occupied', label: 'Occupied (a vessel alongside)' },
];
const emptyBlock: BerthBlockFormInput = { kind: 'maintenance', vesselName: '', startsOn: '', endsOn: '', note: '' };

/** Takes the berth out of use for dated days; a block over a stay is refused by the server, naming the stay. */
export function AddBlockForm({ berthId, berthName }: { berthId: string; berthName: string }) {
  const queryClient = useQueryClient();
  const { register, onSubmit, errorOf, submitting, reset } = useZodForm(berthBlockFormSchema, { defaultValues: emptyBlock });
  const add = useMutation({
    mutationFn: (input: BerthBlockFormInput) => addBlock(berthId, input),
    onSuccess: () => {
      toast({ title: 'Block added', description: `${berthName} is blocked for those days.` });
      reset();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
  const submit = onSubmit(add.mutateAsync, (error) =>
    toast({
      variant: 'destructive',
      title: 'Failed to add block',
      description: errorMessage(error, 'The server could not be reached. Check the connection and try again.'),
    }),
  );
  const field = (name: keyof BerthBlockFormInput) => ({ error: errorOf(name), ...register(name) });

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={`Add a block to ${berthName}`}
      className="grid gap-4 rounded-lg bg-sand-50 p-4 ring-1 ring-sand-300 sm:grid-cols-2"
    >
      <h4 className="text-lg font-semibold text-navy-900 sm:col-span-2">Add a block</h4>
      <Select label="Kind" options={kindOptions} {...field('kind')} />
      <TextInput label="Vessel alongside" hint="For an occupied block" {...field('vesselName')} />
      <TextInput label="Start date" type="date" {...field('startsOn')} />
      <TextInput label="End date" type="date" hint="The day the berth is free again; empty: until further notice" {...field('endsOn')} />
      <TextArea label="Note" rows={2} className="sm:col-span-2" {...field('note')} />
      <button type="submit" disabled={submitting} className={`${primaryButtonClass} sm:col-span-2 sm:justify-self-start`}>
        {submitting ? 'Adding…' : 'Add block'}
      </button>
    </form>
  );
}
