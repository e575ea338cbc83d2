import { useMemo } from 'react';
import type { AdminLead } from '#shared/admin-lead-views.ts';
import { leadStatuses } from '#shared/lead-list-options.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { Badge, StatusBadge } from '#site/islands/ui/Badge.tsx';
import { StackedMoment } from '#site/islands/ui/table/StackedMoment.tsx';
import { StackedTable, type Column } from '#site/islands/ui/table/StackedTable.tsx';
import { ContactLinks } from './ContactLinks.tsx';
import { kindLabels, responseClock, sourceLabels, statusLook, urgencyLabel, urgencyTone } from './lead-look.ts';

/** Statuses sort in the order a lead moves through them; one the office does not know goes after them. */
const statusRank = (status: string) => {
  const rank = leadStatuses.indexOf(status as (typeof leadStatuses)[number]);
  return rank === -1 ? leadStatuses.length : rank;
};

/**
 * How long a lead's answer took, or has taken so far while it waits, so the slowest sort together
 * whichever clock still runs; an answer without a recorded time has nothing to compare.
 */
function responseSortValue(lead: AdminLead, now: Date): number | null {
  if (lead.responseSeconds !== null) return lead.responseSeconds;
  if (lead.status !== 'pending') return null;
  return Math.max(0, (now.getTime() - Date.parse(lead.createdAt)) / 1000);
}

function leadColumns(now: Date): Column<AdminLead>[] {
  return [
    {
      header: 'Reference',
      nowrap: true,
      cell: (lead) => (
        <>
          <span className="font-semibold text-navy-900">{lead.reference ?? '—'}</span>
          <span className="block text-navy-600">{kindLabels[lead.kind]}</span>
        </>
      ),
    },
    {
      header: 'Received',
      sortValue: (lead) => Date.parse(lead.createdAt),
      firstDirection: 'descending',
      cell: (lead) => <StackedMoment moment={lead.createdAt} />,
    },
    {
      header: 'Name',
      sortValue: (lead) => lead.name,
      cell: (lead) => (
        // Wide enough for an email address on one line: the contact links may break anywhere, and would.
        <div className="grid gap-1 md:min-w-52">
          <p className="flex flex-wrap items-center gap-2">
            {lead.isNew && <Badge tone="new">New</Badge>}
            <span className="font-semibold wrap-anywhere text-navy-900">{lead.name}</span>
          </p>
          {lead.company && <p className="wrap-anywhere text-navy-700">{lead.company}</p>}
          <ContactLinks lead={lead} />
        </div>
      ),
    },
    {
      header: 'Service',
      cell: (lead) => (
        <div className="grid justify-items-start gap-1">
          <p className="wrap-anywhere text-navy-900">{lead.subject ?? '—'}</p>
          <Badge tone={urgencyTone(lead.urgency)}>{urgencyLabel(lead.urgency)}</Badge>
          <p className="text-navy-600">{sourceLabels[lead.source]}</p>
        </div>
      ),
    },
    {
      header: 'Status',
      sortValue: (lead) => statusRank(lead.status),
      cell: (lead) => (
        <div className="grid justify-items-start gap-1">
          <StatusBadge look={statusLook(lead.status)} />
          {lead.assignedTo && <p className="wrap-anywhere text-navy-700">Assigned to {lead.assignedTo}</p>}
        </div>
      ),
    },
    {
      header: 'Response',
      sortValue: (lead) => responseSortValue(lead, now),
      firstDirection: 'descending',
      cell: (lead) => {
        const clock = responseClock(lead, now);
        return (
          <Badge tone={clock.tone}>
            {/* "Answered in 2 h 24 min" is wider than a phone's card leaves it: there it wraps rather than spill over. */}
            <span className="whitespace-normal md:whitespace-nowrap">{clock.text}</span>
          </Badge>
        );
      },
    },
  ];
}

interface LeadTableProps {
  leads: readonly AdminLead[];
  /** The time the response clocks count to. */
  now: Date;
  onOpen: (lead: AdminLead) => void;
}

/** The inbox as a dense table: who, what, when, its status and response clock, sortable over the leads loaded, each with Open. */
export function LeadTable({ leads, now, onOpen }: LeadTableProps) {
  const columns = useMemo(() => leadColumns(now), [now]);
  return (
    <StackedTable
      caption="Leads"
      dense
      columns={columns}
      rows={leads}
      rowKey={(lead) => `${lead.kind}:${lead.id}`}
      actions={(lead) => (
        <button type="button" aria-haspopup="dialog" onClick={() => onOpen(lead)} className={secondaryButtonClass}>
          Open
          <span className="sr-only">
            {' '}
            {lead.name}’s {kindLabels[lead.kind].toLowerCase()}
          </span>
        </button>
      )}
    />
  );
}
