import { asc, eq } from 'drizzle-orm';
import { leaseEventLabel } from '#shared/lease-events.ts';
import type { LeaseSignatureRecord } from '#shared/lease-signature-record-views.ts';
import { berthReservations, leaseEvents, leases } from '#api/db/schema/index.ts';
import { notFound } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { checkLease } from './verify-lease.ts';

/**
 * The office's view of one lease's signature record: the signer and how their email was shown to
 * be theirs, where they signed from, the consent, the hashes, the events, and the checks run now.
 */
export async function leaseSignatureRecord(ctx: ServiceContext, leaseId: string): Promise<LeaseSignatureRecord> {
  const [row] = await ctx.db
    .select({ lease: leases, reservationNumber: berthReservations.reservationNumber })
    .from(leases)
    .innerJoin(berthReservations, eq(berthReservations.id, leases.reservationId))
    .where(eq(leases.id, leaseId))
    .limit(1);
  if (!row) throw notFound('Lease not found');
  const { lease } = row;
  const events = await ctx.db.select().from(leaseEvents).where(eq(leaseEvents.leaseId, leaseId)).orderBy(asc(leaseEvents.sequence));
  const checks = await checkLease(ctx.files, lease, events);
  const signed = lease.status === 'signed';
  return {
    leaseId: lease.id,
    reservationNumber: row.reservationNumber,
    status: lease.status,
    signer: signed
      ? {
          name: lease.signerName ?? '',
          title: lease.signerTitle ?? '',
          email: lease.signerEmail,
          emailVerifiedBy: lease.signerEmailVerifiedBy,
          clientIp: lease.signerIp,
          userAgent: lease.signerUserAgent,
        }
      : null,
    signedAt: lease.signedAt?.toISOString() ?? null,
    consent:
      lease.consentVersion && lease.consentSha256 && lease.consentedAt
        ? { version: lease.consentVersion, sha256: lease.consentSha256, consentedAt: lease.consentedAt.toISOString() }
        : null,
    templateVersion: lease.templateVersion,
    leaseTextSha256: lease.signedDocumentSha256,
    pdfSha256: lease.signedPdfSha256,
    events: events.map((event) => ({
      sequence: event.sequence,
      kind: event.kind,
      label: leaseEventLabel(event.kind),
      occurredAt: event.occurredAt.toISOString(),
      actor: event.actor,
      clientIp: event.clientIp,
    })),
    verification: { verified: checks.every((check) => check.passed), checks },
  };
}
