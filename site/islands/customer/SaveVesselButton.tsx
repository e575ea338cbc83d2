import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ship } from 'lucide-react';
import { accountPartPath } from '#shared/account-parts.ts';
import { errorMessage } from '#shared/api-client.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { FormFailure } from '#site/islands/form/FormFailure.tsx';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { saveReservationVessel, vesselsQueryKey } from './vessels-api.ts';

/**
 * "Save M/V … to your vessels" for a reservation booked for a typed vessel: the vessel goes on the
 * customer's record from the reservation's own figures, linked to it. Offered after payment and in
 * the account's reservations, so a guest who made an account afterwards can keep the boat too.
 */
export function SaveVesselButton({ reservationId, vesselName }: { reservationId: string; vesselName: string }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => saveReservationVessel(reservationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vesselsQueryKey }),
  });

  if (save.isSuccess) {
    return (
      <p role="status" className="font-semibold text-sea-800">
        {save.data.name} is in your vessels: choose it when you next book a berth.{' '}
        <a href={accountPartPath('vessels')} className="underline">
          See your vessels
        </a>
      </p>
    );
  }
  return (
    <div className="grid justify-items-start gap-2">
      <button type="button" className={secondaryButtonClass} disabled={save.isPending} onClick={() => save.mutate()}>
        <Ship aria-hidden="true" className="size-5 shrink-0" />
        {save.isPending ? 'Saving…' : `Save ${vesselName} to your vessels`}
      </button>
      <FormFailure message={save.isError ? errorMessage(save.error, unreachableMessage) : null} />
    </div>
  );
}
