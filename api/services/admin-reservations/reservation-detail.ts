import { eq } from 'drizzle-orm';
import type { AdminReservationDetail, ReservationLease } from '#shared/admin-reservation-views.ts';
import { maxPageSize } from '#shared/page-size.ts';
import { berthReservations, berths, leases, type Lease } from '#api/db/schema/index.ts';
import { listAudit } from '#api/services/admin-overview/list-audit.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { reservationNotFound } from '#api/services/reservations/access.ts';
import { toAdminReservationView } from './admin-reservation-view.ts';
import { paymentHistory } from './payment-history.ts';

/** A reservation with everything staff decide it on: vessel, contact, berth, lease, money and its audit trail. */
export async function reservationDetail(ctx: ServiceContext, id: string): Promise<AdminReservationDetail> {
  const [row] = await ctx.db
    .select({ reservation: berthReservations, berth: berths, lease: leases })
    .from(berthReservations)
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .leftJoin(leases, eq(leases.reservationId, berthReservations.id))
    .where(eq(berthReservations.id, id))
    .limit(1);
  if (!row) throw reservationNotFound();
  const { reservation, berth, lease } = row;
  // A reservation's trail is a handful of rows (decided, started, completed); one page holds it.
  const audit = await listAudit(ctx, { entityType: 'reservation', entityId: id, limit: maxPageSize });
  return {
    reservation: toAdminReservationView(reservation, berth.name, ctx.clock.now()),
    purpose: reservation.purpose,
    specialRequirements: reservation.specialRequirements,
    berth: { id: berth.id, name: berth.name, length: berth.length, maxDraft: berth.maxDraft },
    lease: lease ? toReservationLease(lease) : null,
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
