import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import type { AdminClientUploadView } from '#shared/admin-client-views.ts';
import { errorMessage } from '#shared/api-client.ts';
import { toast } from '#site/lib/toast-store.ts';
import { TextArea } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { adminClientKeys, markUploadProcessed } from './admin-clients-api.ts';
import { AdminDialog } from './AdminDialog.tsx';

/** Marks a client's upload processed, with optional notes; the client's badge turns to Processed. */
export function ProcessUploadDialog({ upload, onClose }: { upload: AdminClientUploadView; onClose: () => void }) {
  const [notes, setNotes] = useState('');
  const queryClient = useQueryClient();
  const process = useMutation({
    mutationFn: () => markUploadProcessed(upload.id, notes),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminClientKeys.uploads });
      toast({ title: 'Upload processed', description: `${upload.customerName} sees ${upload.originalName} as Processed.` });
      onClose();
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Failed to mark processed', description: errorMessage(error, unreachableMessage) }),
  });

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    process.mutate();
  }

  return (
    <AdminDialog
      title={`Mark ${upload.originalName} processed`}
      description={`From ${upload.customerName}. Notes stay with the office.`}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="grid gap-5">
        <TextArea label="Notes (optional)" rows={4} name="notes" value={notes} onChange={(event) => setNotes(event.target.value)} />
        <SubmitButton pending={process.isPending} label="Mark processed" pendingLabel="Saving…" />
      </form>
    </AdminDialog>
  );
}
