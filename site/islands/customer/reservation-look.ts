import type { CustomerReservation } from '#shared/customer-views.ts';
import type { StatusLook } from '#site/islands/ui/Badge.tsx';
import { reservationStatusLook } from './status-look.ts';

const minuteMs = 60_000;

type LookFields = Pick<CustomerReservation, 'status' | 'paid' | 'holdExpiresAt' | 'holdExpired'>;

/** How a reservation reads in the customer's list at `now`, and whether its hold can still be paid or released. */
export interface ReservationLook {
  look: StatusLook;
  /** Set while an unpaid hold still holds its berth. */
  hold: { expiresAt: string; heldFor: string | null } | null;
}

/** "Held for 23 more minutes": minutes counted up, as the checkout's countdown counts them; null before the browser's clock is read. */
export function heldForWords(expiresAt: string, now: number | null): string | null {
  if (now === null) return null;
  const minutes = Math.ceil((Date.parse(expiresAt) - now) / minuteMs);
  return `Held for ${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * A hold says what it is: awaiting payment while it holds the berth (a hold past its expiry counts
 * as expired before the server has cancelled it), and a paid reservation waits for the office's approval.
 */
export function customerReservationLook(reservation: LookFields, now: number | null): ReservationLook {
  const { status, paid, holdExpiresAt, holdExpired } = reservation;
  const ranOut = holdExpiresAt !== null && now !== null && Date.parse(holdExpiresAt) <= now;
  if (holdExpired || (!paid && ranOut)) return { look: { label: 'Hold expired', tone: 'closed' }, hold: null };
  if (status === 'pending' && !paid && holdExpiresAt) {
    return {
      look: { label: 'Awaiting payment', tone: 'alert' },
      hold: { expiresAt: holdExpiresAt, heldFor: heldForWords(holdExpiresAt, now) },
    };
  }
  return { look: reservationStatusLook(status), hold: null };
}
