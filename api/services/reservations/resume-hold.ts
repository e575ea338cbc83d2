import { and, eq } from 'drizzle-orm';
import type { ReservationView } from '#shared/berth-views.ts';
import { hashToken } from '#api/auth/tokens.ts';
import { berthReservations } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { reservationNotFound } from './access.ts';
import { liveHold } from './hold-conditions.ts';
import { getReservationView } from './reservation-view.ts';

export interface ResumeHoldInput {
  reservationId: string;
  /** The token of the emailed resume link. */
  token: string;
}

/**
 * Opens a live hold in the browser that followed its emailed link: that browser becomes the hold's
 * one holder (a reservation keeps one checkout cookie's hash), so the checkout goes on there. A
 * wrong token, or a hold that was paid, cancelled or ran out, answers as an unknown id does.
 */
export async function resumeHold(ctx: ServiceContext, input: ResumeHoldInput): Promise<ReservationView> {
  const { checkoutTokenHash } = ctx.actor;
  if (!checkoutTokenHash) throw new Error('a hold is resumed by a browser holding a checkout cookie');
  const [resumed] = await ctx.db
    .update(berthReservations)
    .set({ checkoutTokenHash })
    .where(
      and(
        eq(berthReservations.id, input.reservationId),
        eq(berthReservations.resumeTokenHash, hashToken(input.token)),
        liveHold(ctx.clock.now()),
      ),
    )
    .returning({ id: berthReservations.id });
  if (!resumed) throw reservationNotFound();
  return getReservationView(ctx.db, resumed.id, ctx.actor);
}
