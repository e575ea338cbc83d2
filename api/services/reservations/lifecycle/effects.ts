import { eq } from 'drizzle-orm';
import { accountPartPath, accountPartUrl } from '#shared/account-parts.ts';
import { formatCents } from '#shared/pricing.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import { berths, mailOutbox, type BerthReservation } from '#api/db/schema/index.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { notifyCustomer } from '#api/services/notifications/notify-customer.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { approvalMail, declineMail, type DecidedReservation } from '#api/services/admin-reservations/decision-mail.ts';

// The side effects of a staff move besides the calendar signal: the audit row and the customer's mail
// and notice. Everything here runs in the transaction that makes the change (`ctx.db`), so the mail,
// the customer's notice and the audit row exist exactly when the change does.

/** The audit names of the moves staff make on a reservation. */
export type ReservationAuditAction = `reservation.${'approved' | 'declined' | 'started' | 'completed' | 'cancelled'}`;

/** The fields a staff move touches, as the audit row keeps them. */
const auditedFields = (reservation: BerthReservation) => ({
  status: reservation.status,
  paymentStatus: reservation.paymentStatus,
  paidAmount: reservation.paidAmount,
  holdExpiresAt: reservation.holdExpiresAt?.toISOString() ?? null,
  cancellationReason: reservation.cancellationReason,
  earlyArrivalOn: reservation.earlyArrivalOn,
  earlyDepartureOn: reservation.earlyDepartureOn,
});

export async function auditReservationChange(
  ctx: ServiceContext,
  action: ReservationAuditAction,
  before: BerthReservation,
  after: BerthReservation,
): Promise<void> {
  await recordAudit(ctx, {
    action,
    entityType: 'reservation',
    entityId: after.id,
    customerId: after.customerId,
    before: auditedFields(before),
    after: auditedFields(after),
  });
}

async function decided(ctx: ServiceContext, reservation: BerthReservation): Promise<DecidedReservation> {
  const [berth] = await ctx.db.select({ name: berths.name }).from(berths).where(eq(berths.id, reservation.berthId));
  if (!berth) throw new Error(`berth ${reservation.berthId} of reservation ${reservation.id} not found`);
  const reservationsUrl = reservation.customerId ? accountPartUrl('reservations', ctx.mail.siteUrl) : undefined;
  return { reservation, berthName: berth.name, ...(reservationsUrl && { reservationsUrl }) };
}

const stayWords = ({ reservation, berthName }: DecidedReservation) =>
  `${reservation.reservationNumber}: ${berthName} for ${reservation.vesselName}, ` +
  `${formatStayDate(reservation.arrivalDate)} to ${formatStayDate(reservation.departureDate)}`;

/** The customer hears of the approval by mail, and in their portals when the reservation is theirs. */
export async function announceApproval(ctx: ServiceContext, after: BerthReservation): Promise<void> {
  const approved = await decided(ctx, after);
  await ctx.db
    .insert(mailOutbox)
    .values({ to: after.contactEmail, kind: 'reservation-approved', ...approvalMail(approved, marinaOffice()) });
  if (after.customerId) {
    await notifyCustomer(ctx, {
      customerId: after.customerId,
      type: 'reservation-approved',
      title: 'Reservation approved',
      message: `The harbor office approved reservation ${stayWords(approved)}.`,
      actionUrl: accountPartPath('reservations'),
    });
  }
}

/** The customer hears that the office declined the request or cancelled the hold, of any refund, and of the reason staff gave. */
export async function announceDecline(ctx: ServiceContext, after: BerthReservation, reason?: string): Promise<void> {
  const declined = await decided(ctx, after);
  await ctx.db
    .insert(mailOutbox)
    .values({ to: after.contactEmail, kind: 'reservation-declined', ...declineMail(declined, marinaOffice(), reason) });
  if (after.customerId) {
    const refunded =
      after.paymentStatus === 'refunded'
        ? ` Your payment of ${formatCents(after.paidAmount ?? after.totalCost)} has been refunded in full.`
        : '';
    const because = reason ? ` Reason: ${reason}` : '';
    await notifyCustomer(ctx, {
      customerId: after.customerId,
      type: 'reservation-declined',
      title: 'Reservation not approved',
      message: `The harbor office could not approve reservation ${stayWords(declined)}, so it has been cancelled.${refunded}${because}`,
      actionUrl: accountPartPath('reservations'),
    });
  }
}
