import type { ReservationView } from '#shared/berth-views.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { findAccessibleReservation } from './access.ts';
import { getReservationView } from './reservation-view.ts';

/** The reservation as its holder (or staff) sees it; anyone else gets the 404 of an unknown id. */
export async function readReservation(ctx: ServiceContext, id: string): Promise<ReservationView> {
  await findAccessibleReservation(ctx, id, 'read');
  return getReservationView(ctx.db, id, ctx.actor);
}
