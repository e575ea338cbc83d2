import type { AdminReservationView } from '#shared/admin-reservation-views.ts';
import { earlyStayNotes } from '#shared/early-stay-words.ts';
import { formatCents } from '#shared/pricing.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import { Badge, StatusBadge } from '#site/islands/ui/Badge.tsx';
import { ReservationActions } from './ReservationActions.tsx';
import { formatMinutes, holdLeft, paymentLabels, statusLooks } from './reservation-look.ts';

/** One reservation: vessel, berth, dates, total, payment and hold, its age, and the moves staff can make. */
export function ReservationRow({ reservation }: { reservation: AdminReservationView }) {
  const hold = holdLeft(reservation.holdMinutesLeft);
  const label = `${reservation.reservationNumber}, ${reservation.vesselName}`;

  return (
    <li className="grid gap-3 rounded-lg bg-white p-4 ring-1 ring-navy-900/10 sm:p-5" aria-label={label}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-lg font-semibold text-navy-900">{reservation.vesselName}</p>
          <p className="text-navy-700">
            {reservation.reservationNumber} · {reservation.berthName} · {reservation.company}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusBadge look={statusLooks[reservation.status]} />
          {reservation.waitingTooLong && <Badge tone="alert">Paid, waiting over 24 h</Badge>}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
        {/* The dates take the whole row on phones, where two columns cannot hold them beside the total. */}
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-navy-600">Dates</dt>
          <dd className="font-semibold whitespace-nowrap text-navy-900">
            {formatStayDate(reservation.arrivalDate)} – {formatStayDate(reservation.departureDate)}
          </dd>
        </div>
        <div>
          <dt className="text-navy-600">Total</dt>
          <dd className="font-semibold text-navy-900">{formatCents(reservation.totalCost)}</dd>
        </div>
        <div>
          <dt className="text-navy-600">Payment</dt>
          <dd className="font-semibold text-navy-900">{paymentLabels[reservation.paymentStatus]}</dd>
        </div>
        <div>
          <dt className="text-navy-600">Hold</dt>
          <dd className="font-semibold text-navy-900">{hold ?? 'None'}</dd>
        </div>
        <div>
          <dt className="text-navy-600">Requested</dt>
          <dd className="font-semibold text-navy-900">{formatMinutes(reservation.ageMinutes)} ago</dd>
        </div>
      </dl>
      {reservation.cancellationReason && <p className="text-sm text-navy-700">{reservation.cancellationReason}</p>}
      {earlyStayNotes(reservation).map((note) => (
        <p key={note} className="text-sm font-semibold text-navy-700">
          {note}
        </p>
      ))}
      <ReservationActions reservation={reservation} />
    </li>
  );
}
