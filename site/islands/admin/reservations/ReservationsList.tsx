import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { reservationStatuses } from '../../../../shared/berth-options.ts';
import { secondaryButtonClass } from '../../form/button-classes.ts';
import { Select, TextInput } from '../../form/controls.tsx';
import { LoadState } from './LoadState.tsx';
import { statusLooks } from './reservation-look.ts';
import { ReservationRow } from './ReservationRow.tsx';
import { listBerths, listReservationsPage, reservationKeys, reservationsAddress, type ReservationFilters } from './reservations-api.ts';

const statusOptions = reservationStatuses.map((status) => ({ value: status, label: statusLooks[status].label }));
const anyFilter: ReservationFilters = { status: '', berthId: '', from: '', to: '' };

/** Every reservation, newest first, filtered by status, berth and dates, with "Load more" until the last page. */
export function ReservationsList() {
  const [filters, setFilters] = useState(anyFilter);
  const berths = useQuery({ queryKey: reservationKeys.berths, queryFn: ({ signal }) => listBerths(signal) });
  const reservations = useInfiniteQuery({
    queryKey: reservationKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listReservationsPage(pageParam, signal),
    initialPageParam: reservationsAddress(filters),
    getNextPageParam: (page) => page.next,
  });
  const rows = reservations.data?.pages.flatMap((page) => page.reservations) ?? [];
  const filter = (name: keyof ReservationFilters) => (event: { target: { value: string } }) => setFilters({ ...filters, [name]: event.target.value });
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
        {reservations.isSuccess && `${rows.length} ${rows.length === 1 ? 'reservation' : 'reservations'} shown${reservations.hasNextPage ? ', more to load' : ''}`}
      </div>
      <LoadState
        what="reservations"
        pending={reservations.isPending}
        error={reservations.isError}
        retrying={reservations.isFetching}
        onRetry={() => void reservations.refetch()}
      />
      {reservations.isSuccess && rows.length === 0 && (
        <p className="rounded-lg border border-dashed border-navy-300 bg-sand-50 p-6 text-center font-semibold text-navy-900">
          {filtered ? 'No reservations match these filters' : 'No reservations yet'}
        </p>
      )}
      {rows.length > 0 && (
        <ul aria-label="Reservations, newest first" className="grid gap-3">
          {rows.map((reservation) => (
            <ReservationRow key={reservation.id} reservation={reservation} />
          ))}
        </ul>
      )}
      {reservations.hasNextPage && (
        <button
          type="button"
          onClick={() => void reservations.fetchNextPage()}
          disabled={reservations.isFetchingNextPage}
          className={`${secondaryButtonClass} justify-self-center`}
        >
          {reservations.isFetchingNextPage && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
          {reservations.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  );
}
