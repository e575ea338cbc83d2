import { describe, expect, test } from 'vitest';
import type { ProviderIntent } from '#api/payments/provider.ts';
import { testCardOutcome } from '#api/payments/test-cards.ts';
import { checkIntentPayment, isReusableIntent, paymentStartProblem } from '#api/services/payments/payment-rules.ts';

const reservation = {
  id: 'res-1',
  status: 'pending',
  totalCost: 108_000,
  paymentStatus: 'unpaid',
  stripePaymentIntentId: 'pi_1',
} as const;

const intent: ProviderIntent = {
  id: 'pi_1',
  clientSecret: 'pi_1_secret_x',
  amount: 108_000,
  currency: 'usd',
  status: 'succeeded',
  reservationId: 'res-1',
};

describe('checkIntentPayment: does this intent, as the provider reports it, pay this reservation?', () => {
  test('the reservation’s own succeeded intent for exactly its total pays it', () => {
    expect(checkIntentPayment(intent, reservation)).toBe('accepted');
  });

  test.each(['requires_payment_method', 'processing', 'requires_action', 'canceled'] as const)('%s has not paid it yet', (status) => {
    expect(checkIntentPayment({ ...intent, status }, reservation)).toBe('not-succeeded');
  });

  test.each([
    ['unknown to the provider', null],
    ['made for another reservation', { ...intent, reservationId: 'res-2' }],
    ['without a reservation', { ...intent, reservationId: null }],
    ['for less than the total', { ...intent, amount: 107_999 }],
    ['for more than the total', { ...intent, amount: 108_001 }],
    ['in another currency', { ...intent, currency: 'eur' }],
    ['not the intent the reservation was given', { ...intent, id: 'pi_2' }],
  ])('an intent %s is foreign, even if it succeeded', (_case, candidate) => {
    expect(checkIntentPayment(candidate, reservation)).toBe('foreign');
  });

  test('a reservation that was never given an intent accepts none', () => {
    expect(checkIntentPayment(intent, { ...reservation, stripePaymentIntentId: null })).toBe('foreign');
  });
});

describe('isReusableIntent: may the browser go on paying this intent?', () => {
  test('an open intent for this reservation and total is reused', () => {
    expect(isReusableIntent({ ...intent, status: 'requires_payment_method' }, reservation)).toBe(true);
    expect(isReusableIntent({ ...intent, status: 'requires_action' }, reservation)).toBe(true);
  });

  test('a finished intent, or one for another total or reservation, is not', () => {
    expect(isReusableIntent(intent, reservation)).toBe(false);
    expect(isReusableIntent({ ...intent, status: 'canceled' }, reservation)).toBe(false);
    expect(isReusableIntent({ ...intent, status: 'requires_payment_method', amount: 1 }, reservation)).toBe(false);
    expect(isReusableIntent({ ...intent, status: 'requires_payment_method', reservationId: 'res-2' }, reservation)).toBe(false);
  });
});

describe('paymentStartProblem', () => {
  // Noon on June 10 at the facility (CDT, UTC-5).
  const now = new Date('2026-06-10T17:00:00Z');
  const hold = { ...reservation, arrivalDate: '2026-06-20', holdExpiresAt: new Date('2026-06-10T18:00:00Z') };

  test('an unpaid, live reservation with a signed lease can be paid', () => {
    expect(paymentStartProblem(hold, { status: 'signed' }, now)).toBeNull();
    expect(paymentStartProblem({ ...hold, status: 'confirmed', holdExpiresAt: null }, { status: 'signed' }, now)).toBeNull();
  });

  test('the lease must be signed first', () => {
    expect(paymentStartProblem(hold, null, now)).toBe('Please sign the lease before paying.');
    expect(paymentStartProblem(hold, { status: 'draft' }, now)).toBe('Please sign the lease before paying.');
  });

  test('a paid reservation is not paid twice; a cancelled one not at all', () => {
    expect(paymentStartProblem({ ...hold, paymentStatus: 'paid' }, { status: 'signed' }, now)).toBe(
      'This reservation has already been paid.',
    );
    expect(paymentStartProblem({ ...hold, status: 'cancelled', paymentStatus: 'refunded' }, { status: 'signed' }, now)).toBe(
      'This reservation has been cancelled and can no longer be paid.',
    );
  });

  test('a hold is not paid from the instant it ends, even before it is cancelled', () => {
    const ended = { ...hold, holdExpiresAt: now };
    expect(paymentStartProblem(ended, { status: 'signed' }, now)).toBe(
      'The hold on this berth has ended, so it can no longer be paid. Please reserve again.',
    );
  });

  test('a stay whose arrival day has passed at the facility is not paid; arriving today still is', () => {
    const passed =
      'The arrival date of this reservation has passed, so it can no longer be paid online. Please reserve again with new dates.';
    expect(paymentStartProblem({ ...hold, arrivalDate: '2026-06-09' }, { status: 'signed' }, now)).toBe(passed);
    expect(paymentStartProblem({ ...hold, arrivalDate: '2026-06-10' }, { status: 'signed' }, now)).toBeNull();
    // 11:30 PM on June 9 in Larose is already June 10 in UTC: the facility's day decides.
    const lateEvening = new Date('2026-06-10T04:30:00Z');
    expect(paymentStartProblem({ ...hold, arrivalDate: '2026-06-09', holdExpiresAt: null }, { status: 'signed' }, lateEvening)).toBeNull();
  });
});

describe('testCardOutcome', () => {
  test('Stripe’s test cards: 4242… succeeds, 4000…0002 is declined, anything else is unknown', () => {
    expect(testCardOutcome('4242424242424242')).toBe('succeeded');
    expect(testCardOutcome('4000000000000002')).toBe('declined');
    expect(testCardOutcome('5555555555554444')).toBe('unknown');
  });
});
