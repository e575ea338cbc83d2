import { eq } from 'drizzle-orm';
import type { ReservationStatus } from '#shared/berth-options.ts';
import type { ReservationView } from '#shared/berth-views.ts';
import { checkTransition, earlyMove, type ReservationAction, type ReservationTargetStatus } from '#shared/reservation-transitions.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { berthReservations } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { reservationNotFound } from '#api/services/reservations/access.ts';
import { getReservationView } from '#api/services/reservations/reservation-view.ts';
import { changeInTransaction } from './calendar-signal.ts';
import { beingDeclinedMessage, declineReservation, declineUnderway } from './decline.ts';
import { announceApproval, announceDecline, auditReservationChange, type ReservationAuditAction } from './effects.ts';

const holdRanOutMessage =
  'The hold on this reservation ran out before it was approved, so it no longer holds the berth. Ask the customer to reserve again.';
const declinedReason = 'Declined by the harbor office.';

const auditAction: Record<ReservationAction, ReservationAuditAction> = {
  approve: 'reservation.approved',
  decline: 'reservation.declined',
  start: 'reservation.started',
  complete: 'reservation.completed',
};

/** The transition's refusal as a 409, or the action it is. */
function allowedAction(from: ReservationStatus, to: ReservationStatus): ReservationAction {
  const check = checkTransition(from, to);
  if (!check.allowed) throw new AppError('conflict', check.message);
  return check.action;
}

/**
 * Staff move a reservation along (`PATCH /api/berth-reservations/{id}`): approve or decline a
 * pending one, start a confirmed stay, complete an active one. Anything else is refused with 409
 * and changes nothing. The row is locked while it is checked and changed, so concurrent moves of
 * one reservation run one after the other and the second sees what the first did. Declining goes
 * through `declineReservation`, which claims the reservation, settles the payment with the provider,
 * then cancels it; an approval while a decline is underway is refused. Starting a stay before its
 * arrival day, or completing it before its departure day (at the facility, on the app's clock),
 * records that day as an early arrival or departure, on the reservation and in the audit row. A
 * decline's reason, when given, is kept as the cancellation reason and told to the customer.
 */
export async function moveReservation(
  ctx: ServiceContext,
  id: string,
  to: ReservationTargetStatus,
  /** Why staff declined; kept as the cancellation reason and told to the customer. */
  reason?: string,
): Promise<ReservationView> {
  const [reservation] = await ctx.db.select().from(berthReservations).where(eq(berthReservations.id, id)).limit(1);
  if (!reservation) throw reservationNotFound();
  if (allowedAction(reservation.status, to) === 'decline') {
    return declineReservation(ctx, id, {
      refusal: (current) => {
        const check = checkTransition(current.status, 'cancelled');
        return check.allowed ? null : check.message;
      },
      reason: reason || declinedReason,
      onDeclined: async (txContext, before, after) => {
        await announceDecline(txContext, after, reason);
        await auditReservationChange(txContext, auditAction.decline, before, after);
      },
    });
  }

  await changeInTransaction(ctx, async (txContext, tx) => {
    const [current] = await tx.select().from(berthReservations).where(eq(berthReservations.id, id)).for('update');
    if (!current) throw reservationNotFound();
    const action = allowedAction(current.status, to);
    const now = ctx.clock.now();
    const approving = action === 'approve';
    if (approving && declineUnderway(current, now)) throw new AppError('conflict', beingDeclinedMessage);
    // A hold that ran out no longer keeps its dates, so approving it could double-book the berth.
    if (approving && current.paymentStatus === 'unpaid' && current.holdExpiresAt && current.holdExpiresAt <= now) {
      throw new AppError('conflict', holdRanOutMessage);
    }
    const today = facilityToday(now);
    const early = earlyMove(current, to, today);
    const [after] = await tx
      .update(berthReservations)
      .set({
        status: to,
        // Approval ends the hold: the reservation keeps its berth whether or not it is paid yet.
        ...(approving && { holdExpiresAt: null }),
        ...(early?.kind === 'arrival' && { earlyArrivalOn: today }),
        ...(early?.kind === 'departure' && { earlyDepartureOn: today }),
      })
      .where(eq(berthReservations.id, id))
      .returning();
    if (!after) throw new Error(`reservation ${id} vanished under its lock`);
    if (approving) await announceApproval(txContext, after);
    await auditReservationChange(txContext, auditAction[action], current, after);
  });
  return getReservationView(ctx.db, id, ctx.actor);
}
