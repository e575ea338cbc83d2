import type { PaymentProvider } from '#api/payments/provider.ts';

/**
 * Gives a reservation's payment back in full through the provider. Every path that refunds (a
 * decline, a payment that arrived after its reservation was cancelled) uses this one key, so a
 * retry or a second path meeting the same payment is the same refund, never a second one.
 */
export async function refundInFull(
  provider: PaymentProvider,
  reservationId: string,
  payment: { paymentIntentId: string; amount: number },
): Promise<void> {
  await provider.refund({ ...payment, idempotencyKey: `refund-${reservationId}` });
}
