import { describe, expect, it } from 'vitest';
import type { LeaseStatus, PaymentStatus } from '#shared/berth-options.ts';
import { checkoutStepLabels, checkoutSteps, openingStep } from '#site/islands/checkout/opening-step.ts';

const stateOf = (paymentStatus: PaymentStatus, leaseStatus: LeaseStatus | null) =>
  ({ paymentStatus, lease: leaseStatus ? { status: leaseStatus } : null }) as Parameters<typeof openingStep>[0];

describe('the checkout steps', () => {
  it('run Lease Info, Review, Sign, Payment, Complete in that order', () => {
    expect(checkoutSteps.map((step) => checkoutStepLabels[step])).toEqual(['Lease Info', 'Review', 'Sign', 'Payment', 'Complete']);
  });
});

describe('openingStep', () => {
  it('opens at Lease Info while there is no lease', () => {
    expect(openingStep(stateOf('unpaid', null))).toBe('lease-info');
  });

  it('opens at Review for a draft lease', () => {
    expect(openingStep(stateOf('unpaid', 'draft'))).toBe('review');
  });

  it('opens at Payment once the lease is signed and nothing is paid', () => {
    expect(openingStep(stateOf('unpaid', 'signed'))).toBe('payment');
  });

  it('opens at Complete once the reservation is paid', () => {
    expect(openingStep(stateOf('paid', 'signed'))).toBe('complete');
  });

  it('stays at Complete after a refund, never offering to pay again', () => {
    expect(openingStep(stateOf('refunded', 'signed'))).toBe('complete');
  });
});
