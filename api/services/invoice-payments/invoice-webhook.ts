import { eq } from 'drizzle-orm';
import { invoices } from '#api/db/schema/index.ts';
import type { PaymentProvider, ProviderEvent } from '#api/payments/provider.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { claimPaymentEvent } from '#api/services/payments/payment-events.ts';
import type { IntentCheck } from '#api/services/payments/payment-rules.ts';
import { checkInvoiceIntent } from './invoice-payment-rules.ts';
import { recordInvoiceRefund } from './refund-invoice-payment.ts';
import { settleInvoicePayment } from './settle-invoice-payment.ts';

export type InvoiceEventOutcome =
  | { result: 'duplicate'; event: ProviderEvent }
  | { result: 'ignored'; event: ProviderEvent; reason: string }
  | { result: 'invoice'; event: ProviderEvent; invoiceId: string; check: IntentCheck | 'refund' };

/** Who the audit names for a refund made at the provider (its dashboard), not through the office's screens. */
const refundedAtProvider = { name: 'Stripe' };

/**
 * A verified provider event about an invoice's payment, or null when its intent pays no invoice (a
 * reservation's, handled by the checkout's path). Like the checkout's, each event is claimed in the
 * transaction that records it, so a replay changes nothing: a success marks the invoice paid once
 * (the provider's record of the intent decides, not the event), and a refunded charge records the
 * amount refunded in all, which only ever grows.
 */
export async function handleInvoiceEvent(
  ctx: ServiceContext,
  provider: PaymentProvider,
  event: ProviderEvent,
): Promise<InvoiceEventOutcome | null> {
  if (!event.paymentIntentId) return null;
  const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.paymentIntentId, event.paymentIntentId)).limit(1);
  if (!invoice) return null;
  const claim = (tx: Parameters<typeof claimPaymentEvent>[0]) => claimPaymentEvent(tx, event);

  if (event.type === 'payment_intent.succeeded') {
    const intent = await provider.retrieveIntent(event.paymentIntentId);
    const check = checkInvoiceIntent(intent, invoice);
    if (check === 'accepted' && intent) {
      if ((await settleInvoicePayment(ctx, invoice, intent, claim)) === 'duplicate') return { result: 'duplicate', event };
    } else if (!(await claim(ctx.db))) {
      return { result: 'duplicate', event };
    }
    return { result: 'invoice', event, invoiceId: invoice.id, check };
  }

  const refunded = event.refundedAmount;
  if (event.type === 'charge.refunded' && refunded !== undefined) {
    const recorded = await ctx.db.transaction(async (tx) => {
      if (!(await claim(tx))) return false;
      await recordInvoiceRefund(inTransaction(ctx, tx), invoice, Math.min(refunded, invoice.totalAmount), refundedAtProvider);
      return true;
    });
    return recorded ? { result: 'invoice', event, invoiceId: invoice.id, check: 'refund' } : { result: 'duplicate', event };
  }

  if (!(await claim(ctx.db))) return { result: 'duplicate', event };
  return { result: 'ignored', event, reason: 'event type not handled for an invoice' };
}
