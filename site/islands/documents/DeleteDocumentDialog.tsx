import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import { trashRetentionDays } from '#shared/document-options.ts';
import type { DocumentView } from '#shared/document-views.ts';
import { toast } from '#site/lib/toast-store.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
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
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <AlertDialog.Content
          onCloseAutoFocus={restoreFocus}
          className={[
            'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl bg-sand-50',
            'p-6 shadow-2xl outline-none',
          ].join(' ')}
        >
          <AlertDialog.Title className="text-xl font-extrabold wrap-anywhere text-navy-900">Delete {document.title}?</AlertDialog.Title>
          <AlertDialog.Description className="text-navy-700">
            It moves to the trash and stops opening for anyone, share links included. It can be restored from the trash for{' '}
            {trashRetentionDays} days, then it is deleted for good.
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={secondaryButtonClass}>Cancel</AlertDialog.Cancel>
            <button
              type="button"
              onClick={() => trash.mutate()}
              disabled={trash.isPending}
              className={[
                'inline-flex min-h-12 items-center justify-center rounded-md bg-safety-600 px-6 font-semibold text-white',
                'hover:bg-navy-900 disabled:cursor-wait',
              ].join(' ')}
            >
              {trash.isPending ? 'Deleting…' : 'Delete'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
