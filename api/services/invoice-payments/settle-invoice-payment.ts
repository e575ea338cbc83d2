import { accountPartUrl } from '#shared/account-parts.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { customers, invoices, mailOutbox, type Invoice } from '#api/db/schema/index.ts';
import type { PaymentProvider, ProviderIntent } from '#api/payments/provider.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import type { IntentCheck } from '#api/services/payments/payment-rules.ts';
import { invoiceReceipt } from './invoice-payment-mail.ts';
import { checkInvoiceIntent } from './invoice-payment-rules.ts';

/** Who the audit names for a payment no staff member made. */
const cardPaymentActor = { name: 'online card payment' };

/** Claims something in the payment's own transaction (a webhook event's id); false when it was claimed before. */
type PaymentClaim = (tx: Database) => Promise<boolean>;

/**
 * Asks the provider (never the browser) whether the intent paid this invoice, and if it did,
 * records it (see `settleInvoicePayment`).
 */
export async function recordInvoicePayment(
  ctx: ServiceContext,
  provider: PaymentProvider,
  invoice: Invoice,
  paymentIntentId: string,
): Promise<IntentCheck> {
  const intent = await provider.retrieveIntent(paymentIntentId);
  const check = checkInvoiceIntent(intent, invoice);
  if (check === 'accepted' && intent) await settleInvoicePayment(ctx, invoice, intent);
  return check;
}

/**
 * Marks the invoice paid by an intent the provider reported as paying it, with its audit row and
 * the customer's receipt in the same transaction. The row is locked and read again first, so the
 * second of two reports (the browser's and the webhook's, or a replay) changes nothing and mails
 * nobody. `claim` (a webhook event's id) is taken in the same transaction: `duplicate` when it was
 * taken before.
 */
export async function settleInvoicePayment(
  ctx: ServiceContext,
  invoice: Invoice,
  intent: ProviderIntent,
  claim?: PaymentClaim,
): Promise<'paid' | 'unchanged' | 'duplicate'> {
  return ctx.db.transaction(async (tx) => {
    if (claim && !(await claim(tx))) return 'duplicate';
    const [current] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id)).for('update');
    if (!current || current.status === 'paid' || current.paymentIntentId !== intent.id) return 'unchanged';
    const paidDate = ctx.clock.now();
    const [paid] = await tx
      .update(invoices)
      .set({ status: 'paid', paidDate, updatedAt: paidDate })
      .where(eq(invoices.id, current.id))
      .returning();
    if (!paid) throw new Error(`invoice ${current.id} vanished under its lock`);
    await recordAudit(
      inTransaction(ctx, tx),
      {
        action: 'invoice.paid',
        entityType: 'invoice',
        entityId: paid.id,
        customerId: paid.customerId,
        before: { status: current.status },
        after: { status: paid.status, paidAmount: paid.totalAmount, paymentIntentId: intent.id },
      },
      cardPaymentActor,
    );
    const [customer] = await tx
      .select({ email: customers.email, firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.id, paid.customerId));
    if (!customer) throw new Error(`customer ${paid.customerId} of invoice ${paid.id} not found`);
    const receipt = invoiceReceipt(
      { invoice: { ...paid, paidDate }, firstName: customer.firstName, invoicesUrl: accountPartUrl('invoices', ctx.mail.siteUrl) },
      marinaOffice(),
    );
    await tx.insert(mailOutbox).values({ to: customer.email, kind: 'invoice-receipt', ...receipt });
    return 'paid';
  });
}
