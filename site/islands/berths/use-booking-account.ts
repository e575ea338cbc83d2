import { useQuery } from '@tanstack/react-query';
import { getJson } from '#shared/api-client.ts';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import type { CustomerView } from '#shared/customer-views.ts';
import { listMyVessels, vesselsQueryKey } from '#site/islands/customer/vessels-api.ts';
import { bookableVessels } from './booking-account.ts';

interface BookingAccount {
  /** The signed-in customer; null for a guest (or until known). */
  customer: CustomerView | null;
  /** Their vessels that can be booked, none for a guest. */
  vessels: CustomerVesselView[];
}

/** Who is booking: a signed-in customer fills the form from the account and may choose a vessel on record. */
export function useBookingAccount(): BookingAccount {
  const customer = useQuery({
    queryKey: ['customer', 'signed-in'],
    queryFn: ({ signal }) => getJson<{ customer: CustomerView | null }>('/api/customers/auth/user', { signal }),
  });
  const signedIn = customer.data?.customer ?? null;
  const vessels = useQuery({ queryKey: vesselsQueryKey, queryFn: ({ signal }) => listMyVessels(signal), enabled: signedIn !== null });
  return { customer: signedIn, vessels: signedIn ? bookableVessels(vessels.data ?? []) : [] };
}
