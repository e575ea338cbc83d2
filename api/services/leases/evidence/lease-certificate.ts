import { asc, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { berthReservations, leaseEvents, type Lease } from '#api/db/schema/index.ts';
import { buildCompletionCertificate } from './build-completion-certificate.ts';
import type { CompletionCertificate } from './completion-certificate.ts';

/** A signed lease's completion certificate, from its reservation's number and its stored event log. */
export async function loadCompletionCertificate(db: Database, lease: Lease): Promise<CompletionCertificate> {
  const [reservation] = await db
    .select({ reservationNumber: berthReservations.reservationNumber })
    .from(berthReservations)
    .where(eq(berthReservations.id, lease.reservationId));
  const events = await db.select().from(leaseEvents).where(eq(leaseEvents.leaseId, lease.id)).orderBy(asc(leaseEvents.sequence));
  return buildCompletionCertificate(lease, reservation?.reservationNumber ?? '', events);
}
