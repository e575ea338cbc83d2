import { eq } from 'drizzle-orm';
import { berthReservations, berths, mailOutbox, type BerthReservation } from '#api/db/schema/index.ts';
import type { PaymentProvider, ProviderIntent } from '#api/payments/provider.ts';
import { adminAreaUrl } from '#api/services/client-portal/staff-notification-mail.ts';
import { inTransaction, type MailSettings, type ServiceContext } from '#api/services/context.ts';
import { fileCustomerRecords } from '#api/services/customer-records/file-customer-records.ts';
import { marinaOffice } from './marina-office.ts';
import { paymentConfirmation, paymentNotification } from './payment-mail.ts';
import { checkIntentPayment, type IntentCheck } from './payment-rules.ts';
import { berthCalendarChanged } from '#api/services/berths/berth-calendar-changes.ts';

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

/**
 * Records an intent the provider reported as paying the reservation. A reservation cancelled
 * before the money arrived has it refunded first, outside any transaction (the provider is never
 * called while rows are locked); one cancelled while this ran is caught by `writePayment` and
 * refunded the same way.
 */
export async function settlePayment(
  ctx: ServiceContext,
  provider: PaymentProvider,
  reservation: BerthReservation,
  intent: ProviderIntent,
): Promise<void> {
  let refunded = false;
  if (reservation.status === 'cancelled') refunded = await refundLatePayment(provider, reservation, intent);
  const write = (paymentRefunded: boolean) =>
    ctx.db.transaction((tx) => writePayment(inTransaction(ctx, tx), reservation, intent, { refunded: paymentRefunded }));
  if ((await write(refunded)) === 'refund-needed') await write(await refundLatePayment(provider, reservation, intent));
  // A payment that arrives after its hold ran out, but before anything cancelled it, keeps the berth again.
  berthCalendarChanged();
}

/** Gives a late payment back in full; the idempotency key makes a repeated refund the same one. */
export async function refundLatePayment(provider: PaymentProvider, reservation: BerthReservation, intent: ProviderIntent): Promise<true> {
  await provider.refund({ paymentIntentId: intent.id, amount: intent.amount, idempotencyKey: `refund-${reservation.id}` });
  return true;
}

/** What `writePayment` did: `refund-needed` means the reservation is cancelled and the money must go back first. */
export type PaymentWrite = 'paid' | 'refunded' | 'unchanged' | 'refund-needed';

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
export async function writePayment(
  ctx: ServiceContext,
  reservation: BerthReservation,
  intent: ProviderIntent,
  { refunded }: { refunded: boolean },
): Promise<PaymentWrite> {
  const { db: tx, mail: settings } = ctx;
  const [current] = await tx.select().from(berthReservations).where(eq(berthReservations.id, reservation.id)).for('update');
  if (!current || current.paymentStatus !== 'unpaid' || current.stripePaymentIntentId !== intent.id) return 'unchanged';
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
  const mail = { reservation: paid, berthName: berth.name, checkoutUrl: checkoutUrl(settings.siteUrl, paid.id) };
  await tx.insert(mailOutbox).values([
    { to: paid.contactEmail, kind: late ? 'reservation-refund' : 'reservation-confirmation', ...paymentConfirmation(mail, marinaOffice()) },
    { to: settings.leadsEmail, kind: 'reservation-notification', ...paymentNotification(mail, adminAreaUrl(settings.siteUrl)) },
  ]);
  // A customer's paid reservation appears among their invoices together with the payment.
  if (paid.customerId) await fileCustomerRecords(ctx, paid.customerId);
  return late ? 'refunded' : 'paid';
}
