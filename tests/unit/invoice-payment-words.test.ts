import { describe, expect, test } from 'vitest';
import { invoicePaymentLines, isPayable } from '#site/islands/customer/invoice-payment-words.ts';

describe('invoice payment words', () => {
  test('only pending and overdue invoices are paid from the account', () => {
    expect(['pending', 'overdue', 'paid'].filter((status) => isPayable({ status }))).toEqual(['pending', 'overdue']);
  });

  test('a paid invoice says the day it was paid at the facility, and any refund with its day', () => {
    // 03:30 UTC on Dec 1 is still Nov 30 in Louisiana.
    expect(invoicePaymentLines({ paidDate: '2026-12-01T03:30:00.000Z', refundedAmount: null, refundedAt: null })).toEqual([
      'Paid on Nov 30, 2026',
    ]);
    expect(
      invoicePaymentLines({ paidDate: '2026-12-01T15:00:00.000Z', refundedAmount: 123_456, refundedAt: '2026-12-03T16:00:00.000Z' }),
    ).toEqual(['Paid on Dec 1, 2026', 'Refunded $1,234.56 on Dec 3, 2026']);
  });

  test('an unpaid invoice says nothing more', () => {
    expect(invoicePaymentLines({ paidDate: null, refundedAmount: null, refundedAt: null })).toEqual([]);
  });
});
