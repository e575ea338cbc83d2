import { describe, expect, test } from 'vitest';
import { ConfigError, parseConfig } from '#api/env.ts';

const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_123', PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_123' };

function problemsOf(environment: Record<string, string>): string[] {
  try {
    parseConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('payments configuration', () => {
  test('without Stripe keys, development and tests take cards in the built-in test mode', () => {
    expect(parseConfig({}).payments).toEqual({ mode: 'test' });
    expect(parseConfig({ NODE_ENV: 'test' }).payments).toEqual({ mode: 'test' });
  });

  test('production without keys refuses card payment instead of faking it', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).payments).toEqual({ mode: 'unavailable' });
  });

  test('PAYMENTS_MODE=test turns the test mode on even in production or with keys', () => {
    expect(parseConfig({ NODE_ENV: 'production', PAYMENTS_MODE: 'test' }).payments).toEqual({ mode: 'test' });
    expect(parseConfig({ ...stripeKeys, PAYMENTS_MODE: 'test' }).payments).toEqual({ mode: 'test' });
  });

  test('Stripe keys select Stripe, with the publishable key for the browser', () => {
    expect(parseConfig({ ...stripeKeys, STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).payments).toEqual({
      mode: 'stripe',
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_abc',
    });
  });

  test('an incomplete Stripe setup stops the start with the missing variable named', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_123' })).toEqual([
      'PUBLIC_STRIPE_PUBLISHABLE_KEY: is required with STRIPE_SECRET_KEY',
    ]);
    expect(problemsOf({ PAYMENTS_MODE: 'stripe' })).toContain('STRIPE_SECRET_KEY: is required when PAYMENTS_MODE=stripe');
    expect(problemsOf({ NODE_ENV: 'production', ...stripeKeys })).toEqual([
      'STRIPE_WEBHOOK_SECRET: is required for Stripe payments in production',
    ]);
  });

  test('keys of the wrong kind are refused', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'pk_live_oops', PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toEqual([
      'STRIPE_SECRET_KEY: must be a Stripe secret key (sk_… or rk_…)',
    ]);
  });
});
