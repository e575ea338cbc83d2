import { eq } from 'drizzle-orm';
import type { CustomerInvoice } from '#shared/customer-views.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { invoices, type Invoice } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import { recordAudit, type AuditOutsider } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { toCustomerInvoice } from '#api/services/customer-area/customer-area-views.ts';
import { paymentsUnavailable } from '#api/services/payments/marina-office.ts';
import { invoiceNotFound } from './customer-invoice.ts';

const notPaidOnlineMessage = 'This invoice was not paid online, so its payment cannot be refunded here.';
const alreadyRefundedMessage = 'The payment of this invoice has already been refunded.';
const refundFailedMessage = 'The payment could not be refunded. Please try again in a few minutes.';

/**
 * The office gives an invoice's online payment back in full through the provider, then records it.
 * The refund's idempotency key is the invoice's, so a retry after a failure to record is the same
 * refund, never a second one.
 */
export async function refundInvoicePayment(ctx: ServiceContext, invoiceId: string): Promise<CustomerInvoice> {
  const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw invoiceNotFound();
  if (invoice.status !== 'paid' || !invoice.paymentIntentId) throw new AppError('conflict', notPaidOnlineMessage);
  if (invoice.refundedAmount !== null && invoice.refundedAmount >= invoice.totalAmount) {
    throw new AppError('conflict', alreadyRefundedMessage);
  }
  if (!ctx.payments) throw paymentsUnavailable();
  try {
    await ctx.payments.refund({
      paymentIntentId: invoice.paymentIntentId,
      amount: invoice.totalAmount - (invoice.refundedAmount ?? 0),
      idempotencyKey: `refund-invoice-${invoice.id}`,
    });
  } catch (error) {
    throw Object.assign(new AppError('service_unavailable', refundFailedMessage), { cause: error });
  }
  return toCustomerInvoice(await recordInvoiceRefund(ctx, invoice, invoice.totalAmount), facilityToday(ctx.clock.now()));
}

/**
 * Records that `refundedAmount` cents of the invoice's payment have gone back (in all, not this
 * time), with its audit row; a report of no more than is recorded already changes nothing, so a
 * replayed or late event never lowers it. `outsider` names who refunded when no staff member did.
 */
export async function recordInvoiceRefund(
  ctx: ServiceContext,
  invoice: Invoice,
  refundedAmount: number,
  outsider?: AuditOutsider,
): Promise<Invoice> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id)).for('update');
    if (!current) throw invoiceNotFound();
    if (refundedAmount <= (current.refundedAmount ?? 0)) return current;
    const now = ctx.clock.now();
    const [refunded] = await tx
      .update(invoices)
      .set({ refundedAmount, refundedAt: now, updatedAt: now })
      .where(eq(invoices.id, current.id))
      .returning();
    if (!refunded) throw new Error(`invoice ${current.id} vanished under its lock`);
    await recordAudit(
      inTransaction(ctx, tx),
      {
        action: 'invoice.refunded',
        entityType: 'invoice',
        entityId: refunded.id,
        customerId: refunded.customerId,
        before: { refundedAmount: current.refundedAmount },
        after: { refundedAmount, refundCents: refundedAmount - (current.refundedAmount ?? 0) },
      },
      outsider,
    );
    return refunded;
  });
}
