import { useMutation, useQuery } from '@tanstack/react-query';
import { Ship } from 'lucide-react';
import { errorMessage, getJson } from '#shared/api-client.ts';
import type { ReservationView } from '#shared/berth-views.ts';
import type { CustomerView } from '#shared/customer-views.ts';
import { saveReservationVessel } from '#site/islands/customer/vessels-api.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { FormFailure } from '#site/islands/form/FormFailure.tsx';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';

/**
 * "Save M/V … to your vessels", after payment, for a signed-in customer whose reservation was made
 * for a typed vessel: the vessel goes on their record from the reservation's figures, linked to it.
 */
export function SaveVesselOffer({ reservation }: { reservation: ReservationView }) {
  const signedIn = useQuery({
    queryKey: ['customer', 'signed-in'],
    queryFn: ({ signal }) => getJson<{ customer: CustomerView | null }>('/api/customers/auth/user', { signal }),
    enabled: reservation.onAccount && reservation.vesselId === null,
  });
  const save = useMutation({ mutationFn: () => saveReservationVessel(reservation.id) });
  if (!reservation.onAccount || reservation.vesselId !== null || !signedIn.data?.customer) return null;

  if (save.isSuccess) {
    return (
      <p role="status" className="mt-6 font-semibold text-sea-800">
        {save.data.name} is in your vessels: choose it when you next book a berth.{' '}
        <a href="/customer/dashboard?tab=vessels" className="underline">
          See your vessels
        </a>
      </p>
    );
  }
  return (
    <div className="mt-6 grid justify-items-start gap-2">
      <button type="button" className={secondaryButtonClass} disabled={save.isPending} onClick={() => save.mutate()}>
        <Ship aria-hidden="true" className="size-5" />
        {save.isPending ? 'Saving…' : `Save ${reservation.vesselName} to your vessels`}
      </button>
      <FormFailure message={save.isError ? errorMessage(save.error, unreachableMessage) : null} />
    </div>
  );
}
