import type { AdminReservationDetail, ReservationLease } from '#shared/admin-reservation-views.ts';
import { maxPageSize } from '#shared/page-size.ts';
import type { Lease } from '#api/db/schema/index.ts';
import { listAudit } from '#api/services/admin-overview/list-audit.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { leaseSendingView } from '#api/services/leases/signing-links/lease-sending-view.ts';
import { findReservationWithLease } from '#api/services/reservations/reservation-view.ts';
import { toAdminReservationView } from './admin-reservation-view.ts';
import { paymentHistory } from './payment-history.ts';

/** A reservation with everything staff decide it on: vessel, contact, berth, lease, money and its audit trail. */
export async function reservationDetail(ctx: ServiceContext, id: string): Promise<AdminReservationDetail> {
  const { reservation, berth, lease } = await findReservationWithLease(ctx.db, id);
  // A reservation's trail is a handful of rows (decided, started, completed); one page holds it.
  const audit = await listAudit(ctx, { entityType: 'reservation', entityId: id, limit: maxPageSize });
  return {
    reservation: toAdminReservationView(reservation, berth.name, ctx.clock.now()),
    purpose: reservation.purpose,
    specialRequirements: reservation.specialRequirements,
    berth: { id: berth.id, name: berth.name, length: berth.length, maxDraft: berth.maxDraft },
    lease: lease ? toReservationLease(lease) : null,
    leaseSending: await leaseSendingView(ctx.db, reservation.id, lease),
    payments: paymentHistory(reservation, audit.items),
    audit: audit.items,
  };
}

function toReservationLease(lease: Lease): ReservationLease {
  return {
    id: lease.id,
    status: lease.status,
    signerName: lease.signerName,
    signerTitle: lease.signerTitle,
    signedAt: lease.signedAt?.toISOString() ?? null,
    signedDocumentSha256: lease.signedDocumentSha256,
  };
}
