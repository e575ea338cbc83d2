import Stripe from 'stripe';
import type { IntentStatus, PaymentProvider, ProviderEvent, ProviderIntent } from './provider.ts';
import { WebhookPayloadError, WebhookSignatureError } from './provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  /** Without it no webhook can be verified, so every webhook is refused. */
  webhookSecret: string | undefined;
  /** Where the Stripe API answers: api.stripe.com unless a test points the SDK at a local fake. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

const knownStatuses = new Set<string>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] satisfies IntentStatus[]);

// A status newer than this code is never taken for a success; it reads as "still in progress".
function intentStatus(status: string): IntentStatus {
  return knownStatuses.has(status) ? (status as IntentStatus) : 'processing';
}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amount: intent.amount,
    currency: intent.currency,
    status: intentStatus(intent.status),
    reservationId: intent.metadata.reservationId ?? null,
    invoiceId: intent.metadata.invoiceId ?? null,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

// The SDK hands back whatever JSON was signed; only its id, type and subject are read, and checked.
function toProviderEvent(payload: unknown): ProviderEvent {
  if (!isRecord(payload) || typeof payload.id !== 'string' || typeof payload.type !== 'string') throw new WebhookPayloadError();
  const subject = isRecord(payload.data) && isRecord(payload.data.object) ? payload.data.object : {};
  if (subject.object === 'charge') {
    const paymentIntentId = typeof subject.payment_intent === 'string' ? subject.payment_intent : null;
    const refunded = subject.amount_refunded;
    return { id: payload.id, type: payload.type, paymentIntentId, ...(typeof refunded === 'number' && { refundedAmount: refunded }) };
  }
  const paymentIntentId = subject.object === 'payment_intent' && typeof subject.id === 'string' ? subject.id : null;
  return { id: payload.id, type: payload.type, paymentIntentId };
}

function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** The charge has been given back in full already (a partial refund before is another error). */
function isAlreadyRefunded(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded';
}

/** Card payments through Stripe's official SDK; the browser takes the card with Stripe Elements. */
export function createStripeProvider({ secretKey, webhookSecret, api }: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(secretKey, { ...api });

  return {
    mode: 'stripe',

    async createIntent(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: 'usd',
          description: input.description,
          receipt_email: input.receiptEmail,
          metadata: input.invoiceId === undefined ? { reservationId: input.reservationId } : { invoiceId: input.invoiceId },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toProviderIntent(intent);
    },

    async retrieveIntent(id) {
      try {
        return toProviderIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (isMissingResource(error)) return null;
        throw error;
      }
    },

    async refund({ paymentIntentId, amount, idempotencyKey }) {
      try {
        await stripe.refunds.create({ payment_intent: paymentIntentId, amount }, { idempotencyKey });
      } catch (error) {
        // Stripe forgets an idempotency key after 24 hours, and retries a webhook for three days: a
        // retry after that meets the refund it already made, which is the outcome it asks for.
        if (isAlreadyRefunded(error)) return;
        throw error;
      }
    },

    async cancelIntent(id) {
      await stripe.paymentIntents.cancel(id);
    },

    async parseWebhook(rawBody, signature): Promise<ProviderEvent> {
      if (!webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing');
      let payload: unknown;
      try {
        payload = await stripe.webhooks.constructEventAsync(rawBody, signature, webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(error.message);
        // The SDK parses the body only once the signature holds.
        if (error instanceof SyntaxError) throw new WebhookPayloadError('The webhook body is not JSON');
        throw error;
      }
      return toProviderEvent(payload);
    },
  };
}
