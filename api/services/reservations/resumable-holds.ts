import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { ResumableHold } from '#shared/berth-views.ts';
import { berthReservations, berths } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { liveHold } from './hold-conditions.ts';

/** The live holds this browser made, or the signed-in customer's, soonest to expire first; none for anyone else. */
export async function listResumableHolds(ctx: ServiceContext): Promise<ResumableHold[]> {
  const { checkoutTokenHash, customer } = ctx.actor;
  const holders: SQL[] = [];
  if (checkoutTokenHash) holders.push(eq(berthReservations.checkoutTokenHash, checkoutTokenHash));
  if (customer) holders.push(eq(berthReservations.customerId, customer.customerId));
  if (holders.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: berthReservations.id,
      reservationNumber: berthReservations.reservationNumber,
      berthName: berths.name,
      arrivalDate: berthReservations.arrivalDate,
      departureDate: berthReservations.departureDate,
      holdExpiresAt: berthReservations.holdExpiresAt,
    })
    .from(berthReservations)
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .where(and(or(...holders), liveHold(ctx.clock.now())))
    .orderBy(asc(berthReservations.holdExpiresAt));
  // A live hold has an expiry by definition; the filter above guarantees it.
  return rows.flatMap((row) => (row.holdExpiresAt ? [{ ...row, holdExpiresAt: row.holdExpiresAt.toISOString() }] : []));
}
