import type { ReservationView } from '#shared/berth-views.ts';

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

/** "1 day", "12 days": stays are counted in days, as the estimate and the lease count them. */
export function daysLabel(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "one business day", "3 business days": small counts in words, as a sentence reads them. */
export function businessDaysLabel(days: number): string {
  return `${numberWords[days] ?? days} business ${days === 1 ? 'day' : 'days'}`;
}
