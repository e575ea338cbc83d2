import { Phone, Siren } from 'lucide-react';
import type { Recommendation } from '#shared/schemas/recommendation.ts';

export interface PhoneNumber {
  display: string;
  tel: string;
}

interface UrgencyNoticeProps {
  urgency: Recommendation['urgency'];
  note: string;
  emergencyPhone: PhoneNumber;
}

/** What the answer understood about urgency, above the matches; an emergency gets the number to call first. */
export function UrgencyNotice({ urgency, note, emergencyPhone }: UrgencyNoticeProps) {
  if (urgency !== 'emergency') return <p className="mt-4 rounded-lg bg-sand-50 p-4 font-semibold">{note}</p>;
  return (
    <div
      className={[
        'surface-navy mt-4 flex flex-col gap-4 rounded-xl border-l-8 border-safety-500 p-5 sm:flex-row sm:items-center',
        'sm:justify-between',
      ].join(' ')}
    >
      <p className="flex gap-3 font-semibold text-white">
        <Siren aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-safety-400" />
        {note}
      </p>
      <a
        href={`tel:${emergencyPhone.tel}`}
        className={[
          'inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-md bg-safety-500 px-4 font-extrabold text-navy-950',
          'transition-colors hover:bg-safety-400 sm:self-auto',
        ].join(' ')}
      >
        <Phone aria-hidden="true" className="size-5 shrink-0" />
        Call {emergencyPhone.display}
      </a>
    </div>
  );
}
