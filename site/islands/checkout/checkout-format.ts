import type { ReservationView } from '../../../shared/berth-views.ts';
import { facilityTimeZone } from '../../../shared/stay-dates.ts';

/** The first block of the reservation's UUID, enough for a customer to quote on the phone. */
export function shortReservationId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

const facilityDateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: facilityTimeZone,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * A timestamp as the harbor office's clock shows it, e.g. "Dec 3, 2026, 2:15 PM CST". ICU versions
 * differ on the space before AM/PM (narrow no-break or plain); a plain one everywhere keeps the
 * server's render and the browser's hydration identical.
 */
export function formatFacilityDateTime(isoTimestamp: string): string {
  return facilityDateTime.format(new Date(isoTimestamp)).replace(/\u202f/g, ' ');
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
