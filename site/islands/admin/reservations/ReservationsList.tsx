import { useQuery } from '@tanstack/react-query';
import { reservationStatuses } from '#shared/berth-options.ts';
import { Select, TextInput } from '#site/islands/form/controls.tsx';
import { EmptyNotice } from '#site/islands/ui/list-state/EmptyNotice.tsx';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { LoadMoreButton } from '#site/islands/ui/list-state/LoadMoreButton.tsx';
import { usePagedList } from '#site/islands/ui/list-state/use-paged-list.ts';
import { useAddressFilters } from '#site/islands/admin/shell/admin-address.ts';
import { statusLooks } from './reservation-look.ts';
import { ReservationTable } from './ReservationTable.tsx';
import { listBerths, listReservationsPage, reservationKeys, reservationsAddress, type ReservationFilters } from './reservations-api.ts';

const statusOptions = reservationStatuses.map((status) => ({ value: status, label: statusLooks[status].label }));
const anyFilter: ReservationFilters = { status: '', berthId: '', from: '', to: '' };

/** Every reservation, newest first (sortable once loaded), filtered by status, berth and dates, with "Load more" until the last page. */
export function ReservationsList() {
  const [filters, setFilters] = useAddressFilters('reservations', anyFilter);
  const berths = useQuery({ queryKey: reservationKeys.berths, queryFn: ({ signal }) => listBerths(signal) });
  const reservations = usePagedList({
    queryKey: reservationKeys.list(filters),
    firstPage: reservationsAddress(filters),
    fetchPage: listReservationsPage,
  });
  const rows = reservations.data ?? [];
  const filter = (name: keyof ReservationFilters) => (event: { target: { value: string } }) =>
    setFilters({ ...filters, [name]: event.target.value });
  const filtered = Object.values(filters).some((value) => value !== '');

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Select label="Status" placeholder="All statuses" options={statusOptions} value={filters.status} onChange={filter('status')} />
        <Select
          label="Berth"
          placeholder="All berths"
          options={(berths.data ?? []).map((berth) => ({ value: berth.id, label: berth.name }))}
          value={filters.berthId}
          onChange={filter('berthId')}
        />
        <TextInput label="Staying from" type="date" value={filters.from} onChange={filter('from')} />
        <TextInput label="Staying until" type="date" value={filters.to} onChange={filter('to')} />
      </div>
      <div aria-live="polite" className="sr-only">
        {reservations.isSuccess &&
          `${rows.length} ${rows.length === 1 ? 'reservation' : 'reservations'} shown${reservations.hasNextPage ? ', more to load' : ''}`}
      </div>
      {reservations.isPending && <LoadingNotice>Loading reservations…</LoadingNotice>}
      {reservations.isError && (
        <LoadFailure query={reservations}>The reservations could not be loaded. Check the connection and try again.</LoadFailure>
      )}
      {reservations.isSuccess && rows.length === 0 && (
        <EmptyNotice title={filtered ? 'No reservations match these filters' : 'No reservations yet'} />
      )}
      {rows.length > 0 && <ReservationTable reservations={rows} />}
      <LoadMoreButton query={reservations} />
    </div>
  );
}
