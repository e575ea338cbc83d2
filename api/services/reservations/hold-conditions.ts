import { and, eq, gt, isNotNull, lte, ne, not, type SQL } from 'drizzle-orm';
import { berthReservations } from '#api/db/schema/index.ts';

/** Why a hold that ran out is cancelled; the customer and staff read it on the reservation. */
export const holdExpiredReason = 'The hold expired before payment.';

const unpaidPending = () => and(eq(berthReservations.status, 'pending'), eq(berthReservations.paymentStatus, 'unpaid'));

/** An unpaid, unapproved reservation whose hold ran out by `now`: it no longer blocks its berth. */
export function expiredHold(now: Date): SQL {
  return and(unpaidPending(), isNotNull(berthReservations.holdExpiresAt), lte(berthReservations.holdExpiresAt, now)) as SQL;
}

/** An unpaid, unapproved reservation still holding its berth at `now`. */
export function liveHold(now: Date): SQL {
  return and(unpaidPending(), gt(berthReservations.holdExpiresAt, now)) as SQL;
}

/**
 * A reservation that occupies its berth's dates at `now`: not cancelled, and not a hold that has
 * run out (paid and approved reservations have no hold, so they always count).
 */
export function liveReservation(now: Date): SQL {
  return and(ne(berthReservations.status, 'cancelled'), not(expiredHold(now))) as SQL;
}
