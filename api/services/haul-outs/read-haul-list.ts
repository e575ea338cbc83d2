import { asc, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { HaulListView, HaulOutRow } from '#shared/haul-out-views.ts';
import { berthReservations, berths, haulOuts, users } from '#api/db/schema/index.ts';
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
  joinedAt: haulOuts.joinedAt,
  hauledAt: haulOuts.hauledAt,
  hauledBy: users.username,
};

async function haulOutRows({ db }: Pick<ServiceContext, 'db'>, where: SQL, order: SQL[]) {
  const rows = await db
    .select(haulOutColumns)
    .from(haulOuts)
    .innerJoin(berthReservations, eq(berthReservations.id, haulOuts.reservationId))
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .leftJoin(users, eq(users.id, haulOuts.hauledBy))
    .where(where)
    .orderBy(...order);
  return rows.map(
    (row, index): HaulOutRow => ({
      ...row,
      place: row.hauledAt ? null : index + 1,
      joinedAt: row.joinedAt.toISOString(),
      hauledAt: row.hauledAt?.toISOString() ?? null,
    }),
  );
}

/** The queue in the order vessels come out of the water (first asked, first hauled), then those hauled. */
export async function readHaulList(ctx: Pick<ServiceContext, 'db'>): Promise<HaulListView> {
  return {
    waiting: await haulOutRows(ctx, isNull(haulOuts.hauledAt), [asc(haulOuts.joinedAt), asc(haulOuts.id)]),
    hauled: await haulOutRows(ctx, isNotNull(haulOuts.hauledAt), [desc(haulOuts.hauledAt)]),
  };
}
