import { Paperclip } from 'lucide-react';
import { useId } from 'react';
import type { ClientMessageView } from '#shared/customer-views.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { Badge } from '#site/islands/ui/Badge.tsx';
import { priorityLook } from './message-look.ts';

/** One message of the thread: who sent it, how pressing it is, when, and the office's attachment. */
export function MessageCard({ message, isNew }: { message: ClientMessageView; isNew: boolean }) {
  const priority = priorityLook(message);
  const headingId = useId();

  return (
    <article aria-labelledby={headingId} className="rounded-lg bg-white p-4 ring-1 ring-navy-900/10 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 id={headingId} className="font-bold wrap-anywhere text-navy-950">
          {message.subject}
        </h3>
        <div className="flex flex-wrap gap-2">
          {isNew && <Badge tone="new">New</Badge>}
          {message.fromAdmin && <Badge tone="info">From Admin</Badge>}
          {priority && (
            <Badge tone={priority.destructive ? 'alert' : 'neutral'}>
              {priority.label}
              <span className="sr-only"> priority</span>
            </Badge>
          )}
        </div>
      </div>
      <p className="mt-2 whitespace-pre-line wrap-anywhere text-navy-800">{message.message}</p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-navy-600">
        <time dateTime={message.createdAt}>{formatFacilityDateTime(message.createdAt)}</time>
        {message.attachmentUrl && (
          <a
            href={message.attachmentUrl}
            download={message.attachmentName ?? true}
            className={[
              'inline-flex min-h-11 items-center gap-1.5 font-semibold wrap-anywhere text-sea-700 underline underline-offset-4',
              'hover:text-sea-800',
            ].join(' ')}
          >
            <Paperclip aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <span className="sr-only">Download attachment </span>
              {message.attachmentName ?? 'Attachment'}
            </span>
          </a>
        )}
      </div>
    </article>
  );
}
