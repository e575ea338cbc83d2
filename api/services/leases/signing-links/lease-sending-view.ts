import { desc, eq } from 'drizzle-orm';
import type { AdminReservationDetail } from '#shared/admin-reservation-views.ts';
import type { Database } from '#api/db/client.ts';
import { leaseSigningLinks, type Lease } from '#api/db/schema/index.ts';

/** What the office's Send lease for signature starts from: the draft's address and terms, and the last link it mailed. */
export async function leaseSendingView(
  db: Database,
  reservationId: string,
  lease: Lease | null,
): Promise<AdminReservationDetail['leaseSending']> {
  const [last] = await db
    .select()
    .from(leaseSigningLinks)
    .where(eq(leaseSigningLinks.reservationId, reservationId))
    .orderBy(desc(leaseSigningLinks.createdAt))
    .limit(1);
  return {
    draft: lease
      ? {
          lesseeAddress: lease.lesseeAddress ?? '',
          lesseeCity: lease.lesseeCity ?? '',
          lesseeState: lease.lesseeState ?? '',
          lesseeZip: lease.lesseeZip ?? '',
          specialTerms: lease.specialTerms ?? '',
        }
      : null,
    lastRequest: last ? { sentTo: last.sentTo, sentAt: last.createdAt.toISOString(), expiresAt: last.expiresAt.toISOString() } : null,
  };
}
