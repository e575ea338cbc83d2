import { useQuery } from '@tanstack/react-query';
import type { AdminReservationView } from '#shared/admin-reservation-views.ts';
import { formatStayDate, facilityToday } from '#shared/stay-dates.ts';
import { StatusBadge } from '#site/islands/ui/Badge.tsx';
import { ListState } from '#site/islands/ui/ListState.tsx';
import { reservationDetailHref } from '#site/islands/admin/shell/admin-address.ts';
import { useReservationLinkClick } from './detail/open-reservation.ts';
import { movementsOf, type DayMovements } from './movements.ts';
import { ReservationActions } from './ReservationActions.tsx';
import { statusLooks } from './reservation-look.ts';
import { listMovementCandidates, reservationKeys } from './reservations-api.ts';

const checkLabels = { start: 'Check in', complete: 'Check out' } as const;

function Movement({ stay }: { stay: AdminReservationView }) {
  const openReservation = useReservationLinkClick();
  return (
    <li
      aria-label={`${stay.reservationNumber}, ${stay.vesselName}`}
      className="grid gap-2 rounded-lg bg-white p-3 ring-1 ring-navy-900/10 sm:flex sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="font-semibold text-navy-900">
          <a
            href={reservationDetailHref(stay.id)}
            onClick={openReservation(stay.id)}
            className="text-sea-800 underline underline-offset-2 hover:text-sea-900"
          >
            {stay.vesselName}
          </a>{' '}
          · {stay.berthName}
        </p>
        <p className="text-sm text-navy-700">
          {stay.reservationNumber} · {formatStayDate(stay.arrivalDate)} – {formatStayDate(stay.departureDate)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge look={statusLooks[stay.status]} />
        <ReservationActions reservation={stay} labels={checkLabels} />
      </div>
    </li>
  );
}

function MovementList({ title, empty, stays }: { title: string; empty: string; stays: AdminReservationView[] }) {
  return (
    <div className="grid content-start gap-2">
      <h4 className="font-semibold text-navy-900">{title}</h4>
      {stays.length === 0 ? (
        <p className="text-sm text-navy-700">{empty}</p>
      ) : (
        <ul className="grid gap-2">
          {stays.map((stay) => (
            <Movement key={stay.id} stay={stay} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Day({ movements, name }: { movements: DayMovements; name: 'today' | 'tomorrow' }) {
  const date = formatStayDate(movements.day);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <MovementList title={`Arrivals ${name}, ${date}`} empty={`No arrivals ${name}`} stays={movements.arrivals} />
      <MovementList title={`Departures ${name}, ${date}`} empty={`No departures ${name}`} stays={movements.departures} />
    </div>
  );
}

/** Today's and tomorrow's arrivals and departures on the facility's days, each with Check in (Start) or Check out (Complete). */
export function ArrivalsDepartures() {
  const today = facilityToday();
  const candidates = useQuery({
    queryKey: reservationKeys.movements(today),
    queryFn: ({ signal }) => listMovementCandidates(today, signal),
  });
  return (
    <ListState
      query={candidates}
      what="arrivals and departures"
      loading="Loading today's arrivals and departures…"
      failure="The arrivals and departures could not be loaded. Check the connection and try again."
      empty={{ title: 'No arrivals or departures today or tomorrow', description: 'No boat is due to arrive or leave the dock.' }}
    >
      {(stays) => {
        const [onToday, onTomorrow] = movementsOf(stays, today);
        return (
          <div className="grid gap-6">
            <Day movements={onToday} name="today" />
            <Day movements={onTomorrow} name="tomorrow" />
          </div>
        );
      }}
    </ListState>
  );
}
