import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { Badge } from '#site/islands/ui/Badge.tsx';
import { ListState } from '#site/islands/ui/ListState.tsx';
import type { TimelineEntry } from '#shared/admin-client-views.ts';
import { AuditSentence } from '#site/islands/admin/audit/AuditSentence.tsx';
import { auditRecordHref } from '#site/islands/admin/audit/audit-links.ts';
import { LoadMoreButton } from '#site/islands/ui/list-state/LoadMoreButton.tsx';
import { usePagedList } from '#site/islands/ui/list-state/use-paged-list.ts';
import { adminClientKeys, getTimelinePage, timelineAddress } from './admin-clients-api.ts';
import { timelineKindLabels } from './timeline-look.ts';

/** A lead's, reservation's or payment's line, a link to it where it opens somewhere. */
function RecordTitle({ entry }: { entry: TimelineEntry }) {
  const href = entry.record && auditRecordHref(entry.record);
  return href ? (
    <a href={href} className="text-sea-800 underline underline-offset-2 hover:text-sea-900">
      {entry.title}
    </a>
  ) : (
    entry.title
  );
}

/**
 * Everything this customer did and was sent, newest first, a page at a time: leads, reservations,
 * payments, messages, files, and the office's actions as sentences whose records are links.
 */
export function ClientTimeline({ customerId }: { customerId: string }) {
  const timeline = usePagedList({
    queryKey: adminClientKeys.timeline(customerId),
    firstPage: timelineAddress(customerId),
    fetchPage: getTimelinePage,
  });

  return (
    <section aria-labelledby="client-timeline-heading">
      <h3 id="client-timeline-heading" className="mb-4 text-xl font-bold text-navy-950">
        Timeline
      </h3>
      <ListState
        query={timeline}
        what="timeline"
        loading="Loading the timeline…"
        failure="The timeline could not be loaded. Check the connection and try again."
        empty={{ title: 'Nothing yet', description: 'What this client does and is sent appears here.' }}
      >
        {(entries) => (
          <ol aria-label="Timeline, newest first" className="grid gap-3 border-l-2 border-sea-700/40 pl-4">
            {entries.map((entry) => (
              <li key={entry.id} className="rounded-lg bg-white p-4 ring-1 ring-navy-900/10">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Badge tone={entry.kind === 'audit' ? 'info' : 'neutral'}>{timelineKindLabels[entry.kind]}</Badge>
                  <time dateTime={entry.at} className="text-sm text-navy-600">
                    {formatFacilityDateTime(entry.at)}
                  </time>
                </div>
                <p className="mt-2 font-semibold wrap-anywhere text-navy-950">
                  {entry.audit ? <AuditSentence facts={entry.audit} /> : <RecordTitle entry={entry} />}
                </p>
                {entry.detail && <p className="mt-1 wrap-anywhere text-navy-800">{entry.detail}</p>}
                {entry.source && <p className="mt-1 text-sm text-navy-600">First touch: {entry.source}</p>}
              </li>
            ))}
          </ol>
        )}
      </ListState>
      <LoadMoreButton query={timeline} />
    </section>
  );
}
