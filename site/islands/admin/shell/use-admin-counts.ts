import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AdminCounts } from '#shared/admin-counts.ts';
import { getJson } from '#shared/api-client.ts';

const countsKey = ['admin', 'counts'] as const;

/**
 * What waits in each tab, from the server. Any change a tab makes (a mutation settling: a message
 * read, a lead answered, a reservation approved) counts again, so the badges follow the work.
 */
export function useAdminCounts(): AdminCounts | undefined {
  const queryClient = useQueryClient();
  const counts = useQuery({ queryKey: countsKey, queryFn: ({ signal }) => getJson<AdminCounts>('/api/admin/counts', { signal }) });
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error')) {
          void queryClient.invalidateQueries({ queryKey: countsKey });
        }
      }),
    [queryClient],
  );
  return counts.data;
}
