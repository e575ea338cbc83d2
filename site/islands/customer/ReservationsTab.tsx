import { ArrowRight } from 'lucide-react';
import type { CustomerReservation } from '#shared/customer-views.ts';
import { formatCents } from '#shared/pricing.ts';
import { formatStayRange } from '#site/islands/berths/stay-summary.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { useHoldClock } from '#site/islands/checkout/use-hold-clock.ts';
import { StatusBadge } from '#site/islands/ui/Badge.tsx';
import { ListState } from '#site/islands/ui/ListState.tsx';
import { LoadMoreButton } from '#site/islands/ui/list-state/LoadMoreButton.tsx';
import { ClaimableHolds } from './ClaimableHolds.tsx';
import { HaulOutPriority } from './HaulOutPriority.tsx';
import { ReleaseHoldDialog } from './ReleaseHoldDialog.tsx';
import { SaveVesselButton } from './SaveVesselButton.tsx';
import { ReservationOutcome } from './ReservationOutcome.tsx';
import { checkoutAddress } from './customer-area-api.ts';
import { StackedTable, type Column } from '#site/islands/ui/table/StackedTable.tsx';
import { customerReservationLook } from './reservation-look.ts';
import { useReservations } from './use-customer-lists.ts';

/** How the reservation reads now; the browser's clock moves it on each minute, a hold to expired at its end. */
const useReservationLook = (reservation: CustomerReservation) =>
  customerReservationLook(reservation, useHoldClock(reservation.holdExpiresAt));

function ReservationStatus({ reservation }: { reservation: CustomerReservation }) {
  const { look, hold } = useReservationLook(reservation);
  return (
    <div className="grid justify-items-start gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge look={look} />
        {reservation.paid && <span className="text-sm font-semibold text-navy-700">Paid</span>}
      </div>
      {hold?.heldFor && <p className="text-sm font-semibold text-navy-800">{hold.heldFor}</p>}
      <ReservationOutcome reservation={reservation} />
    </div>
  );
}

/** A live hold can be paid (the checkout takes its signed-in owner) or let go; anything else has nothing to do here. */
function HoldActions({ reservation }: { reservation: CustomerReservation }) {
  const { hold } = useReservationLook(reservation);
  if (!hold) return <span className="text-navy-600">—</span>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a href={checkoutAddress(reservation.id)} className={primaryButtonClass}>
        Continue checkout<span className="sr-only"> of {reservation.reservationNumber}</span>
        <ArrowRight aria-hidden="true" className="size-5" />
      </a>
      <ReleaseHoldDialog reservation={reservation} />
    </div>
  );
}

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
        {reservation.paid && !reservation.vesselOnRecord && (
          <div className="mt-2">
            <SaveVesselButton reservationId={reservation.id} vesselName={reservation.vesselName} />
          </div>
        )}
      </>
    ),
  },
  { header: 'Dates', cell: (reservation) => formatStayRange({ arrival: reservation.arrivalDate, departure: reservation.departureDate }) },
  { header: 'Status', cell: (reservation) => <ReservationStatus reservation={reservation} /> },
  {
    header: 'Total',
    nowrap: true,
    cell: (reservation) => <span className="money font-semibold">{formatCents(reservation.totalCost)}</span>,
  },
  { header: 'Checkout', cell: (reservation) => <HoldActions reservation={reservation} /> },
];

export function ReservationsTab() {
  const reservations = useReservations();
  return (
    <div className="grid gap-6">
      {reservations.data && <ClaimableHolds owned={reservations.data} />}
      <HaulOutPriority />
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
