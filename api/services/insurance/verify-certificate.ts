import { and, eq, isNull } from 'drizzle-orm';
import type { InsuranceCertificateView } from '#shared/insurance-views.ts';
import { customerVessels, vesselInsuranceCertificates } from '#api/db/schema/index.ts';
import { AppError, notFound } from '#api/lib/errors.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { toCertificateView } from './read-vessel-insurance.ts';

/**
 * Staff confirm a certificate matches what its owner typed (`POST /api/admin/insurance-certificates/{id}/verify`):
 * it is stamped with who and when, and audited. Verifying one already verified is refused.
 */
export async function verifyCertificate(ctx: ServiceContext, certificateId: string): Promise<InsuranceCertificateView> {
  const staff = ctx.actor.staff;
  if (!staff) throw new Error('only the office verifies a certificate');
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ certificate: vesselInsuranceCertificates, vesselName: customerVessels.name })
      .from(vesselInsuranceCertificates)
      .innerJoin(customerVessels, eq(customerVessels.id, vesselInsuranceCertificates.vesselId))
      .where(eq(vesselInsuranceCertificates.id, certificateId));
    if (!found) throw notFound('Certificate not found');
    const now = ctx.clock.now();
    const [verified] = await tx
      .update(vesselInsuranceCertificates)
      .set({ verifiedAt: now, verifiedBy: staff.userId })
      .where(and(eq(vesselInsuranceCertificates.id, certificateId), isNull(vesselInsuranceCertificates.verifiedAt)))
      .returning();
    if (!verified) throw new AppError('conflict', `The certificate of ${found.vesselName} is already verified.`);
    await recordAudit(inTransaction(ctx, tx), {
      action: 'vessel.insurance-verified',
      entityType: 'vessel',
      entityId: verified.vesselId,
      customerId: verified.customerId,
      before: { verifiedAt: null },
      after: { name: found.vesselName, carrier: verified.carrier, policyNumber: verified.policyNumber, expiresOn: verified.expiresOn },
    });
    return toCertificateView(verified, staff.username);
  });
}
