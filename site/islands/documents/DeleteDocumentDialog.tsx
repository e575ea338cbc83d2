import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import { trashRetentionDays } from '#shared/document-options.ts';
import type { DocumentView } from '#shared/document-views.ts';
import { toast } from '#site/lib/toast-store.ts';
import { ConfirmDialogContent } from '#site/islands/ui/ConfirmDialogContent.tsx';
import { documentKeys, trashDocument } from './documents-api.ts';

/** Delete (staff): asks first, then moves the document to the trash, where it can be restored until it is purged. */
export function DeleteDocumentDialog({ document, onClose }: { document: DocumentView; onClose: () => void }) {
  const queryClient = useQueryClient();
  // Opened by state, not by a Trigger, so Radix would not hand the focus back: Cancel returns it to
  // the card's Delete button; after a delete that card is gone and the focus stays with the page.
  const [opener] = useState(() => (typeof window === 'undefined' ? null : (window.document.activeElement as HTMLElement | null)));
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    if (opener?.isConnected) opener.focus();
  };
  const trash = useMutation({
    mutationFn: () => trashDocument(document.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      toast({ title: 'Document Deleted', description: 'Document has been moved to trash.' });
      onClose();
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Delete Failed',
        description: errorMessage(error, 'The document could not be deleted. Try again.'),
      }),
  });
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <ConfirmDialogContent
        onCloseAutoFocus={restoreFocus}
        title={`Delete ${document.title}?`}
        description={`It moves to the trash and stops opening for anyone, share links included. It can be restored from the trash for ${trashRetentionDays} days, then it is deleted for good.`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={trash.isPending}
        onConfirm={() => trash.mutate()}
      />
    </AlertDialog.Root>
  );
}
