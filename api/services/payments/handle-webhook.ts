import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { berthReservations, processedPaymentEvents } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { WebhookSignatureError, type PaymentProvider, type ProviderEvent } from '../../payments/provider.ts';
import type { IntentCheck } from './payment-rules.ts';
import { recordPayment, type PaymentMailSettings } from './record-payment.ts';

export interface WebhookInput {
  /** The body exactly as received: the signature covers its bytes. */
  rawBody: string;
  signature: string | undefined;
  mail: PaymentMailSettings;
}

export type WebhookOutcome =
  | { result: 'duplicate'; event: ProviderEvent }
  | { result: 'ignored'; event: ProviderEvent; reason: string }
  | { result: 'checked'; event: ProviderEvent; reservationId: string; check: IntentCheck };

export const invalidWebhookSignature = () => new AppError('bad_request', 'Invalid webhook signature');

/**
 * A provider event, verified by its signature. Each event is handled once: its id is claimed in
 * `processed_payment_events` first, so a replay or a concurrent redelivery changes nothing, and the
 * claim is released if handling fails so the provider's retry gets another go.
 */
export async function handlePaymentWebhook(db: Database, provider: PaymentProvider | null, input: WebhookInput): Promise<WebhookOutcome> {
  if (!provider) throw invalidWebhookSignature();
  const event = await verifiedEvent(provider, input);

  const claimed = await db
    .insert(processedPaymentEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing({ target: processedPaymentEvents.id })
    .returning({ id: processedPaymentEvents.id });
  if (claimed.length === 0) return { result: 'duplicate', event };

  try {
    return await handleEvent(db, provider, input.mail, event);
  } catch (error) {
    await db.delete(processedPaymentEvents).where(eq(processedPaymentEvents.id, event.id));
    throw error;
  }
}

async function verifiedEvent(provider: PaymentProvider, input: WebhookInput): Promise<ProviderEvent> {
  try {
    return await provider.parseWebhook(input.rawBody, input.signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw invalidWebhookSignature();
    throw error;
  }
}

async function handleEvent(db: Database, provider: PaymentProvider, mail: PaymentMailSettings, event: ProviderEvent): Promise<WebhookOutcome> {
  if (event.type !== 'payment_intent.succeeded' || !event.paymentIntentId) {
    return { result: 'ignored', event, reason: 'event type not handled' };
  }
  const [reservation] = await db
    .select()
    .from(berthReservations)
    .where(eq(berthReservations.stripePaymentIntentId, event.paymentIntentId))
    .limit(1);
  if (!reservation) return { result: 'ignored', event, reason: 'no reservation has this payment intent' };
  const check = await recordPayment(db, provider, mail, reservation, event.paymentIntentId);
  return { result: 'checked', event, reservationId: reservation.id, check };
}
