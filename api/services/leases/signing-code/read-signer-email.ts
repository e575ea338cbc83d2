import type { SignerEmailStatus } from '#shared/lease-signing-code.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { findAccessibleLease } from '../lease-access.ts';
import { signerEmailVerification } from '../signer-email-verification.ts';

/**
 * The lease's email and how this browser has shown it is the signer's
 * (`GET /api/leases/{id}/signer-email`): what signing now would record, so the Sign step offers a
 * code only to a signer who has not.
 */
export async function readSignerEmail(ctx: ServiceContext, leaseId: string): Promise<SignerEmailStatus> {
  const { lease } = await findAccessibleLease(ctx, leaseId, 'hold');
  return { email: lease.lesseeEmail, verifiedBy: await signerEmailVerification(ctx, lease) };
}
