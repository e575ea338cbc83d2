import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerReservation } from '#shared/customer-views.ts';
import type { PageQuery } from '#shared/schemas/page.ts';
import { berthReservations, berths } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { newestFirst, pageOf, type Page } from '#api/services/paging.ts';
import { expiredHold, holdExpiredReason, liveHold } from '#api/services/reservations/hold-conditions.ts';
import { signedInCustomerId } from './signed-in-customer.ts';

/** A hold that ran out: still pending until the expiry worker or a booking cancels it, then cancelled for it. */
const ranOut = (now: Date) =>
  or(expiredHold(now), and(eq(berthReservations.status, 'cancelled'), eq(berthReservations.cancellationReason, holdExpiredReason)));

/** The columns of a customer's reservation view; whether the hold is live or ran out is decided by the one SQL rule. */
function reservationColumns(now: Date) {
  return {
    id: berthReservations.id,
    reservationNumber: berthReservations.reservationNumber,
    berthName: berths.name,
    vesselName: berthReservations.vesselName,
    vesselId: berthReservations.vesselId,
    arrivalDate: berthReservations.arrivalDate,
    departureDate: berthReservations.departureDate,
    status: berthReservations.status,
    totalCost: berthReservations.totalCost,
    paymentStatus: berthReservations.paymentStatus,
    paidAmount: berthReservations.paidAmount,
    cancellationReason: berthReservations.cancellationReason,
    holdExpiresAt: berthReservations.holdExpiresAt,
    liveHold: sql<boolean>`(${liveHold(now)})`.mapWith(Boolean),
    holdExpired: sql<boolean>`coalesce(${ranOut(now)}, false)`.mapWith(Boolean),
    createdAt: berthReservations.createdAt,
  };
}

/** The caller's reservations matching `where`, with their berth's name. */
function customerReservations(ctx: ServiceContext, where: SQL | undefined) {
  return ctx.db
    .select(reservationColumns(ctx.clock.now()))
    .from(berthReservations)
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .where(and(eq(berthReservations.customerId, signedInCustomerId(ctx)), where));
}

type ReservationRow = Awaited<ReturnType<typeof customerReservations>>[number];

function toCustomerReservation({
  paymentStatus,
  paidAmount,
  liveHold: live,
  holdExpiresAt,
  createdAt,
  vesselId,
  ...row
}: ReservationRow): CustomerReservation {
  const due = row.status === 'confirmed' && paymentStatus === 'unpaid';
  return {
    ...row,
    vesselOnRecord: vesselId !== null,
    paid: paymentStatus === 'paid',
    // A decline refunds the payment in full, so what was paid is what came back.
    refundedAmount: paymentStatus === 'refunded' ? (paidAmount ?? row.totalCost) : null,
    amountDue: due ? row.totalCost : null,
    holdExpiresAt: live && holdExpiresAt ? holdExpiresAt.toISOString() : null,
    createdAt: createdAt.toISOString(),
  };
}

/** The caller's berth reservations, newest first, with the expiry of each hold still live. */
export async function listCustomerReservations(ctx: ServiceContext, query: PageQuery): Promise<Page<CustomerReservation>> {
  const page = newestFirst(berthReservations, query);
  const rows = await customerReservations(ctx, page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit);
  const { items, nextCursor } = pageOf(rows, query);
  return { items: items.map(toCustomerReservation), nextCursor };
}

/** One of the caller's reservations, or undefined. */
export async function findCustomerReservation(ctx: ServiceContext, reservationId: string): Promise<CustomerReservation | undefined> {
  const [row] = await customerReservations(ctx, eq(berthReservations.id, reservationId)).limit(1);
  return row && toCustomerReservation(row);
}
