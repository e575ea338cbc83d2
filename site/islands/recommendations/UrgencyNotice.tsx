import { Phone, Siren } from 'lucide-react';
import type { EmergencyLead } from '#shared/schemas/recommendation.ts';

/** A priority request's note, said back above the matches. */
export function UrgencyNotice({ note }: { note: string }) {
  return <p className="mt-4 rounded-lg bg-sand-50 p-4 font-semibold">{note}</p>;
}

/**
 * The 24/7 line an urgent request leads with, before any match and even when nothing matched
 * (decision 096): what was understood, the promise, and the emergency number as a call link.
 */
export function EmergencyLeadPanel({ lead }: { lead: EmergencyLead }) {
  return (
    <section
      aria-label="Emergency response"
      className={[
        'surface-navy flex flex-col gap-4 rounded-xl border-l-8 border-safety-500 p-5 sm:flex-row sm:items-center',
        'sm:justify-between',
      ].join(' ')}
    >
      <div className="grid gap-2">
        <p className="flex gap-3 font-semibold text-white">
          <Siren aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-safety-400" />
          {lead.note}
        </p>
        <p className="text-navy-100">
          {lead.hours}. {lead.promise}.
        </p>
      </div>
      <a
        href={`tel:${lead.phone.tel}`}
        className={[
          'inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-md bg-safety-500 px-4 font-extrabold text-navy-950',
          'transition-colors hover:bg-safety-400 sm:self-auto',
        ].join(' ')}
      >
        <Phone aria-hidden="true" className="size-5 shrink-0" />
        Call {lead.phone.display}
      </a>
    </section>
  );
}
