import { eq } from 'drizzle-orm';
import { accountPartUrl } from '#shared/account-parts.ts';
import type { Database } from '#api/db/client.ts';
import { berthReservations, berths, mailOutbox, type BerthReservation } from '#api/db/schema/index.ts';
import type { PaymentProvider, ProviderIntent } from '#api/payments/provider.ts';
import { adminAreaUrl } from '#api/services/client-portal/staff-notification-mail.ts';
import type { MailSettings, ServiceContext } from '#api/services/context.ts';
import { fileCustomerRecords } from '#api/services/customer-records/file-customer-records.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { paymentConfirmation, paymentNotification } from '#api/services/payments/payment-mail.ts';
import { checkIntentPayment, type IntentCheck } from '#api/services/payments/payment-rules.ts';
import { changeInTransaction } from './calendar-signal.ts';
import { refundInFull } from './refund.ts';

// Without the site's public address there is no link back to the checkout page.
function checkoutUrl(siteUrl: MailSettings['siteUrl'], reservationId: string): string | null {
  return siteUrl ? new URL(`/berth-checkout?reservationId=${reservationId}`, siteUrl).href : null;
}

/**
 * Asks the provider (never the browser) whether the intent paid this reservation, and if it did,
 * records the payment and queues its mails in one transaction (see `writePayment`). The
 * reservation stays pending: paid is not approved.
 */
export async function recordPayment(
  ctx: ServiceContext,
  provider: PaymentProvider,
  reservation: BerthReservation,
  paymentIntentId: string,
): Promise<IntentCheck> {
  const intent = await provider.retrieveIntent(paymentIntentId);
  const check = checkIntentPayment(intent, reservation);
  if (check !== 'accepted' || !intent) return check;
  await settlePayment(ctx, provider, reservation, intent);
  return check;
}

/** What settling a payment did; `duplicate`: the caller's claim (a webhook event's) was already taken, nothing changed. */
type PaymentSettlement = 'paid' | 'refunded' | 'unchanged' | 'duplicate';

/** Claims something in the payment's own transaction (a webhook event's id); false when it was claimed before. */
type PaymentClaim = (tx: Database) => Promise<boolean>;

/** Thrown inside the transaction so a claim made in it rolls back with it while the money goes back. */
class RefundFirst extends Error {}

/**
 * Records an intent the provider reported as paying the reservation: the one path of the browser's
 * confirmation, the webhook and the hold-expiry worker. A reservation cancelled before the money
 * arrived has it refunded first, outside any transaction (the provider is never called while rows
 * are locked); one cancelled while this ran is refunded the same way and written again. `claim`
 * runs in the same transaction as the write, so a webhook event is marked handled exactly when its
 * payment is recorded. Availability is signalled after the commit: a payment that arrives after its
 * hold ran out, but before anything cancelled it, keeps the berth again.
 */
export async function settlePayment(
  ctx: ServiceContext,
  provider: PaymentProvider,
  reservation: BerthReservation,
  intent: ProviderIntent,
  claim?: PaymentClaim,
): Promise<PaymentSettlement> {
  const refund = () => refundInFull(provider, reservation.id, { paymentIntentId: intent.id, amount: intent.amount });
  const write = (refunded: boolean) =>
    changeInTransaction(ctx, async (txContext, tx): Promise<PaymentSettlement> => {
      if (claim && !(await claim(tx))) return 'duplicate';
      const written = await writePayment(txContext, reservation, intent, { refunded });
      if (written === 'refund-needed') throw new RefundFirst();
      return written;
    });
  const cancelled = reservation.status === 'cancelled';
  if (cancelled) await refund();
  try {
    return await write(cancelled);
  } catch (error) {
    if (!(error instanceof RefundFirst)) throw error;
  }
  await refund();
  return write(true);
}

/** What `writePayment` did: `refund-needed` means the reservation is cancelled and the money must go back first. */
type PaymentWrite = 'paid' | 'refunded' | 'unchanged' | 'refund-needed';

/**
 * Marks the reservation paid by an intent the provider reported as paying it, and queues the
 * customer's confirmation and the staff notification. Run it inside a transaction (`ctx.db`), so
 * the mails exist exactly when the payment does. The row is locked and read again first, so the
 * second of two confirmations (the browser's and the webhook's, or a retry) changes nothing and
 * mails nobody, and a hold cancelled meanwhile is seen as cancelled. A paid reservation holds its
 * berth for good: its hold expiry is cleared.
 *
 * A payment for a cancelled reservation is a late one: once the caller has refunded it
 * (`refunded`), it is recorded as refunded and both mails say so; the reservation stays cancelled.
 */
async function writePayment(
  ctx: ServiceContext,
  reservation: BerthReservation,
  intent: ProviderIntent,
  { refunded }: { refunded: boolean },
): Promise<PaymentWrite> {
  const { db: tx, mail: settings } = ctx;
  const [current] = await tx.select().from(berthReservations).where(eq(berthReservations.id, reservation.id)).for('update');
  if (current?.paymentStatus !== 'unpaid' || current.stripePaymentIntentId !== intent.id) return 'unchanged';
  const late = current.status === 'cancelled';
  if (late && !refunded) return 'refund-needed';
  const [paid] = await tx
    .update(berthReservations)
    .set({
      paymentStatus: late ? 'refunded' : 'paid',
      paidAmount: intent.amount,
      paidAt: ctx.clock.now(),
      ...(!late && { holdExpiresAt: null }),
    })
    .where(eq(berthReservations.id, current.id))
    .returning();
  if (!paid) throw new Error(`reservation ${current.id} vanished while its payment was recorded`);
  const [berth] = await tx.select({ name: berths.name }).from(berths).where(eq(berths.id, paid.berthId));
  if (!berth) throw new Error(`berth ${paid.berthId} of reservation ${paid.id} not found`);
  const mail = {
    reservation: paid,
    berthName: berth.name,
    checkoutUrl: checkoutUrl(settings.siteUrl, paid.id),
    ...(paid.customerId && { reservationsUrl: accountPartUrl('reservations', settings.siteUrl) }),
  };
  await tx.insert(mailOutbox).values([
    { to: paid.contactEmail, kind: late ? 'reservation-refund' : 'reservation-confirmation', ...paymentConfirmation(mail, marinaOffice()) },
    { to: settings.leadsEmail, kind: 'reservation-notification', ...paymentNotification(mail, adminAreaUrl(settings.siteUrl)) },
  ]);
  // A customer's paid reservation appears among their invoices together with the payment.
  if (paid.customerId) await fileCustomerRecords(ctx, paid.customerId);
  return late ? 'refunded' : 'paid';
}
