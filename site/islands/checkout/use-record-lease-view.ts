import { useEffect } from 'react';
import type { LeaseView } from '#shared/berth-views.ts';
import { apiRequest } from '#shared/api-client.ts';

/**
 * Tells the server the Review step showed this lease text, for the lease's event log. It is
 * evidence, not a step: a failure here changes nothing on the page.
 */
export function useRecordLeaseView(lease: Pick<LeaseView, 'id' | 'status' | 'leaseTextSha256'>): void {
  const { id, status, leaseTextSha256 } = lease;
  useEffect(() => {
    if (status !== 'draft') return;
    apiRequest<unknown>('POST', `/api/leases/${encodeURIComponent(id)}/view`, { leaseTextSha256 }).catch(() => undefined);
  }, [id, status, leaseTextSha256]);
}
