import type { ReactNode } from 'react';
import type { ReservationView } from '#shared/berth-views.ts';
import { formatCents, stayDays } from '#shared/pricing.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import { daysLabel } from './checkout-format.ts';

function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-sand-300 py-3 last:border-b-0">
      <dt className="text-sm font-semibold text-navy-600">{term}</dt>
      <dd className="text-right font-semibold text-navy-900">{children}</dd>
    </div>
  );
}

/** What is being booked and what it costs, beside every step. */
export function ReservationSummary({ reservation }: { reservation: ReservationView }) {
  const days = stayDays(reservation.arrivalDate, reservation.departureDate);

  return (
    <section aria-labelledby="reservation-summary-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-900/10">
      <h2 id="reservation-summary-heading" className="text-lg font-bold">
        Your reservation
      </h2>
      <dl className="mt-3">
        <SummaryRow term="Berth">{reservation.berth.name}</SummaryRow>
        <SummaryRow term="Vessel">
          {reservation.vesselName}
          {reservation.vesselLength !== null && (
            <span className="money block text-sm font-normal text-navy-600">{reservation.vesselLength} ft</span>
          )}
        </SummaryRow>
        <SummaryRow term="Arrival">
          <time dateTime={reservation.arrivalDate}>{formatStayDate(reservation.arrivalDate)}</time>
        </SummaryRow>
        <SummaryRow term="Departure">
          <time dateTime={reservation.departureDate}>{formatStayDate(reservation.departureDate)}</time>
        </SummaryRow>
        <SummaryRow term="Length of stay">{daysLabel(days)}</SummaryRow>
        <SummaryRow term="Total">
          <span className="money text-xl font-extrabold">{formatCents(reservation.totalCost)}</span>
        </SummaryRow>
      </dl>
    </section>
  );
}
