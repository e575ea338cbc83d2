import type { Database } from '#api/db/client.ts';
import type { PaymentsConfig } from '#api/env.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeProvider } from './stripe.ts';
import { createTestModeProvider } from './test-mode.ts';

/** The configured provider, or null when card payment is unavailable (production without Stripe keys). */
export function createPaymentProvider(config: PaymentsConfig, db: Database): PaymentProvider | null {
  switch (config.mode) {
    case 'stripe':
      return createStripeProvider({ secretKey: config.secretKey, webhookSecret: config.webhookSecret });
    case 'test':
      return createTestModeProvider(db);
    case 'unavailable':
      return null;
  }
}
