import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeaseView, ReservationView } from '#shared/berth-views.ts';
import { readReservation } from './checkout-api.ts';

/**
 * The reservation being checked out, as a query that starts from the answer the server rendered the
 * page with. Never stale, it is not asked for on its own: the lease and payment answers are written
 * into it, and every step reads it from there. It is read again only when the
 * page learns it is out of date: the lease was written again elsewhere, or the hold ran out.
 */
export function useCheckoutReservation(loaded: ReservationView) {
  const queryClient = useQueryClient();
  const queryKey = ['berth-reservation', loaded.id];
  const { data: reservation, refetch } = useQuery({
    queryKey,
    queryFn: ({ signal }) => readReservation(loaded.id, signal),
    initialData: loaded,
  });

  const replace = (next: ReservationView) => queryClient.setQueryData(queryKey, next);
  const withLease = (lease: LeaseView) =>
    queryClient.setQueryData<ReservationView>(queryKey, (current) => current && { ...current, lease, leaseId: lease.id });

  /** Asks the server again, when the page's copy is known to be out of date; resolves once it is replaced. */
  const reload = async () => {
    await refetch({ throwOnError: true });
  };

  return { reservation, replace, withLease, reload };
}
