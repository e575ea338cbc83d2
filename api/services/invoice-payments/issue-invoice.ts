import type { CustomerInvoice } from '#shared/customer-views.ts';
import type { IssueInvoiceBody } from '#shared/schemas/invoices.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { invoices } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { findClient } from '#api/services/admin-clients/admin-client-view.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { toCustomerInvoice } from '#api/services/customer-area/customer-area-views.ts';
import { isUniqueViolation } from '#api/services/reservations/database-errors.ts';

const invoiceNumberTaken = () =>
  new AppError('conflict', 'An invoice with this number already exists.', {
    errors: { invoiceNumber: 'An invoice with this number already exists.' },
  });

/**
 * The office bills a client: the invoice appears in their account, pending, or overdue when its
 * due date has already passed at the facility, and can be paid there by card.
 */
export async function issueInvoice(ctx: ServiceContext, customerId: string, input: IssueInvoiceBody): Promise<CustomerInvoice> {
  const overdue = input.dueDate < facilityToday(ctx.clock.now());
  try {
    return await ctx.db.transaction(async (tx) => {
      await findClient(tx, customerId);
      const now = ctx.clock.now();
      const [invoice] = await tx
        .insert(invoices)
        .values({
          customerId,
          invoiceNumber: input.invoiceNumber,
          description: input.description ?? null,
          subtotal: input.totalAmount,
          totalAmount: input.totalAmount,
          status: overdue ? 'overdue' : 'pending',
          dueDate: input.dueDate,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!invoice) throw new Error('invoice insert returned no row');
      await recordAudit(inTransaction(ctx, tx), {
        action: 'invoice.issued',
        entityType: 'invoice',
        entityId: invoice.id,
        customerId,
        after: { invoiceNumber: invoice.invoiceNumber, totalAmount: invoice.totalAmount, status: invoice.status, dueDate: invoice.dueDate },
      });
      return toCustomerInvoice(invoice, facilityToday(now));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invoiceNumberTaken();
    throw error;
  }
}
