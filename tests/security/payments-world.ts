import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { seedReferenceData } from '#api/db/seed.ts';
import { createStripeProvider } from '#api/payments/stripe.ts';
import { startFakeStripe, type FakeStripe } from '#tests/setup/fake-stripe-server.ts';
import { createTestApp } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';

const webhookSecret = 'whsec_security';
const stripeEnvironment = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
};

export interface StripeWorld {
  fake: FakeStripe;
  harness: Awaited<ReturnType<typeof createTestApp>>;
}

/**
 * The API paying through the official Stripe SDK against the fake Stripe server, over a fresh
 * database with the berths seeded before each test. Call it at the top of a test file.
 */
export function stripeWorld(): StripeWorld {
  const world = {} as StripeWorld;
  beforeAll(async () => {
    world.fake = await startFakeStripe();
  });
  afterAll(() => world.fake.close());
  beforeEach(async () => {
    world.fake.intents.clear();
    world.fake.refunds.length = 0;
    world.fake.failRefunds(null);
    const payments = createStripeProvider({ secretKey: 'sk_test_x', webhookSecret, api: world.fake.api });
    world.harness = await createTestApp(stripeEnvironment, { payments });
    await resetDatabase(world.harness.db);
    await seedReferenceData(world.harness.db);
  });
  return world;
}

/** A webhook delivery as Stripe makes it: no Origin, its signature over the exact body. */
export function deliverWebhook({ harness }: StripeWorld, payload: string, signature: string | undefined) {
  return harness.app.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...(signature && { 'Stripe-Signature': signature }) },
    body: payload,
  });
}

/** Stripe's signature of `payload`, made at `timestamp` (seconds; now unless given). */
export const signWebhook = (payload: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp });

/** An event about the intent as the fake holds it now, signed. */
export function signedEvent({ fake }: StripeWorld, type: string, intentId: string, eventId?: string) {
  const payload = JSON.stringify(fake.event(type, intentId, eventId));
  return { payload, signature: signWebhook(payload) };
}
