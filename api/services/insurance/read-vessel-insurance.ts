import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { insuranceMinimums } from '#shared/insurance-minimums.ts';
import type { InsuranceCertificateView, InsuranceOverrideView, VesselInsuranceList } from '#shared/insurance-views.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { customerVessels, users, vesselInsuranceCertificates, vesselInsuranceOverrides } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { insuranceStatusOfVessels } from './vessel-insurance-status.ts';

type ReadContext = Pick<ServiceContext, 'db' | 'clock'>;

const verifier = alias(users, 'verifier');
const granter = alias(users, 'granter');

/**
 * The certificate shown for each vessel: the one that runs longest (the latest uploaded of those
 * ending the same day), so a renewal on file shows even while the old one still runs.
 */
async function longestCertificates(ctx: ReadContext, vesselIds: string[]): Promise<Map<string, InsuranceCertificateView>> {
  const rows = await ctx.db
    .selectDistinctOn([vesselInsuranceCertificates.vesselId], { certificate: vesselInsuranceCertificates, verifiedBy: verifier.username })
    .from(vesselInsuranceCertificates)
    .leftJoin(verifier, eq(verifier.id, vesselInsuranceCertificates.verifiedBy))
    .where(inArray(vesselInsuranceCertificates.vesselId, vesselIds))
    .orderBy(
      vesselInsuranceCertificates.vesselId,
      desc(vesselInsuranceCertificates.expiresOn),
      desc(vesselInsuranceCertificates.uploadedAt),
    );
  return new Map(rows.map(({ certificate, verifiedBy }) => [certificate.vesselId, toCertificateView(certificate, verifiedBy)]));
}

export function toCertificateView(
  certificate: typeof vesselInsuranceCertificates.$inferSelect,
  verifiedBy: string | null,
): InsuranceCertificateView {
  return {
    id: certificate.id,
    carrier: certificate.carrier,
    policyNumber: certificate.policyNumber,
    liabilityLimit: certificate.liabilityLimit,
    pandiLimit: certificate.pandiLimit,
    additionalInsured: certificate.additionalInsured,
    expiresOn: certificate.expiresOn,
    uploadedAt: certificate.uploadedAt.toISOString(),
    verifiedAt: certificate.verifiedAt?.toISOString() ?? null,
    verifiedBy: certificate.verifiedAt ? (verifiedBy ?? 'the office') : null,
  };
}

/** Each vessel's override in force today (the one reaching furthest), if any. */
export async function overridesInForce(ctx: ReadContext, vesselIds: string[]): Promise<Map<string, InsuranceOverrideView>> {
  const today = facilityToday(ctx.clock.now());
  const rows = await ctx.db
    .selectDistinctOn([vesselInsuranceOverrides.vesselId], { override: vesselInsuranceOverrides, grantedBy: granter.username })
    .from(vesselInsuranceOverrides)
    .leftJoin(granter, eq(granter.id, vesselInsuranceOverrides.grantedBy))
    .where(and(inArray(vesselInsuranceOverrides.vesselId, vesselIds), gte(vesselInsuranceOverrides.throughOn, today)))
    .orderBy(vesselInsuranceOverrides.vesselId, desc(vesselInsuranceOverrides.throughOn));
  return new Map(
    rows.map(({ override, grantedBy }) => [
      override.vesselId,
      { reason: override.reason, throughOn: override.throughOn, grantedAt: override.grantedAt.toISOString(), grantedBy },
    ]),
  );
}

/** The insurance of every vessel a customer keeps on record, with the marina's minimums. */
export async function readCustomerInsurance(ctx: ReadContext, customerId: string): Promise<VesselInsuranceList> {
  const vessels = await ctx.db.select({ id: customerVessels.id }).from(customerVessels).where(eq(customerVessels.customerId, customerId));
  const vesselIds = vessels.map(({ id }) => id);
  const [statuses, certificates, overrides] =
    vesselIds.length === 0
      ? [new Map(), new Map(), new Map()]
      : await Promise.all([
          insuranceStatusOfVessels(ctx, vesselIds),
          longestCertificates(ctx, vesselIds),
          overridesInForce(ctx, vesselIds),
        ]);
  return {
    minimums: insuranceMinimums,
    vessels: vesselIds.map((vesselId) => ({
      vesselId,
      status: statuses.get(vesselId) ?? 'none',
      certificate: certificates.get(vesselId) ?? null,
      override: overrides.get(vesselId) ?? null,
    })),
  };
}
