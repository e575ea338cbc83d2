import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '#shared/api-client.ts';
import { berthBlockFormSchema, type BerthBlockFormInput } from '#shared/schemas/berth-block.ts';
import { toast } from '#site/lib/toast-store.ts';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { AddBlockFormLayout, emptyBlock } from './AddBlockFormLayout.tsx';
import { addBlock, reservationKeys } from './reservations-api.ts';

/**
 * Takes the berth out of use for dated days; a block over a stay is refused by the server, naming the stay.
 * Loaded on first use (BerthCalendar); the berth chart opens it with the days chosen on it.
 */
export function AddBlockForm({
  berthId,
  berthName,
  days,
  onAdded,
}: {
  berthId: string;
  berthName: string;
  days?: { startsOn: string; endsOn: string };
  onAdded?: () => void;
}) {
  const queryClient = useQueryClient();
  const { register, onSubmit, errorOf, submitting, reset } = useZodForm(berthBlockFormSchema, {
    defaultValues: { ...emptyBlock, ...days },
  });
  const add = useMutation({
    mutationFn: (input: BerthBlockFormInput) => addBlock(berthId, input),
    onSuccess: () => {
      toast({ title: 'Block added', description: `${berthName} is blocked for those days.` });
      reset();
      onAdded?.();
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
  return (
    <AddBlockFormLayout
      berthName={berthName}
      field={(name) => ({ error: errorOf(name), ...register(name) })}
      onSubmit={submit}
      submitting={submitting}
    />
  );
}
