import { and, eq } from 'drizzle-orm';
import { leaseSigningLinkDays, type LeaseSigningRequest } from '#shared/lease-signing-link.ts';
import type { LeaseInfoBody } from '#shared/schemas/lease.ts';
import { hashToken, newToken } from '#api/auth/tokens.ts';
import { berthReservations, berths, leaseSigningLinks, leases, mailOutbox } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { recordLeaseEvent } from '#api/services/leases/evidence/record-lease-event.ts';
import { writeDraftLease } from '#api/services/leases/write-draft-lease.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { reservationNotFound } from '#api/services/reservations/access.ts';
import { liveHold } from '#api/services/reservations/hold-conditions.ts';
import { changeInTransaction } from '#api/services/reservations/lifecycle/calendar-signal.ts';
import { checkoutLinkOf } from '#api/services/reservations/hold-mail.ts';
import { leaseSendingRefusal } from './sending-refusal.ts';
import { signingRequestMail } from './signing-request-mail.ts';

const day = 24 * 60 * 60_000;

export interface SendLeaseInput {
  reservationId: string;
  /** The lessee's postal address and special terms, as the office took them on the phone. */
  info: LeaseInfoBody;
  /** The office's browser, for the lease's event log. */
  browser: { clientIp: string; userAgent: string | null };
}

/**
 * The office sends the lease of a reservation it booked for a caller
 * (`POST /api/admin/reservations/{id}/send-lease`): it writes the draft, holds the berth until the
 * link runs out, and mails the caller a link that makes their browser the reservation's holder, so
 * they review, sign and pay there. Each send makes a new link; earlier ones keep working until they
 * run out (decision 108). The draft, the longer hold, the link, the mail, the lease's events and
 * the audit row stand or fall together.
 */
export function sendLeaseForSignature(ctx: ServiceContext, input: SendLeaseInput): Promise<LeaseSigningRequest> {
  const staff = ctx.actor.staff;
  if (!staff) throw new Error('only the office sends a lease for signature');
  const actor = `Marina office (${staff.username})`;
  return changeInTransaction(ctx, async (txContext, tx) => {
    const now = ctx.clock.now();
    const [reservation] = await tx
      .select()
      .from(berthReservations)
      .where(eq(berthReservations.id, input.reservationId))
      .for('update')
      .limit(1);
    if (!reservation) throw reservationNotFound();
    const [existing] = await tx.select({ status: leases.status }).from(leases).where(eq(leases.reservationId, reservation.id));
    const refusal = leaseSendingRefusal(reservation, existing?.status ?? null, now);
    if (refusal) throw new AppError('conflict', refusal);

    const { lease } = await writeDraftLease(txContext, reservation, input.info, { actor, ...input.browser });
    const expiresAt = new Date(now.getTime() + leaseSigningLinkDays * day);
    const [held] = await tx
      .update(berthReservations)
      .set({ holdExpiresAt: expiresAt })
      .where(and(eq(berthReservations.id, reservation.id), liveHold(now)))
      .returning();
    if (!held) throw new Error(`reservation ${reservation.id} stopped being a live hold while locked`);

    const token = newToken();
    await tx.insert(leaseSigningLinks).values({
      reservationId: reservation.id,
      tokenHash: hashToken(token),
      sentTo: reservation.contactEmail,
      sentByUserId: staff.userId,
      createdAt: now,
      expiresAt,
    });
    const [berth] = await tx.select({ name: berths.name }).from(berths).where(eq(berths.id, reservation.berthId));
    if (!berth) throw new Error(`berth ${reservation.berthId} of reservation ${reservation.id} is missing`);
    const signingUrl = checkoutLinkOf(ctx.mail.siteUrl, reservation.id, 'sign', token);
    await tx.insert(mailOutbox).values({
      to: reservation.contactEmail,
      kind: 'lease-signing-request',
      ...signingRequestMail({ reservation: held, berthName: berth.name, signingUrl, expiresAt }, marinaOffice()),
    });
    await recordLeaseEvent(tx, {
      leaseId: lease.id,
      kind: 'sent-for-signature',
      occurredAt: now,
      actor,
      clientIp: input.browser.clientIp,
      userAgent: input.browser.userAgent,
      details: { to: reservation.contactEmail, expiresAt: expiresAt.toISOString() },
    });
    await recordAudit(txContext, {
      action: 'reservation.lease-sent',
      entityType: 'reservation',
      entityId: reservation.id,
      customerId: reservation.customerId,
      before: { holdExpiresAt: reservation.holdExpiresAt?.toISOString() ?? null },
      after: { holdExpiresAt: expiresAt.toISOString(), leaseSentTo: reservation.contactEmail },
    });
    return { sentTo: reservation.contactEmail, sentAt: now.toISOString(), expiresAt: expiresAt.toISOString() };
  });
}
