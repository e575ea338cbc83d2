import { eq } from 'drizzle-orm';
import type { LeaseView, ReservationView } from '#shared/berth-views.ts';
import type { Actor } from '#api/auth/actor.ts';
import { sha256Hex } from '#api/auth/tokens.ts';
import type { Database } from '#api/db/client.ts';
import { berthReservations, berths, leases, type Berth, type BerthReservation, type Lease } from '#api/db/schema/index.ts';
import { storedLeaseBlocks } from '#api/services/leases/lease-blocks.ts';
import { reservationNotFound } from './access.ts';

export function toLeaseView(lease: Lease): LeaseView {
  return {
    id: lease.id,
    reservationId: lease.reservationId,
    status: lease.status,
    leaseDocument: lease.leaseDocument,
    leaseTextSha256: sha256Hex(lease.leaseDocument),
    document: storedLeaseBlocks(lease),
    lesseeName: lease.lesseeName,
    lesseeCompany: lease.lesseeCompany,
    lesseeEmail: lease.lesseeEmail,
    lesseeAddress: lease.lesseeAddress,
    lesseeCity: lease.lesseeCity,
    lesseeState: lease.lesseeState,
    lesseeZip: lease.lesseeZip,
    insuranceRequired: lease.insuranceRequired,
    insuranceAmount: lease.insuranceAmount,
    specialTerms: lease.specialTerms,
    signedAt: lease.signedAt?.toISOString() ?? null,
    signerName: lease.signerName,
    signerTitle: lease.signerTitle,
    digitalSignature: lease.digitalSignature,
    signedDocumentSha256: lease.signedDocumentSha256,
    createdAt: lease.createdAt.toISOString(),
    updatedAt: lease.updatedAt.toISOString(),
  };
}

/**
 * Whether the viewer may be told the reservation is on an account: staff, or the account's own
 * customer. A guest whose booking joined the account of the email they typed learns nothing of
 * that account, not even that it exists (decision 101).
 */
const onAccountFor = (reservation: BerthReservation, viewer: Actor) =>
  reservation.customerId !== null && (viewer.staff !== null || viewer.customer?.customerId === reservation.customerId);

/** The public shape of a reservation as `viewer` sees it: never the checkout token's hash nor the provider's intent id. */
export function toReservationView(
  reservation: BerthReservation,
  berth: Pick<Berth, 'id' | 'name' | 'length' | 'maxDraft'>,
  lease: Lease | null,
  viewer: Actor,
): ReservationView {
  return {
    id: reservation.id,
    reservationNumber: reservation.reservationNumber,
    berthId: reservation.berthId,
    berth: { id: berth.id, name: berth.name, length: berth.length, maxDraft: berth.maxDraft },
    vesselName: reservation.vesselName,
    vesselLength: reservation.vesselLength,
    vesselBeam: reservation.vesselBeam,
    vesselDraft: reservation.vesselDraft,
    vesselId: reservation.vesselId,
    onAccount: onAccountFor(reservation, viewer),
    contactName: reservation.contactName,
    contactEmail: reservation.contactEmail,
    contactPhone: reservation.contactPhone,
    company: reservation.company,
    arrivalDate: reservation.arrivalDate,
    departureDate: reservation.departureDate,
    purpose: reservation.purpose,
    specialRequirements: reservation.specialRequirements,
    status: reservation.status,
    holdExpiresAt: reservation.holdExpiresAt?.toISOString() ?? null,
    cancellationReason: reservation.cancellationReason,
    totalCost: reservation.totalCost,
    paymentStatus: reservation.paymentStatus,
    paidAmount: reservation.paidAmount,
    paidAt: reservation.paidAt?.toISOString() ?? null,
    leaseId: lease?.id ?? null,
    lease: lease ? toLeaseView(lease) : null,
    createdAt: reservation.createdAt.toISOString(),
    updatedAt: reservation.updatedAt.toISOString(),
  };
}

/** The reservation with its berth and its lease (null before one is drawn up); 404 when there is none. */
export async function findReservationWithLease(
  db: Pick<Database, 'select'>,
  id: string,
): Promise<{ reservation: BerthReservation; berth: Berth; lease: Lease | null }> {
  const [row] = await db
    .select({ reservation: berthReservations, berth: berths, lease: leases })
    .from(berthReservations)
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .leftJoin(leases, eq(leases.reservationId, berthReservations.id))
    .where(eq(berthReservations.id, id))
    .limit(1);
  if (!row) throw reservationNotFound();
  return row;
}

/** The reservation with its berth and lease, as the API answers it to `viewer`; 404 when there is none. */
export async function getReservationView(db: Pick<Database, 'select'>, id: string, viewer: Actor): Promise<ReservationView> {
  const { reservation, berth, lease } = await findReservationWithLease(db, id);
  return toReservationView(reservation, berth, lease, viewer);
}
