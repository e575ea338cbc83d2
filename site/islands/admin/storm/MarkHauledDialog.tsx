import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import type { HaulOutRow } from '#shared/haul-out-views.ts';
import { toast } from '#site/lib/toast-store.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { ConfirmDialogContent } from '#site/islands/ui/ConfirmDialogContent.tsx';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { haulListKey, markHauled } from './haul-out-api.ts';

/** Mark hauled: asks first, naming the vessel and that its owner is mailed a receipt, then marks it. */
export function MarkHauledDialog({ entry }: { entry: HaulOutRow }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const mark = useMutation({
    mutationFn: () => markHauled(entry.id),
    onSuccess: async ({ receiptNumber }) => {
      setOpen(false);
      toast({ title: `${entry.vesselName} hauled out`, description: `Receipt ${receiptNumber} is on its way to ${entry.email}.` });
      await queryClient.invalidateQueries({ queryKey: haulListKey });
    },
    onError: async (error) => {
      setOpen(false);
      toast({
        variant: 'destructive',
        title: `Could not mark ${entry.vesselName} hauled`,
        description: errorMessage(error, unreachableMessage),
      });
      await queryClient.invalidateQueries({ queryKey: haulListKey });
    },
  });
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={primaryButtonClass}>
        Mark hauled<span className="sr-only"> out: {entry.vesselName}</span>
      </AlertDialog.Trigger>
      <ConfirmDialogContent
        title={`Mark ${entry.vesselName} hauled out?`}
        description={`${entry.vesselName} (${entry.reservationNumber}, ${entry.berthName}) leaves the queue, and ${entry.tenantName} is mailed a dated haul-out receipt for the insurer.`}
        confirmLabel="Mark hauled"
        pendingLabel="Marking…"
        pending={mark.isPending}
        onConfirm={() => mark.mutate()}
      />
    </AlertDialog.Root>
  );
}
