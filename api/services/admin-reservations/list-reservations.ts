import { and, eq, gt, lt } from 'drizzle-orm';
import type { AdminReservationView } from '#shared/admin-reservation-views.ts';
import type { AdminReservationQuery } from '#shared/schemas/admin-reservations.ts';
import { berthReservations, berths } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { newestFirst, pageOf, type Page } from '#api/services/paging.ts';
import { toAdminReservationView } from './admin-reservation-view.ts';

/**
 * Every reservation for staff, newest first, one page at a time: of one status, of one berth, and
 * with a stay sharing a day with [from, to) when those filters are given.
 */
export async function listAdminReservations(ctx: ServiceContext, query: AdminReservationQuery): Promise<Page<AdminReservationView>> {
  const page = newestFirst(berthReservations, query);
  const rows = await ctx.db
    .select({ reservation: berthReservations, berthName: berths.name, id: berthReservations.id, createdAt: berthReservations.createdAt })
    .from(berthReservations)
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .where(
      and(
        page.where,
        query.status === undefined ? undefined : eq(berthReservations.status, query.status),
        query.berthId === undefined ? undefined : eq(berthReservations.berthId, query.berthId),
        query.from === undefined ? undefined : gt(berthReservations.departureDate, query.from),
        query.to === undefined ? undefined : lt(berthReservations.arrivalDate, query.to),
      ),
    )
    .orderBy(...page.orderBy)
    .limit(page.limit);
  const { items, nextCursor } = pageOf(rows, query);
  const now = ctx.clock.now();
  return { items: items.map((row) => toAdminReservationView(row.reservation, row.berthName, now)), nextCursor };
}
