import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import type { CustomerReservation } from '#shared/customer-views.ts';
import { toast } from '#site/lib/toast-store.ts';
import { formatStayRange } from '#site/islands/berths/stay-summary.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { ConfirmDialogContent } from '#site/islands/ui/ConfirmDialogContent.tsx';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { releaseHold } from './customer-area-api.ts';
import { customerQueryKeys } from './use-customer-lists.ts';

/** Release hold: asks first, naming the berth and dates, then frees the berth for other boaters at once. */
export function ReleaseHoldDialog({ reservation }: { reservation: CustomerReservation }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const stay = `${reservation.berthName}, ${formatStayRange({ arrival: reservation.arrivalDate, departure: reservation.departureDate })}`;
  const refresh = () =>
    Promise.all(
      [customerQueryKeys.reservations, customerQueryKeys.resumableHolds, customerQueryKeys.counts].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const release = useMutation({
    mutationFn: () => releaseHold(reservation.id),
    onSuccess: async () => {
      setOpen(false);
      toast({ title: 'Hold released', description: `${reservation.reservationNumber}: ${stay} is free for other boaters.` });
      await refresh();
    },
    onError: async (error) => {
      setOpen(false);
      toast({ variant: 'destructive', title: 'Could not release the hold', description: errorMessage(error, unreachableMessage) });
      await refresh();
    },
  });
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={secondaryButtonClass}>
        Release hold<span className="sr-only"> of {reservation.reservationNumber}</span>
      </AlertDialog.Trigger>
      <ConfirmDialogContent
        title={`Release your hold on ${reservation.berthName}?`}
        description={`${reservation.reservationNumber} holds ${stay} for ${reservation.vesselName}. Released, the berth is free for other boaters at once and this reservation is cancelled.`}
        confirmLabel="Release hold"
        pendingLabel="Releasing…"
        pending={release.isPending}
        onConfirm={() => release.mutate()}
      />
    </AlertDialog.Root>
  );
}
