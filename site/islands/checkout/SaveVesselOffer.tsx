import { useQuery } from '@tanstack/react-query';
import { getJson } from '#shared/api-client.ts';
import type { ReservationView } from '#shared/berth-views.ts';
import type { CustomerView } from '#shared/customer-views.ts';
import { SaveVesselButton } from '#site/islands/customer/SaveVesselButton.tsx';

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
  if (!reservation.onAccount || reservation.vesselId !== null || !signedIn.data?.customer) return null;
  return (
    <div className="mt-6">
      <SaveVesselButton reservationId={reservation.id} vesselName={reservation.vesselName} />
    </div>
  );
}
