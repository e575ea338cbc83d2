import { and, eq, gt, inArray, notInArray } from 'drizzle-orm';
import type { ReservationView } from '#shared/berth-views.ts';
import { hashToken } from '#api/auth/tokens.ts';
import { berthReservations, leaseSigningLinks, leases } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { reservationNotFound } from '#api/services/reservations/access.ts';
import { liveHold } from '#api/services/reservations/hold-conditions.ts';
import { getReservationView } from '#api/services/reservations/reservation-view.ts';

/**
 * Opens a reservation in the browser that followed the office's signing link
 * (`POST /api/berth-reservations/{id}/signing-link`): while the link has not run out, the hold
 * lives and its lease is unsigned, that browser becomes the one holder (as an emailed resume link
 * makes it) and goes on to review, sign and pay. Anything else answers as an unknown id does.
 */
export async function redeemSigningLink(ctx: ServiceContext, input: { reservationId: string; token: string }): Promise<ReservationView> {
  const { checkoutTokenHash } = ctx.actor;
  if (!checkoutTokenHash) throw new Error('a signing link is redeemed by a browser holding a checkout cookie');
  const now = ctx.clock.now();
  const validLink = ctx.db
    .select({ reservationId: leaseSigningLinks.reservationId })
    .from(leaseSigningLinks)
    .where(and(eq(leaseSigningLinks.tokenHash, hashToken(input.token)), gt(leaseSigningLinks.expiresAt, now)));
  const signedLease = ctx.db.select({ reservationId: leases.reservationId }).from(leases).where(eq(leases.status, 'signed'));
  const [opened] = await ctx.db
    .update(berthReservations)
    .set({ checkoutTokenHash })
    .where(
      and(
        eq(berthReservations.id, input.reservationId),
        inArray(berthReservations.id, validLink),
        notInArray(berthReservations.id, signedLease),
        liveHold(now),
      ),
    )
    .returning({ id: berthReservations.id });
  if (!opened) throw reservationNotFound();
  return getReservationView(ctx.db, opened.id, ctx.actor);
}
