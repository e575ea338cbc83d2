import type { Invoice } from '#api/db/schema/index.ts';
import type { ProviderIntent } from '#api/payments/provider.ts';
import type { IntentCheck } from '#api/services/payments/payment-rules.ts';

export const invoiceAlreadyPaidMessage = 'This invoice has already been paid.';
export const invoicePaymentNotCompletedMessage = 'The payment of this invoice has not been completed yet.';
export const foreignInvoicePaymentMessage = 'This payment does not belong to this invoice.';
const notPayableMessage = 'This invoice cannot be paid online. Please call the marina office.';

type PayableInvoice = Pick<Invoice, 'id' | 'status' | 'totalAmount' | 'paymentIntentId'>;

/** Why a card payment cannot be started for this invoice, or null when it can: only a pending or overdue invoice with an amount is paid online. */
export function invoicePaymentProblem(invoice: Pick<Invoice, 'status' | 'totalAmount'>): string | null {
  if (invoice.status === 'paid') return invoiceAlreadyPaidMessage;
  if (invoice.status !== 'pending' && invoice.status !== 'overdue') return notPayableMessage;
  // Stripe refuses a card charge below 50 cents.
  if (invoice.totalAmount < 50) return notPayableMessage;
  return null;
}

/**
 * Whether an intent, as the provider reports it, pays this invoice: the intent the invoice was
 * given, made for this invoice, for exactly its total in dollars, and succeeded.
 */
export function checkInvoiceIntent(intent: ProviderIntent | null, invoice: PayableInvoice): IntentCheck {
  if (
    !intent ||
    intent.id !== invoice.paymentIntentId ||
    intent.invoiceId !== invoice.id ||
    intent.amount !== invoice.totalAmount ||
    intent.currency !== 'usd'
  ) {
    return 'foreign';
  }
  return intent.status === 'succeeded' ? 'accepted' : 'not-succeeded';
}

/** An intent the browser can still pay: made for this invoice and its total, neither paid nor cancelled. */
export function isReusableInvoiceIntent(intent: ProviderIntent, invoice: Pick<Invoice, 'id' | 'totalAmount'>): boolean {
  return (
    intent.invoiceId === invoice.id &&
    intent.amount === invoice.totalAmount &&
    intent.status !== 'succeeded' &&
    intent.status !== 'canceled'
  );
}
