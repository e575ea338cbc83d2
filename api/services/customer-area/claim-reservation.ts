import { and, eq, isNull } from 'drizzle-orm';
import type { CustomerReservation } from '#shared/customer-views.ts';
import { berthReservations } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { fileCustomerRecords } from '#api/services/customer-records/file-customer-records.ts';
import { reservationNotFound } from '#api/services/reservations/access.ts';
import { liveHold } from '#api/services/reservations/hold-conditions.ts';
import { findCustomerReservation } from './customer-reservations.ts';
import { signedInCustomerId } from './signed-in-customer.ts';

/**
 * Makes a guest hold the caller's: only one this browser made (its checkout cookie), still live,
 * and owned by nobody yet. One conditional UPDATE decides it, so of two accounts claiming the same
 * hold at once only one gets it. Anything else answers as an unknown id.
 */
export async function claimReservation(ctx: ServiceContext, reservationId: string): Promise<CustomerReservation> {
  const customerId = signedInCustomerId(ctx);
  const { checkoutTokenHash } = ctx.actor;
  if (!checkoutTokenHash) throw reservationNotFound();
  const [claimed] = await ctx.db
    .update(berthReservations)
    .set({ customerId })
    .where(
      and(
        eq(berthReservations.id, reservationId),
        isNull(berthReservations.customerId),
        eq(berthReservations.checkoutTokenHash, checkoutTokenHash),
        liveHold(ctx.clock.now()),
      ),
    )
    .returning({ id: berthReservations.id });
  if (!claimed) throw reservationNotFound();
  // A lease signed before the claim now belongs in the customer's documents.
  await fileCustomerRecords(ctx, customerId);
  const reservation = await findCustomerReservation(ctx, claimed.id);
  if (!reservation) throw new Error(`reservation ${claimed.id} vanished after it was claimed`);
  return reservation;
}
