import { and, eq } from 'drizzle-orm';
import type { LeaseView } from '#shared/berth-views.ts';
import type { LeaseSignatureBody } from '#shared/schemas/lease.ts';
import { sha256Hex } from '#api/auth/tokens.ts';
import { leases } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { fileCustomerRecords, fileSignedLease } from '#api/services/customer-records/file-customer-records.ts';
import { toLeaseView } from '#api/services/reservations/reservation-view.ts';
import { findAccessibleLease } from './lease-access.ts';
import { leaseAlreadySignedMessage, leaseChangedMessage, leaseSigningRefusal } from './lease-rules.ts';
import { storeSignedLeasePdf } from './signed-lease-pdf.ts';

export interface SignLeaseInput {
  leaseId: string;
  signature: LeaseSignatureBody;
}

/**
 * Signs a draft lease with the typed signature and records the SHA-256 of the exact text signed.
 * With `leaseTextSha256` only the text the signer reviewed can be signed; without it, the current
 * text is. One conditional UPDATE does it, so of two signatures (or a signature and a
 * regeneration) racing, only one can take effect. The signed copy is then rendered and stored once.
 */
export async function signLease(ctx: ServiceContext, input: SignLeaseInput): Promise<LeaseView> {
  const { db } = ctx;
  const { lease, reservation } = await findAccessibleLease(ctx, input.leaseId, 'hold');
  const refusal = leaseSigningRefusal(reservation.status, lease.status);
  if (refusal) throw new AppError('conflict', refusal);
  const textSha256 = sha256Hex(lease.leaseDocument);
  const reviewed = input.signature.leaseTextSha256;
  if (reviewed !== undefined && reviewed !== textSha256) throw new AppError('lease_changed', leaseChangedMessage);

  const [signed] = await db
    .update(leases)
    .set({
      status: 'signed',
      signedAt: ctx.clock.now(),
      signerName: input.signature.signerName,
      signerTitle: input.signature.signerTitle,
      digitalSignature: input.signature.signature,
      signedDocumentSha256: textSha256,
    })
    .where(and(eq(leases.id, lease.id), eq(leases.status, 'draft'), eq(leases.leaseDocument, lease.leaseDocument)))
    .returning();
  if (!signed) {
    const [current] = await db.select({ status: leases.status }).from(leases).where(eq(leases.id, lease.id));
    if (current?.status === 'signed') throw new AppError('conflict', leaseAlreadySignedMessage);
    throw new AppError('lease_changed', leaseChangedMessage);
  }

  try {
    await storeSignedLeasePdf(ctx, signed, { customerId: reservation.customerId ?? undefined });
    // The stored copy is what the library files, for the reservation's customer or, a guest's, for
    // nobody until the reservation becomes someone's.
    await fileSignedLease(ctx, signed.id);
    if (reservation.customerId) await fileCustomerRecords(ctx, reservation.customerId);
  } catch (error) {
    // The signature stands without its stored copy (the first download renders and stores it) or
    // its filing (the customer's next filing, at the payment that follows, catches up).
    ctx.log.error('signed lease not stored or filed: the signature stands', { leaseId: signed.id, error });
  }
  return toLeaseView(signed);
}
