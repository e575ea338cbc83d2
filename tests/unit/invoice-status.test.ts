import { describe, expect, it } from 'vitest';
import { invoiceStatusOn } from '#api/services/customer-area/invoice-status.ts';

describe('an invoice status as the customer sees it', () => {
  const today = '2026-11-28';

  it('reads a pending invoice past its due date as overdue', () => {
    expect(invoiceStatusOn({ status: 'pending', dueDate: '2026-11-27' }, today)).toBe('overdue');
  });

  it('keeps a pending invoice due today or later, or with no due date, pending', () => {
    expect(invoiceStatusOn({ status: 'pending', dueDate: today }, today)).toBe('pending');
    expect(invoiceStatusOn({ status: 'pending', dueDate: '2026-12-15' }, today)).toBe('pending');
    expect(invoiceStatusOn({ status: 'pending', dueDate: null }, today)).toBe('pending');
  });

  it('never turns a paid invoice overdue', () => {
    expect(invoiceStatusOn({ status: 'paid', dueDate: '2026-01-01' }, today)).toBe('paid');
  });
});
