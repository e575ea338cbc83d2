import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { getJson } from '#shared/api-client.ts';
import type { ResumableHold } from '#shared/berth-views.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { holdTimeLeft } from './hold-time-left.ts';
import { formatStayRange } from './stay-summary.ts';

/** The time left is shown in whole minutes: reading the clock twice a minute keeps it right. */
const clockMs = 30_000;

function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), clockMs);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * "Resume your reservation": the live holds of this browser (its checkout cookie) or of the
 * signed-in customer, each with its number, berth, dates, time left and the way back to its
 * checkout. Nothing shows while loading, on a failure or when there is none: it is an offer.
 */
export function ResumeBanner() {
  const holds = useQuery({
    queryKey: ['resumable-holds'],
    queryFn: ({ signal }) => getJson<ResumableHold[]>('/api/berth-reservations/resumable', { signal }),
  });
  const now = useNow();
  if (now === null || !holds.data) return null;
  const live = holds.data.flatMap((hold) => {
    const timeLeft = holdTimeLeft(hold.holdExpiresAt, now);
    return timeLeft ? [{ hold, timeLeft }] : [];
  });
  if (live.length === 0) return null;

  return (
    <section aria-labelledby="resume-heading" className="rounded-xl bg-sea-100 p-5 ring-1 ring-sea-700/30 sm:p-6">
      <h3 id="resume-heading" className="text-lg font-bold text-navy-900">
        Resume your reservation
      </h3>
      <ul className="mt-3 grid gap-3">
        {live.map(({ hold, timeLeft }) => (
          <li key={hold.id} className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-navy-800">
              <span className="money font-semibold text-navy-900">{hold.reservationNumber}</span> · {hold.berthName} ·{' '}
              {formatStayRange({ arrival: hold.arrivalDate, departure: hold.departureDate })}
              <span className="mt-0.5 flex items-center gap-1.5 text-sm font-semibold">
                <Clock aria-hidden="true" className="size-4 text-sea-800" />
                Held for you: {timeLeft}
              </span>
            </p>
            <a href={`/berth-checkout?reservationId=${encodeURIComponent(hold.id)}`} className={primaryButtonClass}>
              Resume your reservation<span className="sr-only"> {hold.reservationNumber}</span>
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
