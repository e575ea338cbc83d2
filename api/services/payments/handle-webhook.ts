import { eq } from 'drizzle-orm';
import { berthReservations, type BerthReservation } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import {
  WebhookPayloadError,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
} from '#api/payments/provider.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { handleInvoiceEvent, type InvoiceEventOutcome } from '#api/services/invoice-payments/invoice-webhook.ts';
import { settlePayment } from '#api/services/reservations/lifecycle/reservation-lifecycle.ts';
import { claimPaymentEvent, isProcessedPaymentEvent } from './payment-events.ts';
import { checkIntentPayment, type IntentCheck } from './payment-rules.ts';

export interface WebhookInput {
  /** The body exactly as received: the signature covers its bytes. */
  rawBody: string;
  signature: string | undefined;
}

export type WebhookOutcome =
  | { result: 'duplicate'; event: ProviderEvent }
  | { result: 'ignored'; event: ProviderEvent; reason: string }
  | { result: 'checked'; event: ProviderEvent; reservationId: string; check: IntentCheck }
  | InvoiceEventOutcome;

const invalidWebhookSignature = () => new AppError('bad_request', 'Invalid webhook signature');
const invalidWebhookPayload = () => new AppError('bad_request', 'The webhook body is not a valid event');

/** What an event asks for, found out before the transaction since it may ask the provider. */
type Examined =
  | { result: 'ignored'; reason: string }
  | { result: 'checked'; reservation: BerthReservation; intent: ProviderIntent | null; check: IntentCheck };

/**
 * A provider event, verified by its signature. Each event is handled once: its id is claimed in
 * `processed_payment_events` in the same transaction that records its payment (the lifecycle's
 * `settlePayment`, the same path as the browser's confirmation, so availability is told at once),
 * so a replay or a concurrent redelivery changes nothing, and a failure anywhere before the commit
 * leaves the event unclaimed for the provider's retry. Ignored events are claimed too, so their
 * replays stay cheap.
 */
export async function handlePaymentWebhook(ctx: ServiceContext, input: WebhookInput): Promise<WebhookOutcome> {
  const { db, payments: provider } = ctx;
  if (!provider) throw invalidWebhookSignature();
  const event = await verifiedEvent(provider, input);
  // Answers a replay without asking the provider; the claim in the transaction is what decides.
  if (await isProcessedPaymentEvent(db, event.id)) return { result: 'duplicate', event };
  // An invoice paid from the customer's account has its own path; every other intent is a reservation's.
  const invoiceOutcome = await handleInvoiceEvent(ctx, provider, event);
  if (invoiceOutcome) return invoiceOutcome;

  const examined = await examineEvent(ctx, provider, event);
  if (examined.result === 'checked' && examined.check === 'accepted' && examined.intent) {
    // The payment is settled by the lifecycle, the event claimed in the transaction that records it.
    const { reservation, intent, check } = examined;
    const settled = await settlePayment(ctx, provider, reservation, intent, (tx) => claimPaymentEvent(tx, event));
    if (settled === 'duplicate') return { result: 'duplicate', event };
    return { result: 'checked', event, reservationId: reservation.id, check };
  }
  if (!(await claimPaymentEvent(db, event))) return { result: 'duplicate', event };
  if (examined.result === 'ignored') return { result: 'ignored', event, reason: examined.reason };
  return { result: 'checked', event, reservationId: examined.reservation.id, check: examined.check };
}

async function verifiedEvent(provider: PaymentProvider, input: WebhookInput): Promise<ProviderEvent> {
  try {
    return await provider.parseWebhook(input.rawBody, input.signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw invalidWebhookSignature();
    if (error instanceof WebhookPayloadError) throw invalidWebhookPayload();
    throw error;
  }
}

async function examineEvent(ctx: ServiceContext, provider: PaymentProvider, event: ProviderEvent): Promise<Examined> {
  if (event.type !== 'payment_intent.succeeded' || !event.paymentIntentId) {
    return { result: 'ignored', reason: 'event type not handled' };
  }
  const [reservation] = await ctx.db
    .select()
    .from(berthReservations)
    .where(eq(berthReservations.stripePaymentIntentId, event.paymentIntentId))
    .limit(1);
  if (!reservation) return { result: 'ignored', reason: 'no reservation has this payment intent' };
  // The event is not trusted: the provider's own record of the intent decides.
  const intent = await provider.retrieveIntent(event.paymentIntentId);
  return { result: 'checked', reservation, intent, check: checkIntentPayment(intent, reservation) };
}
