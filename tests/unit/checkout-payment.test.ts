import { describe, expect, it } from 'vitest';
import { ApiError } from '#shared/api-client.ts';
import { paymentSetupFailure } from '#site/islands/checkout/payment-setup-failure.ts';
import { stripeRedirectReturn } from '#site/islands/checkout/stripe-redirect-return.ts';

const apiError = (status: number, message?: string) =>
  new ApiError(status, 'Error', message === undefined ? '' : JSON.stringify({ message, code: 'x', requestId: 'r' }));

describe('paymentSetupFailure', () => {
  it('shows the server’s reason when card payment is switched off (503)', () => {
    expect(paymentSetupFailure(apiError(503, 'Card payment is not available right now.'))).toBe('Card payment is not available right now.');
  });

  it('shows the server’s reason for a conflict such as an unsigned lease (409)', () => {
    expect(paymentSetupFailure(apiError(409, 'Sign the lease before paying'))).toBe('Sign the lease before paying');
  });

  it('falls back to the spec’s sentence for other failures', () => {
    expect(paymentSetupFailure(apiError(500, 'Internal error'))).toBe('Unable to setup payment processing');
    expect(paymentSetupFailure(apiError(503))).toBe('Unable to setup payment processing');
    expect(paymentSetupFailure(new TypeError('Failed to fetch'))).toBe('Unable to setup payment processing');
  });
});

describe('stripeRedirectReturn', () => {
  it('is null on an ordinary visit to the checkout', () => {
    expect(stripeRedirectReturn({ href: 'https://marina.example/berth-checkout?reservationId=abc' })).toBeNull();
  });

  it('is null when Stripe reports the redirect payment failed', () => {
    const href = 'https://marina.example/berth-checkout?reservationId=abc&payment_intent=pi_1&redirect_status=failed';
    expect(stripeRedirectReturn({ href })).toBeNull();
  });

  it('names the intent to record and the checkout address without Stripe’s parameters', () => {
    const href =
      'https://marina.example/berth-checkout?reservationId=abc' +
      '&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded';
    expect(stripeRedirectReturn({ href })).toEqual({ paymentIntentId: 'pi_1', cleanUrl: '/berth-checkout?reservationId=abc' });
  });
});
