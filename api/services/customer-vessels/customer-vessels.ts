import { eq } from 'drizzle-orm';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import type { CustomerVesselBody, CustomerVesselChange } from '#shared/schemas/customer-vessel.ts';
import type { Database } from '#api/db/client.ts';
import { customerVessels, type CustomerVessel } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { signedInCustomerId } from '#api/services/customer-area/signed-in-customer.ts';
import { findVessel, toVesselView, vesselColumns, vesselsOf } from './vessel-records.ts';

/** The signed-in customer's vessels, active first, retired ones marked. */
export function listMyVessels(ctx: ServiceContext): Promise<CustomerVesselView[]> {
  return vesselsOf(ctx.db, signedInCustomerId(ctx));
}

/** Puts a vessel on the signed-in customer's record. */
export async function addMyVessel(ctx: ServiceContext, input: CustomerVesselBody): Promise<CustomerVesselView> {
  const [vessel] = await ctx.db
    .insert(customerVessels)
    .values({ ...input, ...vesselColumns(input, { whole: true }), customerId: signedInCustomerId(ctx) })
    .returning();
  if (!vessel) throw new Error('vessel insert returned no row');
  return toVesselView(vessel);
}

/**
 * Edits one of the customer's vessels (retired ones too: their papers may still need correcting).
 * Reservations keep the figures they were booked with; nothing here touches them.
 */
export async function changeVessel(
  db: Database,
  now: Date,
  { customerId, vesselId }: { customerId: string; vesselId: string },
  change: CustomerVesselChange,
): Promise<{ before: CustomerVessel; after: CustomerVessel }> {
  const before = await findVessel(db, customerId, vesselId, { forUpdate: true });
  const [after] = await db
    .update(customerVessels)
    .set({ ...vesselColumns(change, { whole: false }), updatedAt: now })
    .where(eq(customerVessels.id, before.id))
    .returning();
  if (!after) throw new Error('vessel update returned no row');
  return { before, after };
}

export async function changeMyVessel(ctx: ServiceContext, vesselId: string, change: CustomerVesselChange): Promise<CustomerVesselView> {
  const customerId = signedInCustomerId(ctx);
  const { after } = await ctx.db.transaction((tx) => changeVessel(tx, ctx.clock.now(), { customerId, vesselId }, change));
  return toVesselView(after);
}

/**
 * Retires a vessel: it stays on record (reservations name it) but can no longer be chosen for a
 * booking. Retiring one already retired keeps its first date.
 */
export async function retireMyVessel(ctx: ServiceContext, vesselId: string): Promise<CustomerVesselView> {
  const customerId = signedInCustomerId(ctx);
  return ctx.db.transaction(async (tx) => {
    const vessel = await findVessel(tx, customerId, vesselId, { forUpdate: true });
    if (vessel.retiredAt) return toVesselView(vessel);
    const now = ctx.clock.now();
    const [retired] = await tx
      .update(customerVessels)
      .set({ retiredAt: now, updatedAt: now })
      .where(eq(customerVessels.id, vessel.id))
      .returning();
    if (!retired) throw new Error('vessel retire returned no row');
    return toVesselView(retired);
  });
}
