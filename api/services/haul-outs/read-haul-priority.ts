import { and, asc, eq } from 'drizzle-orm';
import type { HaulPriorityState, HaulPriorityView } from '#shared/haul-priority-views.ts';
import { berthReservations, berths, haulOutPriorities, invoices, type Invoice } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { toCustomerInvoice } from '#api/services/customer-area/customer-area-views.ts';
import { signedInCustomerId } from '#api/services/customer-area/signed-in-customer.ts';
import { priorityFeeCents, priorityStaysOf, seasonNow } from './priority-stays.ts';

function stateOf(invoice: Invoice | null): HaulPriorityState {
  if (!invoice) return 'none';
  if (invoice.status !== 'paid') return 'unpaid';
  return (invoice.refundedAmount ?? 0) > 0 ? 'refunded' : 'paid';
}

/**
 * The signed-in customer's haul-out priority (`GET /api/customer/haul-out-priority`): the fee, the
 * season it is for, and each of their stays in that season with its priority's invoice, if any.
 */
export async function readHaulPriority(ctx: ServiceContext): Promise<HaulPriorityView> {
  const customerId = signedInCustomerId(ctx);
  const { today, season } = seasonNow(ctx.clock.now());
  const rows = await ctx.db
    .select({ stay: berthReservations, berthName: berths.name, invoice: invoices })
    .from(berthReservations)
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .leftJoin(haulOutPriorities, and(eq(haulOutPriorities.reservationId, berthReservations.id), eq(haulOutPriorities.season, season.year)))
    .leftJoin(invoices, eq(invoices.id, haulOutPriorities.invoiceId))
    .where(priorityStaysOf(customerId, season, today))
    .orderBy(asc(berthReservations.arrivalDate), asc(berthReservations.reservationNumber));
  return {
    fee: priorityFeeCents(),
    season,
    stays: rows.map(({ stay, berthName, invoice }) => ({
      reservationId: stay.id,
      reservationNumber: stay.reservationNumber,
      vesselName: stay.vesselName,
      berthName,
      arrivalDate: stay.arrivalDate,
      departureDate: stay.departureDate,
      state: stateOf(invoice),
      invoice: invoice ? toCustomerInvoice(invoice, today) : null,
    })),
  };
}
