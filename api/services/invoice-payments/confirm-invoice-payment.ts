import { eq } from 'drizzle-orm';
import type { CustomerInvoice } from '#shared/customer-views.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { invoices } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { toCustomerInvoice } from '#api/services/customer-area/customer-area-views.ts';
import { paymentsUnavailable } from '#api/services/payments/marina-office.ts';
import { findCustomerInvoice, invoiceNotFound } from './customer-invoice.ts';
import { foreignInvoicePaymentMessage, invoicePaymentNotCompletedMessage } from './invoice-payment-rules.ts';
import { recordInvoicePayment } from './settle-invoice-payment.ts';

export interface ConfirmInvoicePaymentInput {
  invoiceId: string;
  paymentIntentId: string;
}

/**
 * The browser reports a finished card payment of an invoice; the provider is asked whether it
 * really paid it. Confirming again after success answers the same paid invoice; an intent that has
 * not succeeded, or is not this invoice's, is refused and changes nothing.
 */
export async function confirmInvoicePayment(ctx: ServiceContext, input: ConfirmInvoicePaymentInput): Promise<CustomerInvoice> {
  const invoice = await findCustomerInvoice(ctx, input.invoiceId);
  if (invoice.paymentIntentId !== input.paymentIntentId) throw new AppError('conflict', foreignInvoicePaymentMessage);
  if (invoice.status !== 'paid') {
    if (!ctx.payments) throw paymentsUnavailable();
    const check = await recordInvoicePayment(ctx, ctx.payments, invoice, input.paymentIntentId);
    if (check === 'foreign') throw new AppError('conflict', foreignInvoicePaymentMessage);
    if (check === 'not-succeeded') throw new AppError('conflict', invoicePaymentNotCompletedMessage);
  }
  const [current] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoice.id));
  if (!current) throw invoiceNotFound();
  return toCustomerInvoice(current, facilityToday(ctx.clock.now()));
}
