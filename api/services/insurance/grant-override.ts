import { and, eq } from 'drizzle-orm';
import type { InsuranceOverrideView } from '#shared/insurance-views.ts';
import type { InsuranceOverrideInput } from '#shared/schemas/insurance-certificate.ts';
import { addDays, facilityToday, formatStayDate } from '#shared/stay-dates.ts';
import { customerVessels, vesselInsuranceOverrides } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { vesselNotFound } from '#api/services/customer-vessels/vessel-records.ts';

/** An override reaches at most this far: a lapse is meant to be fixed, not waved through for a season. */
const maxOverrideDays = 90;

/**
 * Staff let a client's vessel be booked without current insurance through a date, with their reason
 * (`POST /api/admin/clients/{id}/vessels/{vesselId}/insurance-override`), audited with the reason.
 */
export async function grantOverride(
  ctx: ServiceContext,
  { clientId, vesselId }: { clientId: string; vesselId: string },
  input: InsuranceOverrideInput,
): Promise<InsuranceOverrideView> {
  const staff = ctx.actor.staff;
  if (!staff) throw new Error('only the office grants an insurance override');
  const now = ctx.clock.now();
  const today = facilityToday(now);
  const latest = addDays(today, maxOverrideDays);
  if (input.throughOn < today || input.throughOn > latest) {
    const message = `Choose a day from today to ${formatStayDate(latest)}.`;
    throw new AppError('validation_failed', message, { errors: { throughOn: message } });
  }
  return ctx.db.transaction(async (tx) => {
    const [vessel] = await tx
      .select({ id: customerVessels.id, name: customerVessels.name })
      .from(customerVessels)
      .where(and(eq(customerVessels.id, vesselId), eq(customerVessels.customerId, clientId)));
    if (!vessel) throw vesselNotFound();
    const [override] = await tx
      .insert(vesselInsuranceOverrides)
      .values({ vesselId: vessel.id, reason: input.reason, throughOn: input.throughOn, grantedAt: now, grantedBy: staff.userId })
      .returning();
    if (!override) throw new Error('override insert returned no row');
    await recordAudit(inTransaction(ctx, tx), {
      action: 'vessel.insurance-overridden',
      entityType: 'vessel',
      entityId: vessel.id,
      customerId: clientId,
      after: { name: vessel.name, reason: input.reason, throughOn: input.throughOn },
    });
    return {
      reason: override.reason,
      throughOn: override.throughOn,
      grantedAt: override.grantedAt.toISOString(),
      grantedBy: staff.username,
    };
  });
}
