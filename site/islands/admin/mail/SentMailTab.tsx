import { useState } from 'react';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { addressWithParam, linkedMailOf, replaceAddress, tabHeadingId, useAddressSearch } from '#site/islands/admin/shell/admin-address.ts';
import { Badge } from '#site/islands/ui/Badge.tsx';
import { EmptyNotice } from '#site/islands/ui/list-state/EmptyNotice.tsx';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { LoadMoreButton } from '#site/islands/ui/list-state/LoadMoreButton.tsx';
import { usePagedList } from '#site/islands/ui/list-state/use-paged-list.ts';
import { SentMailDialog } from './SentMailDialog.tsx';
import { listSentMailPage, sentMailAddress, sentMailKeys } from './sent-mail-api.ts';
import { sentMailStatusLook } from './sent-mail-look.ts';

/**
 * The Sent mail tab: every message the server mailed or is about to, newest first, each opened to
 * read as its recipient does. A message's address (`?tab=mail&mail=<id>`) opens it over the list.
 */
export default function SentMailTab() {
  const search = useAddressSearch();
  const [open, setOpen] = useState(() => linkedMailOf(search));
  const mail = usePagedList({ queryKey: sentMailKeys.list, firstPage: sentMailAddress, fetchPage: listSentMailPage, staleTime: 0 });
  const rows = mail.data ?? [];
  const show = (id: string | null) => {
    setOpen(id);
    replaceAddress(addressWithParam('mail', id));
  };

  return (
    <section aria-labelledby={tabHeadingId('mail')} className="grid gap-4">
      <div aria-live="polite" className="sr-only">
        {mail.isSuccess && `${rows.length} ${rows.length === 1 ? 'message' : 'messages'} shown${mail.hasNextPage ? ', more to load' : ''}`}
      </div>
      {mail.isPending && <LoadingNotice>Loading sent mail…</LoadingNotice>}
      {mail.isError && <LoadFailure query={mail}>Sent mail could not be loaded. Check the connection and try again.</LoadFailure>}
      {mail.isSuccess && rows.length === 0 && <EmptyNotice title="No mail yet" description="What the site mails appears here." />}
      {rows.length > 0 && (
        <ul aria-label="Sent mail, newest first" className="grid gap-3">
          {rows.map((message) => (
            <li key={message.id} className="grid gap-2 rounded-lg bg-white p-4 ring-1 ring-navy-900/10">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Badge tone={sentMailStatusLook[message.status].tone}>{sentMailStatusLook[message.status].label}</Badge>
                <time dateTime={message.createdAt} className="text-sm text-navy-600">
                  {formatFacilityDateTime(message.createdAt)}
                </time>
              </div>
              <button
                type="button"
                onClick={() => show(message.id)}
                className="justify-self-start text-left font-semibold wrap-anywhere text-sea-800 underline underline-offset-2 hover:text-sea-900"
              >
                {message.subject}
              </button>
              <p className="wrap-anywhere text-navy-800">
                {message.kind} · to {message.to}
              </p>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton query={mail} />
      {open && <SentMailDialog id={open} onClose={() => show(null)} />}
    </section>
  );
}
