import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '#shared/api-client.ts';
import type { OperationsStatusView } from '#shared/operations-status.ts';
import { operationsStatusUpdateSchema } from '#shared/schemas/operations-status.ts';
import { toast } from '#site/lib/toast-store.ts';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { overviewQueryKeys, saveOperationsStatus } from './overview-api.ts';
import { StatusPanelFormLayout } from './StatusPanelFormLayout.tsx';
import { statusPanelValues } from './status-panel-values.ts';

/** The form that sets the contact page's status panel; loaded on first use (StatusPanelEditor). */
export function StatusPanelForm({ status }: { status: OperationsStatusView }) {
  const queryClient = useQueryClient();
  const { register, onSubmit, errorOf, submitting } = useZodForm(operationsStatusUpdateSchema, {
    defaultValues: statusPanelValues(status.items),
  });
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
    <StatusPanelFormLayout
      status={status}
      field={(name) => ({ error: errorOf(name), ...register(name) })}
      onSubmit={submit}
      submitting={submitting}
    />
  );
}
