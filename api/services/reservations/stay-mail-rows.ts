import { formatStayDate } from '#shared/stay-dates.ts';
import type { BerthReservation } from '#api/db/schema/index.ts';

type Stay = Pick<BerthReservation, 'reservationNumber' | 'vesselName' | 'arrivalDate' | 'departureDate'>;

/** The rows every mail about a stay opens its details with: which reservation, berth, vessel and dates. */
export function stayMailRows(reservation: Stay, berthName: string): [string, string][] {
  return [
    ['Reservation', reservation.reservationNumber],
    ['Berth', berthName],
    ['Vessel', reservation.vesselName],
    ['Arrival', formatStayDate(reservation.arrivalDate)],
    ['Departure', formatStayDate(reservation.departureDate)],
  ];
}
