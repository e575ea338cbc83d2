import { inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { InsuranceStatus } from '#shared/insurance-views.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { vesselInsuranceCertificates } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';

/** From what a vessel's certificates say: in force verified wins, then in force at all, then any on file. */
export function insuranceStatusOf(counts: { inForceVerified: number; inForce: number; onFile: number }): InsuranceStatus {
  if (counts.inForceVerified > 0) return 'current';
  if (counts.inForce > 0) return 'unverified';
  return counts.onFile > 0 ? 'lapsed' : 'none';
}

/**
 * Each vessel's insurance status today at the marina, in one query. A certificate is in force
 * before its expiration date: on that day cover ends, so the vessel reads as lapsed then, with no
 * job needed to mark it. Vessels with no certificate read as 'none'; the vessels may be named by a
 * subquery, so a list's query and this one can run at once (its vessels then have no entry for none).
 */
export async function insuranceStatusOfVessels(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  vesselIds: string[] | SQLWrapper,
): Promise<Map<string, InsuranceStatus>> {
  const statuses = new Map<string, InsuranceStatus>(Array.isArray(vesselIds) ? vesselIds.map((id) => [id, 'none']) : []);
  if (Array.isArray(vesselIds) && vesselIds.length === 0) return statuses;
  const today = facilityToday(ctx.clock.now());
  const { vesselId, expiresOn, verifiedAt } = vesselInsuranceCertificates;
  const rows = await ctx.db
    .select({
      vesselId,
      inForceVerified: sql<number>`count(*) filter (where ${expiresOn} > ${today} and ${verifiedAt} is not null)`.mapWith(Number),
      inForce: sql<number>`count(*) filter (where ${expiresOn} > ${today})`.mapWith(Number),
      onFile: sql<number>`count(*)`.mapWith(Number),
    })
    .from(vesselInsuranceCertificates)
    .where(inArray(vesselId, vesselIds))
    .groupBy(vesselId);
  for (const row of rows) statuses.set(row.vesselId, insuranceStatusOf(row));
  return statuses;
}
