import { ArrowRight } from 'lucide-react';
import type { CustomerReservation } from '#shared/customer-views.ts';
import { formatCents } from '#shared/pricing.ts';
import { holdTimeLeft } from '#site/islands/berths/hold-time-left.ts';
import { formatStayRange } from '#site/islands/berths/stay-summary.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { StatusBadge } from '#site/islands/ui/Badge.tsx';
import { ListState } from '#site/islands/ui/ListState.tsx';
import { LoadMoreButton } from '#site/islands/ui/list-state/LoadMoreButton.tsx';
import { ClaimableHolds } from './ClaimableHolds.tsx';
import { ReservationOutcome } from './ReservationOutcome.tsx';
import { checkoutAddress } from './customer-area-api.ts';
import { StackedTable, type Column } from '#site/islands/ui/table/StackedTable.tsx';
import { reservationStatusLook } from './status-look.ts';
import { useReservations } from './use-customer-lists.ts';

/** The time an unpaid reservation still holds its berth, or null when it does not. */
const heldFor = (reservation: CustomerReservation) =>
  !reservation.paid && reservation.holdExpiresAt ? holdTimeLeft(reservation.holdExpiresAt, Date.now()) : null;

const columns: Column<CustomerReservation>[] = [
  {
    header: 'Reservation',
    cell: (reservation) => <span className="money font-semibold text-navy-900">{reservation.reservationNumber}</span>,
  },
  {
    header: 'Berth and vessel',
    cell: (reservation) => (
      <>
        <p className="font-semibold text-navy-900">{reservation.berthName}</p>
        <p className="text-sm text-navy-700">{reservation.vesselName}</p>
      </>
    ),
  },
  { header: 'Dates', cell: (reservation) => formatStayRange({ arrival: reservation.arrivalDate, departure: reservation.departureDate }) },
  {
    header: 'Status',
    cell: (reservation) => (
      <div className="grid justify-items-start gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge look={reservationStatusLook(reservation.status)} />
          {reservation.paid && <span className="text-sm font-semibold text-navy-700">Paid</span>}
        </div>
        <ReservationOutcome reservation={reservation} />
      </div>
    ),
  },
  {
    header: 'Total',
    nowrap: true,
    cell: (reservation) => <span className="money font-semibold">{formatCents(reservation.totalCost)}</span>,
  },
  {
    header: 'Checkout',
    cell: (reservation) => {
      const timeLeft = heldFor(reservation);
      if (!timeLeft) return <span className="text-navy-600">—</span>;
      return (
        <div className="grid justify-items-start gap-2">
          <span className="text-sm font-semibold text-navy-800">Held for you: {timeLeft}</span>
          <a href={checkoutAddress(reservation.id)} className={primaryButtonClass}>
            Continue checkout<span className="sr-only"> of {reservation.reservationNumber}</span>
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
        </div>
      );
    },
  },
];

export function ReservationsTab() {
  const reservations = useReservations();
  return (
    <div className="grid gap-6">
      {reservations.data && <ClaimableHolds owned={reservations.data} />}
      <ListState
        query={reservations}
        what="berth reservations"
        empty={{
          title: 'No berth reservations yet',
          description: 'Reserve a berth on our 1,250 ft dock and its lease and payment follow here.',
          action: (
            <a href="/berths" className={primaryButtonClass}>
              Find a berth
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
          ),
        }}
      >
        {(reservations) => (
          <StackedTable caption="Your berth reservations" columns={columns} rows={reservations} rowKey={(reservation) => reservation.id} />
        )}
      </ListState>
      <LoadMoreButton query={reservations} />
    </div>
  );
}
