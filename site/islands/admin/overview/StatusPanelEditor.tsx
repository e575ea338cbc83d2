import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import type { OperationsStatusEntry, OperationsStatusView } from '#shared/operations-status.ts';
import { dockAvailableValue, operationsStatusItems, operationsStatusLabels } from '#shared/operations-status.ts';
import { operationsStatusUpdateSchema, type OperationsStatusUpdate } from '#shared/schemas/operations-status.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { toast } from '#site/lib/toast-store.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { TextInput } from '#site/islands/form/controls.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { overviewQueryKeys, readOperationsStatus, saveOperationsStatus } from './overview-api.ts';

/** The contact page's status panel: what it shows now, and the form that sets it. */
export function StatusPanelEditor() {
  const titleId = useId();
  const query = useQuery({ queryKey: overviewQueryKeys.operationsStatus, queryFn: ({ signal }) => readOperationsStatus(signal) });
  return (
    <section aria-labelledby={titleId} className="rounded-lg bg-white p-5 ring-1 ring-navy-900/10">
      <h3 id={titleId} className="text-lg font-semibold text-navy-900">
        Contact page status panel
      </h3>
      <div className="mt-3 empty:hidden">
        {query.isPending && <LoadingNotice>Loading the status panel…</LoadingNotice>}
        {query.isError && <LoadFailure query={query} />}
      </div>
      {query.data && <StatusPanelForm key={query.data.updatedAt ?? 'defaults'} status={query.data} />}
    </section>
  );
}

/** The editor's values as staff set them, from the panel's current entries. */
const valuesOf = (items: readonly OperationsStatusEntry[]) =>
  Object.fromEntries(items.map(({ item, setValue }) => [item, setValue])) as OperationsStatusUpdate;

function StatusPanelForm({ status }: { status: OperationsStatusView }) {
  const queryClient = useQueryClient();
  const { register, onSubmit, errorOf, submitting } = useZodForm(operationsStatusUpdateSchema, { defaultValues: valuesOf(status.items) });
  const save = useMutation({
    mutationFn: saveOperationsStatus,
    onSuccess: (saved) => {
      queryClient.setQueryData(overviewQueryKeys.operationsStatus, saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
      toast({ title: 'Status panel updated', description: 'The contact page shows the new values.' });
    },
  });
  const submit = onSubmit(save.mutateAsync, (error) =>
    toast({ title: 'Failed to update the status panel', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  );

  return (
    <>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {status.items.map(({ item, label, value }) => (
          <div key={item} className="contents">
            <dt className="text-navy-700">{label}</dt>
            <dd className="font-semibold text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-navy-600">
        {status.updatedAt ? `Last updated ${formatFacilityDateTime(status.updatedAt)}` : 'Showing the starting values; not edited yet.'}
      </p>
      <form method="post" noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        {operationsStatusItems.map((item) => (
          <div key={item}>
            <TextInput
              label={item === 'dockAvailability' ? `${operationsStatusLabels[item]} when no berth is free` : operationsStatusLabels[item]}
              hint={
                item === 'dockAvailability'
                  ? `While a berth is free today the panel says “${dockAvailableValue}” (${status.freeBerthsToday} free now).`
                  : undefined
              }
              aria-required="true"
              error={errorOf(item)}
              {...register(item)}
            />
          </div>
        ))}
        <div className="sm:col-span-2">
          <button type="submit" disabled={submitting} className={primaryButtonClass}>
            {submitting ? 'Saving…' : 'Save status panel'}
          </button>
        </div>
      </form>
    </>
  );
}
