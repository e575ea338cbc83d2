import { CircleCheck, FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ReservationView } from '#shared/berth-views.ts';
import { formatCents } from '#shared/pricing.ts';
import { formatFacilityDateTime, formatStayDate } from '#shared/stay-dates.ts';
import { primaryButtonClass, secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { leasePdfPath } from './checkout-api.ts';
import { describeReservationStatus } from './checkout-format.ts';
import { SaveVesselOffer } from './SaveVesselOffer.tsx';
import { WhatHappensNext } from './WhatHappensNext.tsx';

function Detail({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-semibold text-navy-600">{term}</dt>
      <dd className="mt-1 font-semibold text-navy-900">{children}</dd>
    </div>
  );
}

/**
 * Complete: what was booked and paid, what happens next, the signed lease to keep, and the way back
 * to the berths. Loaded only once a reservation is paid, so the steps before it do not download it.
 */
export default function CompleteStep({ reservation }: { reservation: ReservationView }) {
  const amountPaid = reservation.paidAmount ?? reservation.totalCost;

  return (
    <div>
      <p className="flex items-start gap-3 text-lg text-navy-800">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-sea-700" />
        <span>
          Payment received and your lease is signed. A confirmation is on its way to{' '}
          <strong className="font-semibold wrap-anywhere">{reservation.contactEmail}</strong>.
        </span>
      </p>
      <dl className="mt-8 grid grid-cols-1 gap-x-8 gap-y-5 rounded-lg bg-sand-50 p-5 ring-1 ring-sand-300 sm:grid-cols-2">
        <Detail term="Reservation">
          <span className="money">{reservation.reservationNumber}</span>
        </Detail>
        <Detail term="Berth">{reservation.berth.name}</Detail>
        <Detail term="Vessel">{reservation.vesselName}</Detail>
        <Detail term="Dates">
          <time dateTime={reservation.arrivalDate}>{formatStayDate(reservation.arrivalDate)}</time>
          {' – '}
          <time dateTime={reservation.departureDate}>{formatStayDate(reservation.departureDate)}</time>
        </Detail>
        <Detail term="Amount paid">
          <span className="money">{formatCents(amountPaid)}</span>
          {reservation.paymentStatus === 'refunded' && ' (refunded)'}
        </Detail>
        {reservation.paidAt && (
          <Detail term="Paid at">
            <time dateTime={reservation.paidAt}>{formatFacilityDateTime(reservation.paidAt)}</time>
          </Detail>
        )}
        <Detail term="Status" wide>
          {describeReservationStatus(reservation.status)}
        </Detail>
      </dl>
      <SaveVesselOffer reservation={reservation} />
      <WhatHappensNext reservation={reservation} />
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {reservation.lease && (
          <a href={leasePdfPath(reservation.lease.id)} download className={secondaryButtonClass}>
            <FileDown aria-hidden="true" className="size-5" />
            Download signed lease (PDF)
          </a>
        )}
        <a href="/berths" className={primaryButtonClass}>
          Return to Berths
        </a>
      </div>
    </div>
  );
}
