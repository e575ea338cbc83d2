import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import { defaultShareExpiryDays, type ShareExpiryDays } from '#shared/document-options.ts';
import type { DocumentShareView } from '#shared/document-views.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { toast } from '#site/lib/toast-store.ts';
import { StatusBadge } from '#site/islands/ui/Badge.tsx';
import { changeShareExpiry, documentKeys, listShares } from './documents-api.ts';
import { RevokeShareDialog } from './RevokeShareDialog.tsx';
import { createdAtOf, recipientOf, shareNameOf } from './share-naming.ts';
import { shareStatus } from './share-status.ts';
import { expiryOptions } from './ShareForm.tsx';

const smallButtonClass = [
  'inline-flex min-h-11 items-center rounded-md border-2 border-navy-900/15 bg-white px-3 text-sm font-semibold text-navy-900',
  'hover:border-sea-700 disabled:cursor-wait',
].join(' ');

function ShareRow({ documentId, share }: { documentId: string; share: DocumentShareView }) {
  const queryClient = useQueryClient();
  const [days, setDays] = useState(String(defaultShareExpiryDays));
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentKeys.all });
  const failed = (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: errorMessage(error, 'Try again.') });
  const extend = useMutation({
    mutationFn: () => changeShareExpiry(documentId, share.id, { expiresInDays: Number(days) as ShareExpiryDays }),
    onSuccess: () => {
      void refresh();
      toast({
        title: 'Link Updated',
        description: `The link to ${recipientOf(share)} now works for ${days === '1' ? '1 day' : `${days} days`}.`,
      });
    },
    onError: failed('Update Failed'),
  });
  const status = shareStatus(share);
  const expiryId = `share-expiry-${share.id}`;

  return (
    <li className="grid gap-3 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-semibold wrap-anywhere text-navy-900">{recipientOf(share)}</p>
          <p className="text-sm font-semibold text-navy-800">Created {createdAtOf(share)}</p>
        </div>
        <StatusBadge look={status} />
      </div>
      <p className="text-sm text-navy-700">
        {share.access === 'view' ? 'View' : 'Download'}
        {!share.revoked && ` · ${share.active ? 'expires' : 'expired'} ${formatFacilityDateTime(share.expiresAt)}`}
        {share.sharedBy && ` · shared by ${share.sharedBy}`}
      </p>
      <div>
        <p className="text-sm font-semibold text-navy-900">
          {share.opens.length === 0 ? 'Not opened yet' : `Opened ${share.opens.length} ${share.opens.length === 1 ? 'time' : 'times'}`}
        </p>
        {share.opens.length > 0 && (
          <ul aria-label={`Opens of the link to ${shareNameOf(share)}`} className="mt-1 grid gap-1 text-sm text-navy-700">
            {share.opens.map((open) => (
              <li key={open.openedAt + (open.ipAddress ?? '')} className="wrap-anywhere">
                {formatFacilityDateTime(open.openedAt)} · {open.ipAddress ?? 'address unknown'} · {open.userAgent ?? 'browser unknown'}
              </li>
            ))}
          </ul>
        )}
      </div>
      {!share.revoked && (
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={expiryId} className="block text-sm font-semibold text-navy-900">
              New expiry, from now
            </label>
            <select
              id={expiryId}
              value={days}
              onChange={(event) => setDays(event.target.value)}
              className="mt-1 min-h-11 rounded-md border border-navy-400 bg-white px-3 text-navy-900"
            >
              {expiryOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <button type="button" onClick={() => extend.mutate()} disabled={extend.isPending} className={smallButtonClass}>
            Change expiry
          </button>
          <RevokeShareDialog documentId={documentId} share={share} triggerClass={smallButtonClass} />
        </div>
      )}
    </li>
  );
}

/** The document's share links, newest first: who has each, its state, every open, and the ways to change it. */
export function ShareList({ documentId }: { documentId: string }) {
  const shares = useQuery({
    queryKey: documentKeys.shares(documentId),
    queryFn: ({ signal }) => listShares(documentId, signal),
    // Read afresh each time the dialog opens: links get opened and versions added while it is closed.
    staleTime: 0,
  });
  return (
    <section aria-labelledby="shares-heading" className="mt-8">
      <h3 id="shares-heading" className="text-lg font-bold text-navy-900">
        Share links
      </h3>
      {shares.isPending && <LoadingNotice>Loading share links…</LoadingNotice>}
      {shares.isError && <LoadFailure query={shares}>The share links could not be loaded.</LoadFailure>}
      {shares.isSuccess && shares.data.length === 0 && <p className="mt-2 text-navy-700">No links yet.</p>}
      {shares.isSuccess && shares.data.length > 0 && (
        <ul aria-label="Share links, newest first" className="divide-y divide-sand-300">
          {shares.data.map((share) => (
            <ShareRow key={share.id} documentId={documentId} share={share} />
          ))}
        </ul>
      )}
    </section>
  );
}
