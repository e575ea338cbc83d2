import { desc, eq } from 'drizzle-orm';
import { formatStayDate } from '#shared/stay-dates.ts';
import type { Database } from '#api/db/client.ts';
import { vesselInsuranceCertificates } from '#api/db/schema/index.ts';
import type { Clock } from '#api/lib/clock.ts';
import { AppError } from '#api/lib/errors.ts';
import { overridesInForce } from './read-vessel-insurance.ts';
import { insuranceStatusOfVessels } from './vessel-insurance-status.ts';

/** What a customer reads when their vessel's insurance has run out: why, and how to fix it. */
function lapsedMessage(vesselName: string, expiredOn: string): string {
  return (
    `The insurance of ${vesselName} expired on ${formatStayDate(expiredOn)}, so it cannot be booked. ` +
    'Upload a current certificate of insurance in the Vessels tab of your account, then book again.'
  );
}

/**
 * Refuses a booking (a new stay or a renewal, which is a new stay) for a vessel on record whose
 * certificates have all run out, unless staff let it through with an override in force today. A
 * vessel with a certificate in force (verified or not) or with none on file is let through (decision 113).
 */
export async function refuseLapsedVessel(ctx: { db: Database; clock: Clock }, vessel: { id: string; name: string }): Promise<void> {
  const status = (await insuranceStatusOfVessels(ctx, [vessel.id])).get(vessel.id);
  if (status !== 'lapsed') return;
  if ((await overridesInForce(ctx, [vessel.id])).has(vessel.id)) return;
  const [last] = await ctx.db
    .select({ expiresOn: vesselInsuranceCertificates.expiresOn })
    .from(vesselInsuranceCertificates)
    .where(eq(vesselInsuranceCertificates.vesselId, vessel.id))
    .orderBy(desc(vesselInsuranceCertificates.expiresOn))
    .limit(1);
  const message = lapsedMessage(vessel.name, last?.expiresOn ?? '');
  throw new AppError('validation_failed', message, { errors: { vesselId: message } });
}
