import { and, eq } from 'drizzle-orm';
import type { CustomerInvoice } from '#shared/customer-views.ts';
import { priorityInvoiceNumber } from '#shared/haul-out-priority.ts';
import { berthReservations, haulOutPriorities, invoices } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { toCustomerInvoice } from '#api/services/customer-area/customer-area-views.ts';
import { signedInCustomerId } from '#api/services/customer-area/signed-in-customer.ts';
import { reservationNotFound } from '#api/services/reservations/access.ts';
import { priorityFeeCents, priorityStaysOf, seasonNow } from './priority-stays.ts';

/**
 * The customer asks for haul-out priority for a stay of theirs this season
 * (`POST /api/customer/haul-out-priority`): an invoice for the fee in content, due today, paid like
 * any invoice. The stay is locked first, so repeated or simultaneous clicks get the one invoice the
 * first made; a refunded priority is not sold again online.
 */
export async function buyHaulPriority(ctx: ServiceContext, reservationId: string): Promise<CustomerInvoice> {
  const customerId = signedInCustomerId(ctx);
  const { today, season } = seasonNow(ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    const [stay] = await tx
      .select()
      .from(berthReservations)
      .where(and(eq(berthReservations.id, reservationId), priorityStaysOf(customerId, season, today)))
      .for('update');
    if (!stay) throw reservationNotFound();
    const [existing] = await tx
      .select({ invoice: invoices })
      .from(haulOutPriorities)
      .innerJoin(invoices, eq(invoices.id, haulOutPriorities.invoiceId))
      .where(and(eq(haulOutPriorities.reservationId, stay.id), eq(haulOutPriorities.season, season.year)));
    if (existing) {
      if ((existing.invoice.refundedAmount ?? 0) > 0) {
        throw new AppError('conflict', `The priority for ${stay.vesselName} was refunded. Please call the marina office.`);
      }
      return toCustomerInvoice(existing.invoice, today);
    }
    const fee = priorityFeeCents();
    const now = ctx.clock.now();
    const [invoice] = await tx
      .insert(invoices)
      .values({
        customerId,
        invoiceNumber: priorityInvoiceNumber(stay.reservationNumber, season.year),
        description: `Haul-out priority, ${season.year} hurricane season: ${stay.vesselName} (${stay.reservationNumber})`,
        subtotal: fee,
        totalAmount: fee,
        status: 'pending',
        dueDate: today,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!invoice) throw new Error('invoice insert returned no row');
    await tx.insert(haulOutPriorities).values({ reservationId: stay.id, season: season.year, invoiceId: invoice.id });
    return toCustomerInvoice(invoice, today);
  });
}
