import type { PaymentEvent } from '#shared/admin-reservation-views.ts';
import type { AuditEntryView } from '#shared/audit-views.ts';
import type { BerthReservation } from '#api/db/schema/index.ts';

type PaymentFacts = Pick<BerthReservation, 'totalCost' | 'stripePaymentIntentId' | 'paymentStatus' | 'paidAmount' | 'paidAt' | 'createdAt'>;

/**
 * A reservation's money in the order it moved: the card payment asked for at checkout, the amount
 * received, and the refund. The reservation keeps one payment; a refund is dated by the decline
 * that made it (its audit row), or by the payment itself when it arrived after the hold had ended
 * and was sent back at once.
 */
export function paymentHistory(reservation: PaymentFacts, audit: readonly AuditEntryView[]): PaymentEvent[] {
  const reference = reservation.stripePaymentIntentId;
  const events: PaymentEvent[] = [];
  if (reference) events.push({ kind: 'requested', amount: reservation.totalCost, at: reservation.createdAt.toISOString(), reference });
  if (reservation.paymentStatus === 'unpaid') return events;
  const amount = reservation.paidAmount ?? reservation.totalCost;
  const paidAt = reservation.paidAt?.toISOString() ?? null;
  events.push({ kind: 'paid', amount, at: paidAt, reference });
  if (reservation.paymentStatus === 'refunded') {
    const decline = audit.find((entry) => entry.action === 'reservation.declined');
    events.push({ kind: 'refunded', amount: decline?.details.refundCents ?? amount, at: decline?.createdAt ?? paidAt, reference });
  }
  return events;
}
