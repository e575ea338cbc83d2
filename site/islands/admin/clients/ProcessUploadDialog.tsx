import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClientUploadView } from '#shared/admin-client-views.ts';
import { errorMessage } from '#shared/api-client.ts';
import { processUploadSchema } from '#shared/schemas/admin-clients.ts';
import { toast } from '#site/lib/toast-store.ts';
import { TextArea } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { adminClientKeys, markUploadProcessed } from './admin-clients-api.ts';
import { AdminDialog } from './AdminDialog.tsx';

/** Marks a client's upload processed, with optional notes; the client's badge turns to Processed. */
export function ProcessUploadDialog({ upload, onClose }: { upload: AdminClientUploadView; onClose: () => void }) {
  const { register, onSubmit, errorOf, submitting } = useZodForm(processUploadSchema, { defaultValues: { notes: '' } });
  const queryClient = useQueryClient();
  const process = useMutation({
    mutationFn: ({ notes }: { notes: string | null }) => markUploadProcessed(upload.id, notes ?? ''),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminClientKeys.uploads });
      toast({ title: 'Upload processed', description: `${upload.customerName} sees ${upload.originalName} as Processed.` });
      onClose();
    },
  });
  const submit = onSubmit(process.mutateAsync, (error) =>
    toast({ variant: 'destructive', title: 'Failed to mark processed', description: errorMessage(error, unreachableMessage) }),
  );

  return (
    <AdminDialog
      title={`Mark ${upload.originalName} processed`}
      description={`From ${upload.customerName}. Notes stay with the office.`}
      onClose={onClose}
    >
      <form method="post" onSubmit={submit} noValidate className="grid gap-5">
        <TextArea label="Notes (optional)" rows={4} error={errorOf('notes')} {...register('notes')} />
        <SubmitButton pending={submitting} label="Mark processed" pendingLabel="Saving…" />
      </form>
    </AdminDialog>
  );
}
