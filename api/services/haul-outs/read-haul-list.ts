import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { orderHaulQueue, prioritySeason } from '#shared/haul-out-priority.ts';
import type { HaulListView, HaulOutRow } from '#shared/haul-out-views.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { loadStormSeason } from '#api/content/storm-season.ts';
import { berthReservations, berths, haulOutPriorities, haulOuts, invoices, stormVesselNotes, users } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';

const haulOutColumns = {
  id: haulOuts.id,
  reservationNumber: berthReservations.reservationNumber,
  vesselName: berthReservations.vesselName,
  vesselLength: berthReservations.vesselLength,
  berthName: berths.name,
  tenantName: berthReservations.contactName,
  company: berthReservations.company,
  phone: berthReservations.contactPhone,
  email: berthReservations.contactEmail,
  stormName: haulOuts.stormName,
  // Priority counts only while its invoice is paid and nothing of it was given back.
  priority: sql<boolean>`coalesce(${invoices.status} = 'paid' and coalesce(${invoices.refundedAmount}, 0) = 0, false)`,
  noteSent: sql<boolean>`exists (select 1 from ${stormVesselNotes} where ${stormVesselNotes.reservationId} = ${haulOuts.reservationId})`,
  joinedAt: haulOuts.joinedAt,
  hauledAt: haulOuts.hauledAt,
  hauledBy: users.username,
};

async function haulOutRows({ db }: Pick<ServiceContext, 'db'>, season: number, where: SQL, order: SQL[]) {
  const rows = await db
    .select(haulOutColumns)
    .from(haulOuts)
    .innerJoin(berthReservations, eq(berthReservations.id, haulOuts.reservationId))
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .leftJoin(users, eq(users.id, haulOuts.hauledBy))
    .leftJoin(haulOutPriorities, and(eq(haulOutPriorities.reservationId, haulOuts.reservationId), eq(haulOutPriorities.season, season)))
    .leftJoin(invoices, eq(invoices.id, haulOutPriorities.invoiceId))
    .where(where)
    .orderBy(...order);
  return rows.map(
    (row): HaulOutRow => ({
      ...row,
      place: null,
      joinedAt: row.joinedAt.toISOString(),
      hauledAt: row.hauledAt?.toISOString() ?? null,
    }),
  );
}

/**
 * The queue in the order vessels come out of the water (paid priority for the season first, then
 * first asked, first hauled), then those hauled.
 */
export async function readHaulList(ctx: Pick<ServiceContext, 'db' | 'clock'>): Promise<HaulListView> {
  const season = prioritySeason(facilityToday(ctx.clock.now()), loadStormSeason().season).year;
  const waiting = orderHaulQueue(await haulOutRows(ctx, season, isNull(haulOuts.hauledAt), []));
  return {
    prioritySeason: season,
    waiting: waiting.map((row, index) => ({ ...row, place: index + 1 })),
    hauled: await haulOutRows(ctx, season, isNotNull(haulOuts.hauledAt), [desc(haulOuts.hauledAt)]),
  };
}
