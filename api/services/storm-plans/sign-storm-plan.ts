import { and, eq, isNull } from 'drizzle-orm';
import type { StormPlanBody, StormPlanSignatureBody } from '#shared/schemas/storm-plan.ts';
import type { StormPlanStatusView } from '#shared/storm-plan-season.ts';
import { sha256Hex } from '#api/auth/tokens.ts';
import { loadElectronicConsent } from '#api/content/electronic-consent.ts';
import { stormPlans } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { signedInCustomerId } from '#api/services/customer-area/signed-in-customer.ts';
import type { SignerBrowser } from '#api/services/leases/signer-browser.ts';
import { fileSignedStormPlan } from './file-storm-plan.ts';
import { planColumns, planFor } from './plan-facts.ts';
import { planStatusOf } from './read-storm-plans.ts';

/** The filled text to review before signing (`POST …/storm-plan/review`), and its SHA-256 to sign it by. */
export async function reviewStormPlan(
  ctx: ServiceContext,
  vesselId: string,
  plan: StormPlanBody,
): Promise<{ text: string; textSha256: string }> {
  const { text } = await planFor(ctx.db, { customerId: signedInCustomerId(ctx), vesselId, now: ctx.clock.now() }, plan);
  return { text, textSha256: sha256Hex(text) };
}

/**
 * Signs a vessel's storm plan for the season with the typed name, under the consent to electronic
 * records now served, over the exact text reviewed (a changed template or plan is refused, to be
 * reviewed again). The vessel's row is locked so two signatures at once take turns; the later
 * replaces the earlier, which is kept marked replaced. The signed PDF is then stored and filed in
 * the customer's documents; the signature stands if that fails, as the lease's does.
 */
export async function signStormPlan(
  ctx: ServiceContext,
  vesselId: string,
  body: StormPlanSignatureBody,
  browser: SignerBrowser,
): Promise<StormPlanStatusView> {
  const { signerName, planTextSha256, consent } = body;
  const plan: StormPlanBody = body;
  const customerId = signedInCustomerId(ctx);
  const current = loadElectronicConsent();
  const now = ctx.clock.now();
  const signed = await ctx.db.transaction(async (tx) => {
    // The vessel first: another customer's reads as not found, whatever else the request says.
    const { seasonYear, text } = await planFor(tx, { customerId, vesselId, now }, plan, { forUpdate: true });
    if (consent.consentVersion !== current.version || consent.consentSha256 !== current.sha256) {
      throw new AppError(
        'consent_required',
        'The consent to electronic records has changed since you read it. Read it again, then agree to sign.',
      );
    }
    const textSha256 = sha256Hex(text);
    if (textSha256 !== planTextSha256) {
      throw new AppError('lease_changed', 'The storm plan changed since you reviewed it. Review it again, then sign.');
    }
    await tx
      .update(stormPlans)
      .set({ replacedAt: now })
      .where(and(eq(stormPlans.vesselId, vesselId), eq(stormPlans.seasonYear, seasonYear), isNull(stormPlans.replacedAt)));
    const [row] = await tx
      .insert(stormPlans)
      .values({
        vesselId,
        customerId,
        seasonYear,
        ...planColumns(plan),
        planText: text,
        planTextSha256: textSha256,
        signerName,
        signedAt: now,
        signerIp: browser.clientIp,
        signerUserAgent: browser.userAgent,
        consentVersion: consent.consentVersion,
        consentSha256: consent.consentSha256,
      })
      .returning();
    if (!row) throw new Error('storm plan insert returned no row');
    return row;
  });
  try {
    await fileSignedStormPlan(ctx, signed);
  } catch (error) {
    ctx.log.error('signed storm plan not stored or filed: the signature stands', { planId: signed.id, error });
  }
  return planStatusOf(signed.seasonYear, signed);
}
