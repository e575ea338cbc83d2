import { and, eq, ne, sql } from 'drizzle-orm';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import type { Database } from '#api/db/client.ts';
import { testPaymentIntents, type TestPaymentIntent } from '#api/db/schema/index.ts';
import { sha256Hex } from '#api/auth/tokens.ts';
import { AppError } from '#api/lib/errors.ts';
import type { CreateIntentInput, PaymentProvider, ProviderIntent } from './provider.ts';
import { WebhookSignatureError } from './provider.ts';
import { testCardOutcome } from './test-cards.ts';

const cardDeclinedMessage = 'Your card was declined.';
const useTestCardMessage =
  'Card payments are in test mode and no real card is charged: ' +
  'use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).';

function toProviderIntent(row: TestPaymentIntent): ProviderIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    reservationId: row.reservationId,
    invoiceId: row.invoiceId,
  };
}

const randomPart = () => encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(18)));

// Like Stripe, the same idempotency key gives the same intent: the id is derived from the key, so a
// retried or concurrent create finds the row the first one wrote.
const intentIdFor = (idempotencyKey: string) => `pi_test_${sha256Hex(idempotencyKey).slice(0, 24)}`;

/**
 * The offline provider: intents live in `test_payment_intents`, cards are Stripe's test numbers and
 * no money moves. It has no webhooks; the checkout confirms through `confirm-payment` alone.
 */
export function createTestModeProvider(db: Database): PaymentProvider {
  async function findIntent(id: string): Promise<TestPaymentIntent | undefined> {
    const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)).limit(1);
    return row;
  }

  return {
    mode: 'test',

    async createIntent(input: CreateIntentInput) {
      const id = intentIdFor(input.idempotencyKey);
      await db
        .insert(testPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomPart()}`,
          amount: input.amount,
          reservationId: input.reservationId ?? null,
          invoiceId: input.invoiceId ?? null,
        })
        .onConflictDoNothing({ target: testPaymentIntents.id });
      const row = await findIntent(id);
      if (!row) throw new Error(`test payment intent ${id} vanished after insert`);
      if (
        row.amount !== input.amount ||
        row.reservationId !== (input.reservationId ?? null) ||
        row.invoiceId !== (input.invoiceId ?? null)
      ) {
        throw new Error('Idempotency key reused with different parameters');
      }
      return toProviderIntent(row);
    },

    async retrieveIntent(id) {
      const row = await findIntent(id);
      return row ? toProviderIntent(row) : null;
    },

    async refund({ paymentIntentId, amount }) {
      const row = await findIntent(paymentIntentId);
      if (row?.status !== 'succeeded') throw new Error(`test payment intent ${paymentIntentId} has no payment to refund`);
      // A retried refund of a fully refunded intent is the same refund again, as with Stripe's idempotency key.
      if (row.refundedAmount === row.amount) return;
      const refunded = await db
        .update(testPaymentIntents)
        .set({ refundedAmount: sql`${testPaymentIntents.refundedAmount} + ${amount}` })
        .where(
          and(
            eq(testPaymentIntents.id, paymentIntentId),
            sql`${testPaymentIntents.refundedAmount} + ${amount} <= ${testPaymentIntents.amount}`,
          ),
        )
        .returning({ id: testPaymentIntents.id });
      if (refunded.length === 0) throw new Error(`refund of ${amount} exceeds what is left of test payment intent ${paymentIntentId}`);
    },

    async cancelIntent(id) {
      const [cancelled] = await db
        .update(testPaymentIntents)
        .set({ status: 'canceled' })
        .where(and(eq(testPaymentIntents.id, id), ne(testPaymentIntents.status, 'succeeded')))
        .returning({ id: testPaymentIntents.id });
      if (!cancelled) throw new Error(`test payment intent ${id} cannot be cancelled: unknown or already paid`);
    },

    parseWebhook() {
      return Promise.reject(new WebhookSignatureError('The payment test mode sends no webhooks'));
    },
  };
}

export interface TestCardConfirmation {
  paymentIntentId: string;
  status: 'succeeded';
}

/**
 * The test mode's stand-in for Stripe Elements confirming a card: 4242… succeeds, 4000…0002 is
 * declined (402), any other number is refused with a pointer to the test cards. Confirming an
 * intent that already succeeded succeeds again, so a double click or a retry is harmless.
 */
export async function confirmTestCard(db: Database, input: { clientSecret: string; cardNumber: string }): Promise<TestCardConfirmation> {
  const [intent] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.clientSecret, input.clientSecret)).limit(1);
  if (!intent) throw new AppError('not_found', 'Payment not found');
  if (intent.status === 'succeeded') return { paymentIntentId: intent.id, status: 'succeeded' };
  if (intent.status === 'canceled') throw new AppError('conflict', 'This payment was cancelled.');

  const outcome = testCardOutcome(input.cardNumber);
  if (outcome === 'declined') throw new AppError('payment_required', cardDeclinedMessage);
  if (outcome === 'unknown') throw new AppError('payment_required', useTestCardMessage);

  await db.update(testPaymentIntents).set({ status: 'succeeded' }).where(eq(testPaymentIntents.id, intent.id));
  return { paymentIntentId: intent.id, status: 'succeeded' };
}
