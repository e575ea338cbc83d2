import { describe, expect, test } from 'vitest';
import type { AuditEntryView } from '#shared/audit-views.ts';
import { paymentHistory } from '#api/services/admin-reservations/payment-history.ts';

const createdAt = new Date('2026-11-02T15:00:00Z');
const paidAt = new Date('2026-11-02T15:05:00Z');
const unpaid = {
  totalCost: 36_000,
  stripePaymentIntentId: null,
  paymentStatus: 'unpaid',
  paidAmount: null,
  paidAt: null,
  createdAt,
} as const;
const decline = {
  action: 'reservation.declined',
  details: { refundCents: 36_000 },
  createdAt: '2026-11-03T14:00:00.000Z',
} as AuditEntryView;

describe('paymentHistory', () => {
  test('nothing for a reservation that never reached the card step', () => {
    expect(paymentHistory(unpaid, [])).toEqual([]);
  });

  test('the payment asked for, with its reference, until it is paid', () => {
    expect(paymentHistory({ ...unpaid, stripePaymentIntentId: 'pi_1' }, [])).toEqual([
      { kind: 'requested', amount: 36_000, at: createdAt.toISOString(), reference: 'pi_1' },
    ]);
  });

  test('asked for, then received at its time', () => {
    const paid = { ...unpaid, stripePaymentIntentId: 'pi_1', paymentStatus: 'paid', paidAmount: 36_000, paidAt } as const;
    expect(paymentHistory(paid, []).map(({ kind, at }) => [kind, at])).toEqual([
      ['requested', createdAt.toISOString()],
      ['paid', paidAt.toISOString()],
    ]);
  });

  test('a refund is dated and sized by the decline that made it', () => {
    const refunded = { ...unpaid, stripePaymentIntentId: 'pi_1', paymentStatus: 'refunded', paidAmount: 36_000, paidAt } as const;
    expect(paymentHistory(refunded, [decline]).at(-1)).toEqual({
      kind: 'refunded',
      amount: 36_000,
      at: decline.createdAt,
      reference: 'pi_1',
    });
  });

  test('a late payment sent back at once is refunded at the moment it arrived', () => {
    const late = { ...unpaid, stripePaymentIntentId: 'pi_1', paymentStatus: 'refunded', paidAmount: 36_000, paidAt } as const;
    expect(paymentHistory(late, []).at(-1)).toEqual({ kind: 'refunded', amount: 36_000, at: paidAt.toISOString(), reference: 'pi_1' });
  });
});
