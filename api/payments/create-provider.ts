import type { Database } from '../db/client.ts';
import type { PaymentsConfig } from '../env.ts';
import type { PaymentProvider } from './provider.ts';

/** The configured provider, or null when card payment is unavailable (production without Stripe keys). */
export function createPaymentProvider(_config: PaymentsConfig, _db: Database): PaymentProvider | null {
  return null;
}
