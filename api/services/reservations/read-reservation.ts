import type { ReservationView } from '#shared/berth-views.ts';
import type { Database } from '../../db/client.ts';
import { findAccessibleReservation } from './access.ts';
import { getReservationView } from './reservation-view.ts';

/** The reservation as its own browser sees it; anyone else gets the 404 of an unknown id. */
export async function readReservation(db: Database, id: string, checkoutToken: string | undefined): Promise<ReservationView> {
  await findAccessibleReservation(db, id, checkoutToken);
  return getReservationView(db, id);
}
