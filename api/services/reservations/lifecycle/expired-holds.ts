import { and, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { berthReservations } from '#api/db/schema/index.ts';
import { expiredHold, holdExpiredReason } from '#api/services/reservations/hold-conditions.ts';

/** The holds of a berth whose dates share a day with a stay's. */
export function overlappingStay(stay: { berthId: string; arrivalDate: string; departureDate: string }): SQL {
  return and(
    eq(berthReservations.berthId, stay.berthId),
    lt(berthReservations.arrivalDate, stay.departureDate),
    gt(berthReservations.departureDate, stay.arrivalDate),
  ) as SQL;
}

/** These reservations, by id. */
export const withIds = (ids: string[]): SQL => inArray(berthReservations.id, ids);

/**
 * The one way a hold ends by running out: those of `which` that are still unpaid, unapproved and
 * past their expiry at `now` are cancelled with the reason the customer and staff read. The write
 * is conditional, so a payment or an approval recorded meanwhile stands. Run it in the caller's
 * transaction; the caller signals the calendar change after it commits. The booking that takes an
 * expired hold's dates calls it in its own transaction (the no-overlap constraint counts every
 * reservation that is not cancelled); the expiry worker calls it for the holds it claimed. Provider
 * intents are the worker's to settle: a payment that still succeeds is recorded and refunded.
 */
export async function cancelExpiredHolds(db: Database, which: SQL, now: Date): Promise<void> {
  await db
    .update(berthReservations)
    .set({ status: 'cancelled', cancellationReason: holdExpiredReason })
    .where(and(which, expiredHold(now)));
}
