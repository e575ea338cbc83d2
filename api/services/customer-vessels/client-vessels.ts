import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import type { CustomerVesselChange } from '#shared/schemas/customer-vessel.ts';
import { findClient } from '#api/services/admin-clients/admin-client-view.ts';
import { changedFields } from '#api/services/admin-clients/audited-client.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { changeVessel } from './customer-vessels.ts';
import { auditedVessel, toVesselView, vesselsOf } from './vessel-records.ts';

/** A client's vessels for the office, active first; an unknown client is a 404. */
export async function listClientVessels(ctx: ServiceContext, clientId: string): Promise<CustomerVesselView[]> {
  await findClient(ctx.db, clientId);
  return vesselsOf(ctx.db, clientId);
}

/** The office corrects a client's vessel; the audit keeps what changed. */
export async function changeClientVessel(
  ctx: ServiceContext,
  { clientId, vesselId }: { clientId: string; vesselId: string },
  change: CustomerVesselChange,
): Promise<CustomerVesselView> {
  return ctx.db.transaction(async (tx) => {
    const { before, after } = await changeVessel(tx, ctx.clock.now(), { customerId: clientId, vesselId }, change);
    await recordAudit(inTransaction(ctx, tx), {
      action: 'vessel.updated',
      entityType: 'vessel',
      entityId: vesselId,
      customerId: clientId,
      ...changedFields(auditedVessel(before), auditedVessel(after)),
    });
    return toVesselView(after);
  });
}
