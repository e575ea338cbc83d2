import type { AdminLead } from '#shared/admin-lead-views.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { Badge, StatusBadge } from '#site/islands/ui/Badge.tsx';
import { ContactLinks } from './ContactLinks.tsx';
import { kindLabels, responseClock, sourceLabels, statusLook, urgencyLabel, urgencyTone } from './lead-look.ts';

interface LeadRowProps {
  lead: AdminLead;
  now: Date;
  onOpen: () => void;
}

/** One lead in the inbox: who, what, when, its response clock and status, and the way into it. */
export function LeadRow({ lead, now, onOpen }: LeadRowProps) {
  const clock = responseClock(lead, now);
  return (
    <li className="grid gap-3 rounded-lg bg-white p-4 ring-1 ring-sand-300 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0 gap-2">
        <p className="flex flex-wrap items-center gap-2">
          {lead.isNew && <Badge tone="new">New</Badge>}
          <span className="font-semibold wrap-anywhere text-navy-900">{lead.name}</span>
          {lead.company && <span className="wrap-anywhere text-navy-700">{lead.company}</span>}
        </p>
        <p className="wrap-anywhere text-navy-800">
          {kindLabels[lead.kind]}
          {lead.reference && ` ${lead.reference}`}
          {lead.subject && ` · ${lead.subject}`}
        </p>
        <ContactLinks lead={lead} />
        <p className="flex flex-wrap items-center gap-2 text-sm text-navy-700">
          <StatusBadge look={statusLook(lead.status)} />
          <Badge tone={clock.tone}>{clock.text}</Badge>
          <Badge tone={urgencyTone(lead.urgency)}>{urgencyLabel(lead.urgency)}</Badge>
          <span>{sourceLabels[lead.source]}</span>
          <span>· Received {formatFacilityDateTime(lead.createdAt)}</span>
          {lead.assignedTo && <span>· Assigned to {lead.assignedTo}</span>}
        </p>
      </div>
      <button type="button" onClick={onOpen} className={secondaryButtonClass}>
        View
        <span className="sr-only">
          {' '}
          {lead.name}’s {kindLabels[lead.kind].toLowerCase()}
        </span>
      </button>
    </li>
  );
}
