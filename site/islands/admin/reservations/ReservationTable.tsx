import type { AdminReservationView } from '#shared/admin-reservation-views.ts';
import { earlyStayNotes } from '#shared/early-stay-words.ts';
import { formatCents } from '#shared/pricing.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { reservationDetailHref } from '#site/islands/admin/shell/admin-address.ts';
import { Badge, StatusBadge } from '#site/islands/ui/Badge.tsx';
import { StackedTable, type Column } from '#site/islands/ui/table/StackedTable.tsx';
import { useReservationLinkClick } from './detail/open-reservation.ts';
import { ReservationActions } from './ReservationActions.tsx';
import { formatMinutes, holdLeft, paymentLabels, statusLooks } from './reservation-look.ts';

/** "120 × 30 ft, 12 ft draft": the figures given, for comparing vessels down the list. */
function vesselSize({ vesselLength, vesselBeam, vesselDraft }: AdminReservationView): string {
  const plan = [vesselLength, vesselBeam].filter((value) => value !== null).join(' × ');
  const parts = [plan && `${plan} ft`, vesselDraft !== null && `${vesselDraft} ft draft`].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'Size not given';
}

const columns: Column<AdminReservationView>[] = [
  {
    header: 'Vessel',
    sortValue: (row) => row.vesselName.toLowerCase(),
    cell: (row) => (
      <>
        <span className="font-semibold text-navy-900">{row.vesselName}</span>
        <span className="block text-navy-600">{row.reservationNumber}</span>
        <span className="block text-navy-600">{vesselSize(row)}</span>
      </>
    ),
  },
  {
    header: 'Customer',
    sortValue: (row) => row.contactName.toLowerCase(),
    cell: (row) => (
      <>
        {row.contactName}
        <span className="block text-navy-600">{row.company}</span>
      </>
    ),
  },
  { header: 'Berth', sortValue: (row) => row.berthName, cell: (row) => row.berthName },
  {
    header: 'Dates',
    nowrap: true,
    sortValue: (row) => row.arrivalDate,
    cell: (row) => (
      <>
        {formatStayDate(row.arrivalDate)} – {formatStayDate(row.departureDate)}
        {earlyStayNotes(row).map((note) => (
          <span key={note} className="block text-navy-600">
            {note}
          </span>
        ))}
      </>
    ),
  },
  {
    header: 'Total',
    nowrap: true,
    sortValue: (row) => row.totalCost,
    firstDirection: 'descending',
    cell: (row) => (
      <>
        <span className="money">{formatCents(row.totalCost)}</span>
        <span className="block text-navy-600">{paymentLabels[row.paymentStatus]}</span>
      </>
    ),
  },
  {
    header: 'Status',
    sortValue: (row) => statusLooks[row.status].label,
    cell: (row) => (
      <span className="flex flex-wrap gap-1">
        <StatusBadge look={statusLooks[row.status]} />
        {row.waitingTooLong && <Badge tone="alert">Paid, waiting over 24 h</Badge>}
        {holdLeft(row.holdMinutesLeft) && <span className="block w-full text-navy-600">{holdLeft(row.holdMinutesLeft)}</span>}
      </span>
    ),
  },
  {
    header: 'Requested',
    nowrap: true,
    sortValue: (row) => row.createdAt,
    firstDirection: 'descending',
    cell: (row) => `${formatMinutes(row.ageMinutes)} ago`,
  },
];

/** The reservations loaded, as a dense sortable table; each row opens its detail and carries its moves. */
export function ReservationTable({ reservations }: { reservations: readonly AdminReservationView[] }) {
  const openReservation = useReservationLinkClick();
  return (
    <StackedTable
      dense
      caption="Reservations, newest first"
      columns={columns}
      rows={reservations}
      rowKey={(row) => row.id}
      rowClassName={(row) => (row.waitingTooLong ? 'bg-safety-50' : '')}
      actions={(row) => (
        <div className="flex flex-wrap gap-2">
          <a
            href={reservationDetailHref(row.id)}
            onClick={openReservation(row.id)}
            className={`${secondaryButtonClass} min-h-11 px-4 text-sm`}
            aria-label={`Details of ${row.reservationNumber}, ${row.vesselName}`}
          >
            Details
          </a>
          <ReservationActions reservation={row} />
        </div>
      )}
    />
  );
}
