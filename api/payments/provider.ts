/** Stripe's PaymentIntent statuses; the test mode uses a subset. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  /** Cents. */
  amount: number;
  currency: string;
  status: IntentStatus;
  /** The reservation the intent was created for (Stripe metadata `reservationId`). */
  reservationId: string | null;
  /** The invoice the intent was created for (Stripe metadata `invoiceId`); absent or null for a reservation's. */
  invoiceId?: string | null;
}

export interface ProviderEvent {
  id: string;
  type: string;
  /** The intent the event is about, for payment_intent.* events and a charge's events. */
  paymentIntentId: string | null;
  /** Cents given back so far, for a charge's events (charge.refunded). */
  refundedAmount?: number;
}

/** What an intent pays: a berth reservation at checkout, or an invoice from the customer's account. */
type IntentSubject = { reservationId: string; invoiceId?: never } | { invoiceId: string; reservationId?: never };

export type CreateIntentInput = IntentSubject & {
  amount: number;
  description: string;
  receiptEmail: string;
  /** The same key returns the same intent, so a retried or concurrent create never makes a second one. */
  idempotencyKey: string;
};

/** Thrown when a webhook's signature does not verify; the route answers 400. */
export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Thrown when a webhook's signature verifies but its body is not an event (not JSON, no id or type); the route answers 400. */
export class WebhookPayloadError extends Error {
  constructor(message = 'The webhook body is not an event') {
    super(message);
    this.name = 'WebhookPayloadError';
  }
}

/**
 * Where card payments happen: Stripe through its official SDK, or the offline test mode. The
 * reservation services ask the provider, never the browser, whether money arrived.
 */
export interface PaymentProvider {
  readonly mode: 'stripe' | 'test';
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  /** Null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /**
   * Gives the payment back in full. Asking again for an intent already refunded in full is that
   * same refund, not an error (the idempotency key only covers a retry while the provider keeps it).
   */
  refund(input: { paymentIntentId: string; amount: number; idempotencyKey: string }): Promise<void>;
  /** Makes an unpaid intent unpayable; throws when it can no longer be cancelled (it succeeded meanwhile). */
  cancelIntent(id: string): Promise<void>;
  /** Verifies the signature over the exact raw body and returns the event; throws WebhookSignatureError or WebhookPayloadError. */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<ProviderEvent>;
}
