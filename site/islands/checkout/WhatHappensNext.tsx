import type { ReservationView } from '#shared/berth-views.ts';
import { reservationApprovalBusinessDays } from '#shared/reservation-approval.ts';
import { formatWholeDollars } from '#shared/pricing.ts';
import { businessDaysLabel } from './checkout-format.ts';

/** After payment: the office's approval, then what the lease asks for before the vessel arrives. */
export function WhatHappensNext({ reservation }: { reservation: ReservationView }) {
  const { lease } = reservation;

  return (
    <section aria-labelledby="what-happens-next-heading" className="mt-8">
      <h3 id="what-happens-next-heading" className="text-xl font-bold">
        What happens next
      </h3>
      <ol className="mt-3 grid list-decimal gap-3 pl-6 text-navy-800 marker:font-bold marker:text-sea-700">
        <li>
          The harbor office reviews your reservation and approves it within{' '}
          <strong className="font-semibold">{businessDaysLabel(reservationApprovalBusinessDays)}</strong>. We email you at{' '}
          <span className="wrap-anywhere">{reservation.contactEmail}</span> once it is approved; if it cannot be, the full amount is
          refunded to your card.
        </li>
        <li>
          Before your vessel arrives, send the harbor office
          {lease?.insuranceRequired && (
            <>
              {' '}
              a <strong className="font-semibold">certificate of insurance</strong> for liability cover of at least{' '}
              <span className="money font-semibold">{formatWholeDollars(lease.insuranceAmount)}</span> per occurrence, and
            </>
          )}{' '}
          your <strong className="font-semibold">crew list</strong>, as the lease sets out.
        </li>
      </ol>
    </section>
  );
}
