import type { ReservationView } from '#shared/berth-views.ts';
import type { BerthReservation } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { declineReservation } from './decline.ts';
import { announceDecline, auditReservationChange } from './effects.ts';

const holdCancelledReason = 'The hold was cancelled by the harbor office.';
const notAHoldMessage = 'Only an unpaid reservation that is still held for payment can have its hold cancelled.';

/** Whether a reservation still has an unpaid hold staff may cancel, or why not. */
function holdCancelRefusal(reservation: BerthReservation): string | null {
  return reservation.status === 'pending' && reservation.paymentStatus === 'unpaid' && reservation.holdExpiresAt ? null : notAHoldMessage;
}

/**
 * Staff release an unpaid hold before it runs out (`POST /api/admin/reservations/{id}/cancel-hold`):
 * the reservation is cancelled and its open card payment closed, like a decline of an unpaid
 * request. A card that went through meanwhile is refunded rather than kept.
 */
export function cancelHold(ctx: ServiceContext, id: string): Promise<ReservationView> {
  return declineReservation(ctx, id, {
    refusal: holdCancelRefusal,
    reason: holdCancelledReason,
    onDeclined: async (txContext, before, after) => {
      await announceDecline(txContext, after);
      await auditReservationChange(txContext, 'reservation.cancelled', before, after);
    },
  });
}
