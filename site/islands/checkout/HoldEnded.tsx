import type { ReservationView } from '#shared/berth-views.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import type { OfficePhone } from './PaymentNotices.tsx';

interface HoldEndedProps {
  reservation: ReservationView;
  /** When the hold ran out; null when the reservation was cancelled otherwise. */
  expiredAt: string | null;
  reason: string | null;
  officePhone: OfficePhone;
}

/**
 * An unpaid reservation that no longer holds its berth: what happened, and a way to book the same
 * stay again. Loaded only when a hold has ended, so a live checkout does not download it.
 */
export default function HoldEnded({ reservation, expiredAt, reason, officePhone }: HoldEndedProps) {
  return (
    <>
      <p className="text-lg text-navy-800">
        {expiredAt ? (
          <>
            {reservation.berth.name} was held for you until <time dateTime={expiredAt}>{formatFacilityDateTime(expiredAt)}</time>. The lease
            was not signed and paid by then, so the berth has been released to other boaters.
          </>
        ) : (
          <>This reservation was cancelled before it was paid.</>
        )}{' '}
        Nothing was charged.
      </p>
      {reason && (
        <p className="mt-4 text-navy-700">
          <span className="font-semibold">Reason:</span> {reason}
        </p>
      )}
      <p className="mt-4 text-navy-700">
        Reserve again with the same vessel, contact details and dates: the berths page shows whether this berth or another one is free.
        Questions? Call the harbor office at{' '}
        <a href={`tel:${officePhone.tel}`} className="money rounded-sm font-semibold text-sea-700 underline underline-offset-4">
          {officePhone.display}
        </a>
        .
      </p>
      <a href={`/berths?rebook=${encodeURIComponent(reservation.id)}`} className={`${primaryButtonClass} mt-8`}>
        Reserve again with the same details
      </a>
    </>
  );
}
