import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import type { DocumentShareView } from '#shared/document-views.ts';
import { toast } from '#site/lib/toast-store.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { documentKeys, revokeShare } from './documents-api.ts';
import { createdAtOf, recipientOf, shareNameOf } from './share-naming.ts';

/** Revoke (staff): asks first, naming the link by its recipient and creation time, then takes it back for good. */
export function RevokeShareDialog({
  documentId,
  share,
  triggerClass,
}: {
  documentId: string;
  share: DocumentShareView;
  triggerClass: string;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const revoke = useMutation({
    mutationFn: () => revokeShare(documentId, share.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      setOpen(false);
      toast({ title: 'Link Revoked', description: `The link to ${recipientOf(share)} no longer opens the document.` });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Revoke Failed', description: errorMessage(error, 'Try again.') }),
  });
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger aria-label={`Revoke the link to ${shareNameOf(share)}`} className={triggerClass}>
        Revoke
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <AlertDialog.Content
          className={[
            'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl bg-sand-50',
            'p-6 shadow-2xl outline-none',
          ].join(' ')}
        >
          <AlertDialog.Title className="text-xl font-extrabold wrap-anywhere text-navy-900">
            Revoke the link to {recipientOf(share)}?
          </AlertDialog.Title>
          <AlertDialog.Description className="text-navy-700">
            The link created {createdAtOf(share)} stops opening the document at once, for anyone holding it. A revoked link cannot be
            renewed: share the document again to send a new one.
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={secondaryButtonClass}>Cancel</AlertDialog.Cancel>
            <button
              type="button"
              onClick={() => revoke.mutate()}
              disabled={revoke.isPending}
              className={[
                'inline-flex min-h-12 items-center justify-center rounded-md bg-safety-600 px-6 font-semibold text-white',
                'hover:bg-navy-900 disabled:cursor-wait',
              ].join(' ')}
            >
              {revoke.isPending ? 'Revoking…' : 'Revoke link'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
