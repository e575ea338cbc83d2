import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { berthReservations, berths, mailOutbox, type BerthReservation } from '../../db/schema/index.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { marinaOffice } from './marina-office.ts';
import { paymentConfirmation, paymentNotification } from './payment-mail.ts';
import { checkIntentPayment, type IntentCheck } from './payment-rules.ts';

/** What the payment mails need from the configuration. */
export interface PaymentMailSettings {
  /** Staff notifications go here. */
  leadsEmail: string;
  /** The site's public address, for the link back to the checkout page; no link without it. */
  siteUrl: URL | undefined;
}

function checkoutUrl(siteUrl: URL | undefined, reservationId: string): string | null {
  return siteUrl ? new URL(`/berth-checkout?reservationId=${reservationId}`, siteUrl).href : null;
}

/**
 * Asks the provider (never the browser) whether the intent paid this reservation, and if it did,
 * records the payment and queues the customer's confirmation and the staff notification in one
 * transaction. Recording is conditional on the reservation still being unpaid, so the second of
 * two confirmations (the browser's and the webhook's, or a retry) changes nothing and mails nobody.
 * The reservation stays pending: paid is not approved.
 */
export async function recordPayment(
  db: Database,
  provider: PaymentProvider,
  settings: PaymentMailSettings,
  reservation: BerthReservation,
  paymentIntentId: string,
): Promise<IntentCheck> {
  const intent = await provider.retrieveIntent(paymentIntentId);
  const check = checkIntentPayment(intent, reservation);
  if (check !== 'accepted' || !intent) return check;

  await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(berthReservations)
      .set({ paymentStatus: 'paid', paidAmount: intent.amount, paidAt: new Date() })
      .where(
        and(
          eq(berthReservations.id, reservation.id),
          eq(berthReservations.paymentStatus, 'unpaid'),
          eq(berthReservations.stripePaymentIntentId, intent.id),
        ),
      )
      .returning();
    if (!paid) return;
    const [berth] = await tx.select({ name: berths.name }).from(berths).where(eq(berths.id, paid.berthId));
    if (!berth) throw new Error(`berth ${paid.berthId} of reservation ${paid.id} not found`);
    const mail = { reservation: paid, berthName: berth.name, checkoutUrl: checkoutUrl(settings.siteUrl, paid.id) };
    await tx.insert(mailOutbox).values([
      { to: paid.contactEmail, kind: 'reservation-confirmation', ...paymentConfirmation(mail, marinaOffice()) },
      { to: settings.leadsEmail, kind: 'reservation-notification', ...paymentNotification(mail) },
    ]);
  });
  return check;
}
