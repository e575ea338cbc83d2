import { and, eq } from 'drizzle-orm';
import type { LeaseView } from '#shared/berth-views.ts';
import type { LeaseSignatureBody } from '#shared/schemas/lease.ts';
import { sha256Hex } from '../../auth/tokens.ts';
import type { Database } from '../../db/client.ts';
import { leases } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { toLeaseView } from '../reservations/reservation-view.ts';
import { findAccessibleLease } from './lease-access.ts';
import { leaseAlreadySignedMessage, leaseSigningRefusal } from './lease-rules.ts';

export const leaseChangedWhileSigningMessage = 'This lease was just drawn up again. Please review the new text before signing.';

export interface SignLeaseInput {
  leaseId: string;
  checkoutToken: string | undefined;
  signature: LeaseSignatureBody;
}

/**
 * Signs a draft lease with the typed signature and records the SHA-256 of the exact text signed.
 * One conditional UPDATE does it, so of two signatures (or a signature and a regeneration) racing,
 * only one can take effect.
 */
export async function signLease(db: Database, input: SignLeaseInput): Promise<LeaseView> {
  const { lease, reservation } = await findAccessibleLease(db, input.leaseId, input.checkoutToken);
  const refusal = leaseSigningRefusal(reservation.status, lease.status);
  if (refusal) throw new AppError('conflict', refusal);

  const [signed] = await db
    .update(leases)
    .set({
      status: 'signed',
      signedAt: new Date(),
      signerName: input.signature.signerName,
      signerTitle: input.signature.signerTitle,
      digitalSignature: input.signature.signature,
      signedDocumentSha256: sha256Hex(lease.leaseDocument),
    })
    .where(and(eq(leases.id, lease.id), eq(leases.status, 'draft'), eq(leases.leaseDocument, lease.leaseDocument)))
    .returning();
  if (signed) return toLeaseView(signed);

  const [current] = await db.select({ status: leases.status }).from(leases).where(eq(leases.id, lease.id));
  throw new AppError('conflict', current?.status === 'signed' ? leaseAlreadySignedMessage : leaseChangedWhileSigningMessage);
}
