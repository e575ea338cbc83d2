import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Plus } from 'lucide-react';
import { errorMessage } from '#shared/api-client.ts';
import type { CustomerReservation } from '#shared/customer-views.ts';
import { toast } from '#site/lib/toast-store.ts';
import { holdTimeLeft } from '#site/islands/berths/hold-time-left.ts';
import { formatStayRange } from '#site/islands/berths/stay-summary.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { claimReservation } from './customer-area-api.ts';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { customerQueryKeys, useResumableHolds } from './use-customer-lists.ts';

/**
 * A berth hold this browser made before signing in is offered to the account. The list of this
 * browser's live holds also holds the customer's own; those are already in the table below.
 */
export function ClaimableHolds({ owned }: { owned: readonly CustomerReservation[] }) {
  const holds = useResumableHolds();
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: claimReservation,
    onSuccess: async (reservation) => {
      toast({ title: 'Added to your account', description: `Reservation ${reservation.reservationNumber} is now on your account.` });
      // A claimed reservation can bring its invoice and signed lease with it.
      await Promise.all(
        [
          customerQueryKeys.reservations,
          customerQueryKeys.resumableHolds,
          customerQueryKeys.invoices,
          customerQueryKeys.documents,
          customerQueryKeys.counts,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => {
      toast({ title: 'Could not add the reservation', description: errorMessage(error, unreachableMessage), variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: customerQueryKeys.resumableHolds });
    },
  });

  const ownedIds = new Set(owned.map((reservation) => reservation.id));
  const now = Date.now();
  const claimable = (holds.data ?? []).flatMap((hold) => {
    const timeLeft = holdTimeLeft(hold.holdExpiresAt, now);
    return timeLeft && !ownedIds.has(hold.id) ? [{ hold, timeLeft }] : [];
  });
  if (claimable.length === 0) return null;

  return (
    <section aria-labelledby="claimable-holds-heading" className="rounded-xl bg-sea-100 p-5 ring-1 ring-sea-700/30 sm:p-6">
      <h3 id="claimable-holds-heading" className="text-lg font-bold text-navy-900">
        Reserved in this browser before you signed in
      </h3>
      <p className="mt-1 text-navy-800">Add a hold to your account to follow its lease, payment and invoice here.</p>
      <ul className="mt-4 grid gap-3">
        {claimable.map(({ hold, timeLeft }) => {
          const adding = claim.isPending && claim.variables === hold.id;
          return (
            <li key={hold.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-4 ring-1 ring-navy-900/10">
              <p className="text-navy-800">
                <span className="money font-semibold text-navy-900">{hold.reservationNumber}</span> · {hold.berthName} ·{' '}
                {formatStayRange({ arrival: hold.arrivalDate, departure: hold.departureDate })}
                <span className="mt-0.5 block text-sm font-semibold">Held for you: {timeLeft}</span>
              </p>
              <button type="button" onClick={() => claim.mutate(hold.id)} disabled={claim.isPending} className={primaryButtonClass}>
                {adding ? (
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
                ) : (
                  <Plus aria-hidden="true" className="size-5" />
                )}
                Add to my account<span className="sr-only"> {hold.reservationNumber}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
