import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { ApiError } from '#shared/api-client.ts';
import type { AdminLead, AdminLeadDetail } from '#shared/admin-lead-views.ts';
import type { Touch } from '#shared/schemas/attribution.ts';
import type { LeadUpdateInput } from '#shared/schemas/admin-leads.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { toast } from '#site/lib/toast-store.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { Select, TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { AdminDialog } from '#site/islands/admin/clients/AdminDialog.tsx';
import { emailHref, phoneHref } from './contact-links.ts';
import { LeadReplies } from './LeadReplies.tsx';
import { LeadReplyForm } from './LeadReplyForm.tsx';
import { getLead, leadKeys, updateLead } from './leads-api.ts';
import { kindLabels, responseClock, sourceLabels, statusOptions } from './lead-look.ts';

const touchFields: [keyof Touch, string][] = [
  ['utmSource', 'Source (utm_source)'],
  ['utmMedium', 'Medium (utm_medium)'],
  ['utmCampaign', 'Campaign (utm_campaign)'],
  ['utmTerm', 'Term (utm_term)'],
  ['utmContent', 'Content (utm_content)'],
  ['referrer', 'Referrer'],
  ['landingPage', 'Landing page'],
  ['at', 'Visited'],
];

function TouchList({ title, touch }: { title: string; touch: Touch | null }) {
  const rows = touchFields.flatMap(([field, label]) => {
    const value = touch?.[field];
    return value ? [{ label, value: field === 'at' ? formatFacilityDateTime(value) : value }] : [];
  });
  return (
    <div>
      <h4 className="font-semibold text-navy-900">{title}</h4>
      {rows.length === 0 ? (
        <p className="mt-1 text-navy-700">Not recorded</p>
      ) : (
        <dl className="mt-1 grid gap-1">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-x-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <dt className="text-navy-700">{row.label}</dt>
              <dd className="wrap-anywhere text-navy-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

function LeadEditForm({ lead, onSaved }: { lead: AdminLeadDetail; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState(lead.status);
  const [assignedTo, setAssignedTo] = useState(lead.assignedTo ?? '');
  const [scheduledDate, setScheduledDate] = useState(lead.scheduledDate ?? '');
  const [internalNotes, setInternalNotes] = useState(lead.internalNotes ?? '');
  const save = useMutation({
    mutationFn: (update: LeadUpdateInput) => updateLead(lead.kind, lead.id, update),
    onSuccess: (updated) => {
      queryClient.setQueryData(leadKeys.lead(lead.kind, lead.id), updated);
      void queryClient.invalidateQueries({ queryKey: [...leadKeys.all, 'list'] });
      toast({ title: 'Lead Updated', description: `${updated.name}’s ${kindLabels[updated.kind].toLowerCase()} is saved.` });
      onSaved();
    },
    onError: (error) =>
      toast({
        title: 'Failed to update lead',
        description: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Please try again.',
        variant: 'destructive',
      }),
  });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({
      status: status as LeadUpdateInput['status'],
      assignedTo,
      internalNotes,
      ...(lead.kind === 'service' && { scheduledDate }),
    });
  };
  const knownStatus = statusOptions.some((option) => option.value === lead.status);
  return (
    <form method="post" onSubmit={submit} aria-label="Update lead" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Status"
          options={knownStatus ? statusOptions : [{ value: lead.status, label: lead.status }, ...statusOptions]}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        />
        <TextInput label="Assigned to" value={assignedTo} maxLength={100} onChange={(event) => setAssignedTo(event.target.value)} />
        {lead.kind === 'service' && (
          <TextInput label="Scheduled date" type="date" value={scheduledDate} onChange={(event) => setScheduledDate(event.target.value)} />
        )}
      </div>
      <TextArea
        label="Internal notes"
        hint="Seen by staff only."
        value={internalNotes}
        maxLength={5000}
        onChange={(event) => setInternalNotes(event.target.value)}
      />
      <button type="submit" disabled={save.isPending} className={`${primaryButtonClass} justify-self-start`}>
        {save.isPending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
        {save.isPending ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  );
}

/** The lead's email and phone, wherever the form put them, open a mail or start a call. */
function FieldValue({ lead, value }: { lead: AdminLeadDetail; value: string }) {
  if (value === lead.email)
    return (
      <a href={emailHref(value)} className="underline underline-offset-2">
        {value}
      </a>
    );
  if (value === lead.phone)
    return (
      <a href={phoneHref(value)} className="underline underline-offset-2">
        {value}
      </a>
    );
  return value;
}

function LeadDetails({ lead, onSaved }: { lead: AdminLeadDetail; onSaved: () => void }) {
  const clock = responseClock(lead, new Date());
  return (
    <div className="grid gap-6">
      <p className="text-navy-800">
        {sourceLabels[lead.source]} · Received {formatFacilityDateTime(lead.createdAt)} · {clock.text}
        {lead.firstResponseAt && ` (first response ${formatFacilityDateTime(lead.firstResponseAt)})`}
      </p>
      <section aria-labelledby="lead-submitted">
        <h3 id="lead-submitted" className="text-lg font-bold text-navy-900">
          What they sent
        </h3>
        <dl className="mt-2 grid gap-2">
          {lead.submitted.map((field) => (
            <div key={field.label} className="grid gap-x-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <dt className="text-navy-700">{field.label}</dt>
              <dd className="whitespace-pre-line wrap-anywhere text-navy-900">
                <FieldValue lead={lead} value={field.value} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="lead-attribution" className="grid gap-3">
        <h3 id="lead-attribution" className="text-lg font-bold text-navy-900">
          Where they came from
        </h3>
        <TouchList title="First visit" touch={lead.firstTouch} />
        <TouchList title="Latest visit" touch={lead.lastTouch} />
      </section>
      <section aria-labelledby="lead-reply" className="grid gap-3">
        <h3 id="lead-reply" className="text-lg font-bold text-navy-900">
          Reply by email
        </h3>
        <LeadReplies replies={lead.replies} />
        <LeadReplyForm lead={lead} />
      </section>
      <section aria-labelledby="lead-follow-up" className="grid gap-3">
        <h3 id="lead-follow-up" className="text-lg font-bold text-navy-900">
          Follow-up
        </h3>
        <LeadEditForm lead={lead} onSaved={onSaved} />
      </section>
    </div>
  );
}

/**
 * One lead in full: everything submitted, its attribution, the replies sent and the form to send one
 * (which keeps the dialog open), and the form staff follow it up with; saving that closes it.
 */
export function LeadDetailDialog({ lead, onClose }: { lead: AdminLead; onClose: () => void }) {
  const detail = useQuery({ queryKey: leadKeys.lead(lead.kind, lead.id), queryFn: ({ signal }) => getLead(lead.kind, lead.id, signal) });
  const title = `${kindLabels[lead.kind]}${lead.reference ? ` ${lead.reference}` : ''}`;
  return (
    <AdminDialog title={title} description={`From ${lead.name}${lead.company ? `, ${lead.company}` : ''}`} onClose={onClose} size="wide">
      {detail.isPending && <LoadingNotice>Loading the lead…</LoadingNotice>}
      {detail.isError && <LoadFailure query={detail} />}
      {detail.isSuccess && <LeadDetails lead={detail.data} onSaved={onClose} />}
    </AdminDialog>
  );
}
