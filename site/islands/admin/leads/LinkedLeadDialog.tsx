import { useQuery } from '@tanstack/react-query';
import type { LeadKind } from '#shared/lead-list-options.ts';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { LeadDetailDialog } from './LeadDetailDialog.tsx';
import { getLead, leadKeys } from './leads-api.ts';

interface LinkedLeadDialogProps {
  kind: LeadKind;
  id: string;
  onClose: () => void;
}

/**
 * The lead an address names (a link from the audit log), opened whether or not it is on the page of
 * the list shown: it is loaded by its id, under the key the dialog reads it by, so the dialog finds it loaded.
 */
export function LinkedLeadDialog({ kind, id, onClose }: LinkedLeadDialogProps) {
  const lead = useQuery({ queryKey: leadKeys.lead(kind, id), queryFn: ({ signal }) => getLead(kind, id, signal) });
  if (lead.isPending) return <LoadingNotice>Opening the lead…</LoadingNotice>;
  if (lead.isError) return <LoadFailure query={lead}>The linked lead could not be opened. It may have been removed.</LoadFailure>;
  return <LeadDetailDialog lead={lead.data} onClose={onClose} />;
}
