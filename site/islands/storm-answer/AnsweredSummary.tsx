import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { stormIntentLabels, type StormNoticeView } from '#shared/schemas/storm-answer.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { mannedWords, vesselList, type DockOffice } from './storm-answer-words.ts';

interface AnsweredSummaryProps {
  notice: StormNoticeView & { answeredAt: string };
  office: DockOffice;
  /** Sent from this page just now: the thanks takes the focus the form had. */
  justAnswered: boolean;
}

/** The tenant's answer as the office has it, read-only: the link takes one answer, the phone takes changes. */
export function AnsweredSummary({ notice, office, justAnswered }: AnsweredSummaryProps) {
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justAnswered) confirmation.current?.focus();
  }, [justAnswered]);
  const received = formatFacilityDateTime(notice.answeredAt);
  const vesselNames = vesselList(notice.vessels.map(({ vesselName }) => vesselName));

  return (
    <section aria-labelledby="storm-answer-given" className="grid gap-4">
      <div ref={confirmation} tabIndex={-1} className="grid gap-2 rounded-md bg-sea-100 p-4 text-navy-900">
        <h2 id="storm-answer-given" className="flex items-start gap-3 text-xl font-bold">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-sea-700" />
          {justAnswered ? `Thank you — the harbor office has your answer for ${vesselNames}` : `You answered for ${vesselNames}`}
        </h2>
        <p>Received {received}.</p>
      </div>
      <ul className="grid gap-3">
        {notice.vessels.map((vessel) => (
          <li key={vessel.reservationNumber} className="rounded-lg bg-white p-4 ring-1 ring-navy-900/10">
            <p className="font-semibold text-navy-900">{vessel.vesselName}</p>
            <p className="text-sm text-navy-600">
              {vessel.berthName} · reservation <span className="tabular-nums">{vessel.reservationNumber}</span>
            </p>
            <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
              <dt className="text-sm font-semibold text-navy-700">What you will do</dt>
              <dd className="text-navy-900">{vessel.intent ? stormIntentLabels[vessel.intent] : 'Not said'}</dd>
              <dt className="text-sm font-semibold text-navy-700">Someone aboard</dt>
              <dd className="text-navy-900">{mannedWords(vessel.manned)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p className="text-navy-800">
        Plans change? Call the dock office at{' '}
        <a href={`tel:${office.tel}`} className="whitespace-nowrap font-semibold text-sea-800 underline tabular-nums">
          {office.display}
        </a>
        .
      </p>
    </section>
  );
}
