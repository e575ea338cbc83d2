import type { AdminReservationView } from '#shared/admin-reservation-views.ts';
import { addDays } from '#shared/stay-dates.ts';

/** One day's movements at the dock: confirmed stays due to arrive, active stays due to leave. */
export interface DayMovements {
  day: string;
  arrivals: AdminReservationView[];
  departures: AdminReservationView[];
}

/**
 * Today's and tomorrow's arrivals and departures (facility days) among `reservations`: a confirmed
 * stay arriving that day is checked in, an active stay leaving that day is checked out. Each list is
 * in berth order, so the office walks the dock once.
 */
export function movementsOf(reservations: readonly AdminReservationView[], today: string): [DayMovements, DayMovements] {
  const byBerth = (a: AdminReservationView, b: AdminReservationView) => a.berthName.localeCompare(b.berthName, 'en', { numeric: true });
  const on = (day: string): DayMovements => ({
    day,
    arrivals: reservations.filter((stay) => stay.status === 'confirmed' && stay.arrivalDate === day).sort(byBerth),
    departures: reservations.filter((stay) => stay.status === 'active' && stay.departureDate === day).sort(byBerth),
  });
  return [on(today), on(addDays(today, 1))];
}
