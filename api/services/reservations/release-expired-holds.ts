import { and, eq, gt, lt } from 'drizzle-orm';
import { berthReservations } from '#api/db/schema/index.ts';
import type { Database } from '#api/db/client.ts';
import { expiredHold, holdExpiredReason } from './hold-conditions.ts';

interface Stay {
  berthId: string;
  arrivalDate: string;
  departureDate: string;
}

/**
 * Cancels the holds of a berth that ran out by `now` and overlap a stay, so the stay can take their
 * dates: the no-overlap constraint counts every reservation that is not cancelled. Run it in the
 * transaction that books the stay; concurrent bookings meet on these rows' locks and then on the
 * constraint, so one of them wins. Provider intents of these holds are left to the expiry worker's
 * rules: a payment that still succeeds is recorded and refunded.
 */
export async function releaseExpiredHolds(tx: Database, stay: Stay, now: Date): Promise<void> {
  await tx
    .update(berthReservations)
    .set({ status: 'cancelled', cancellationReason: holdExpiredReason })
    .where(
      and(
        eq(berthReservations.berthId, stay.berthId),
        lt(berthReservations.arrivalDate, stay.departureDate),
        gt(berthReservations.departureDate, stay.arrivalDate),
        expiredHold(now),
      ),
    );
}
