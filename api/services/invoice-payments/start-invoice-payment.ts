import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentIntentResponse } from '#shared/berth-views.ts';
import { invoices, type Invoice } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { PaymentProvider, ProviderIntent } from '#api/payments/provider.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { paymentIntentAnswer } from '#api/services/payments/create-payment-intent.ts';
import { paymentsUnavailable } from '#api/services/payments/marina-office.ts';
import { signedInCustomer } from '#api/services/customer-area/signed-in-customer.ts';
import { findCustomerInvoice } from './customer-invoice.ts';
import { invoiceAlreadyPaidMessage, invoicePaymentProblem, isReusableInvoiceIntent } from './invoice-payment-rules.ts';
import { recordInvoicePayment } from './settle-invoice-payment.ts';

export interface StartInvoicePaymentInput {
  invoiceId: string;
  /** Stripe Elements needs it in the browser; required in Stripe mode. */
  publishableKey: string | undefined;
}

/**
 * The card payment of one of the customer's pending or overdue invoices, for exactly its total,
 * through the checkout's provider. Asking again (a retry, a second tab, a double click) returns the
 * intent that is still open instead of making a second one.
 */
export async function startInvoicePayment(ctx: ServiceContext, input: StartInvoicePaymentInput): Promise<PaymentIntentResponse> {
  const { db, payments: provider } = ctx;
  const invoice = await findCustomerInvoice(ctx, input.invoiceId);
  const problem = invoicePaymentProblem(invoice);
  if (problem) throw new AppError('conflict', problem);
  if (!provider) throw paymentsUnavailable();

  const intent = await openIntent(ctx, provider, invoice);
  await db
    .update(invoices)
    .set({ paymentIntentId: intent.id })
    .where(and(eq(invoices.id, invoice.id), inArray(invoices.status, ['pending', 'overdue'])));
  return paymentIntentAnswer(provider, intent, input.publishableKey);
}

async function openIntent(ctx: ServiceContext, provider: PaymentProvider, invoice: Invoice): Promise<ProviderIntent> {
  const previousId = invoice.paymentIntentId;
  const previous = previousId ? await provider.retrieveIntent(previousId) : null;
  if (previous && isReusableInvoiceIntent(previous, invoice)) return previous;
  // The card went through but neither the browser nor the webhook has told us yet: record it now.
  if (previous?.status === 'succeeded' && (await recordInvoicePayment(ctx, provider, invoice, previous.id)) === 'accepted') {
    throw new AppError('conflict', invoiceAlreadyPaidMessage);
  }
  // The same key gives the same intent, so concurrent starts share one; a dead previous intent is
  // replaced under a key of its own, since the first key would hand back the dead intent.
  return provider.createIntent({
    invoiceId: invoice.id,
    amount: invoice.totalAmount,
    description: `Invoice ${invoice.invoiceNumber}: ${invoice.description ?? 'Marine services'}`,
    receiptEmail: signedInCustomer(ctx).email,
    idempotencyKey: `invoice-${invoice.id}-${invoice.totalAmount}${previousId ? `-after-${previousId}` : ''}`,
  });
}
