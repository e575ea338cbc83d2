import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getJson } from '#shared/api-client.ts';
import type { ReservationView } from '#shared/berth-views.ts';

export interface RebookSource {
  reservation: ReservationView | null;
  failed: boolean;
}

/**
 * `/berths?rebook={id}`: the reservation to make again, read with this browser's access to it (an
 * expired hold's checkout links here, and its holder may still read it). Read after hydration: the
 * page is pre-rendered without its query string.
 */
export function useRebookSource(): RebookSource {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => setId(new URLSearchParams(window.location.search).get('rebook')), []);
  const query = useQuery({
    queryKey: ['rebook', id],
    queryFn: id ? ({ signal }) => getJson<ReservationView>(`/api/berth-reservations/${encodeURIComponent(id)}`, { signal }) : skipToken,
  });
  return { reservation: query.data ?? null, failed: query.isError };
}
