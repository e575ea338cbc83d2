import { Clock } from 'lucide-react';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { announcedMinutesLeft, minutesLabel } from './hold-state.ts';

interface HoldCountdownProps {
  expiresAt: string;
  minutesLeft: number | null;
}

/**
 * How long the berth stays held for this checkout. The minutes change on screen without being read
 * out; a screen reader hears the time left only at a few thresholds, through the status line.
 */
export function HoldCountdown({ expiresAt, minutesLeft }: HoldCountdownProps) {
  const announcement =
    minutesLeft !== null && announcedMinutesLeft.includes(minutesLeft) ? `${minutesLabel(minutesLeft)} left on your hold.` : '';

  return (
    <div className="flex items-start gap-3 rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-navy-900/10">
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sea-700" />
      <div>
        <p className="font-semibold text-navy-900" data-testid="hold-time-left">
          Your berth is held until <time dateTime={expiresAt}>{formatFacilityDateTime(expiresAt)}</time>
          {minutesLeft !== null && (
            <>
              {' '}
              (<span className="money">{minutesLabel(minutesLeft)}</span> left)
            </>
          )}
          .
        </p>
        <p className="mt-1 text-sm text-navy-700">Sign the lease and pay before then; after that the berth is released to other boaters.</p>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </div>
  );
}
