import type { ReservationView } from '../../../shared/berth-views.ts';

/** The first block of the reservation's UUID, enough for a customer to quote on the phone. */
export function shortReservationId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

const reservationStatusText: Record<ReservationView['status'], string> = {
  pending: 'Pending approval — the harbor office will confirm your berth',
  confirmed: 'Confirmed by the harbor office',
  active: 'Active — your vessel is alongside',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** What the reservation's status means to the customer, in words. */
export function describeReservationStatus(status: ReservationView['status']): string {
  return reservationStatusText[status];
}

/** "1 night", "12 nights". */
export function nightsLabel(nights: number): string {
  return `${nights} ${nights === 1 ? 'night' : 'nights'}`;
}
