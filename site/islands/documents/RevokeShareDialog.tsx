import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import type { DocumentShareView } from '#shared/document-views.ts';
import { toast } from '#site/lib/toast-store.ts';
import { ConfirmDialogContent } from '#site/islands/ui/ConfirmDialogContent.tsx';
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
      <ConfirmDialogContent
        title={`Revoke the link to ${recipientOf(share)}?`}
        description={`The link created ${createdAtOf(share)} stops opening the document at once, for anyone holding it. A revoked link cannot be renewed: share the document again to send a new one.`}
        confirmLabel="Revoke link"
        pendingLabel="Revoking…"
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate()}
      />
    </AlertDialog.Root>
  );
}
