import { and, gt, lt, ne } from 'drizzle-orm';
import type { BerthView } from '#shared/berth-views.ts';
import type { BerthAvailabilityQuery } from '#shared/schemas/berth-reservation.ts';
import type { Database } from '../../db/client.ts';
import { berthReservations, berths } from '../../db/schema/index.ts';
import { berthAvailability } from './berth-availability.ts';
import { compareBerths, toBerthView } from './berth-view.ts';

/** Every berth; with both dates each also says whether it is free then and fits the vessel. */
export async function listBerths(db: Database, query: BerthAvailabilityQuery): Promise<BerthView[]> {
  const { arrival, departure } = query;
  const [rows, booked] = await Promise.all([
    db.select().from(berths),
    arrival && departure ? bookedBerthIds(db, arrival, departure) : undefined,
  ]);
  const vessel = { length: query.length, draft: query.draft };
  return rows
    .map((berth) => toBerthView(berth, booked ? berthAvailability(berth, booked.has(berth.id), vessel) : undefined))
    .sort(compareBerths);
}

/** Berths with a live reservation overlapping [arrival, departure), found in one query for all berths. */
async function bookedBerthIds(db: Database, arrival: string, departure: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ berthId: berthReservations.berthId })
    .from(berthReservations)
    .where(
      and(
        ne(berthReservations.status, 'cancelled'),
        lt(berthReservations.arrivalDate, departure),
        gt(berthReservations.departureDate, arrival),
      ),
    );
  return new Set(rows.map((row) => row.berthId));
}
