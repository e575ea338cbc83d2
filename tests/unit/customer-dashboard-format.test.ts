import { afterEach, describe, expect, it } from 'vitest';
import { activeProjectCount, pendingInvoiceCount } from '../../site/islands/customer/dashboard-counts.ts';
import { formatCalendarDate, formatCents, formatMoment } from '../../site/islands/customer/customer-format.ts';
import { invoiceStatusLook, reservationStatusLook, serviceRequestStatusLook } from '../../site/islands/customer/status-look.ts';

describe('dates and money on the customer dashboard', () => {
  const zoneBefore = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zoneBefore;
  });

  it('writes a moment as "MMM d, yyyy" on the reader’s calendar', () => {
    process.env.TZ = 'America/Chicago';
    expect(formatMoment('2026-03-04T12:00:00.000Z')).toBe('Mar 4, 2026');
    expect(formatMoment('2026-03-05T03:00:00.000Z')).toBe('Mar 4, 2026');
  });

  it('keeps a calendar date on its own day west and east of UTC', () => {
    for (const zone of ['America/Chicago', 'Pacific/Honolulu', 'Asia/Tokyo']) {
      process.env.TZ = zone;
      expect(formatCalendarDate('2026-01-01'), zone).toBe('Jan 1, 2026');
      expect(formatCalendarDate('2026-12-31'), zone).toBe('Dec 31, 2026');
    }
  });

  it('shows integer cents as dollars with two decimals', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(100_000_00)).toBe('$100,000.00');
  });
});

describe('status badges', () => {
  it('styles the three service request statuses and leaves any other as plain text', () => {
    expect(serviceRequestStatusLook('pending')).toEqual({ label: 'Pending', tone: 'waiting' });
    expect(serviceRequestStatusLook('in-progress')).toEqual({ label: 'In progress', tone: 'working' });
    expect(serviceRequestStatusLook('completed')).toEqual({ label: 'Completed', tone: 'done' });
    expect(serviceRequestStatusLook('on-hold')).toEqual({ label: 'on-hold', tone: null });
    expect(serviceRequestStatusLook('constructor')).toEqual({ label: 'constructor', tone: null });
  });

  it('marks an overdue invoice for attention and a paid one as done', () => {
    expect(invoiceStatusLook('pending').tone).toBe('waiting');
    expect(invoiceStatusLook('paid')).toEqual({ label: 'Paid', tone: 'done' });
    expect(invoiceStatusLook('overdue')).toEqual({ label: 'Overdue', tone: 'alert' });
    expect(invoiceStatusLook('void')).toEqual({ label: 'void', tone: null });
  });

  it('names every reservation status', () => {
    expect(['pending', 'confirmed', 'active', 'completed', 'cancelled'].map((status) => reservationStatusLook(status).label)).toEqual([
      'Pending approval',
      'Confirmed',
      'Active',
      'Completed',
      'Cancelled',
    ]);
  });
});

describe('the dashboard counters', () => {
  it('counts pending and in-progress requests as active projects', () => {
    const requests = ['pending', 'in-progress', 'completed', 'cancelled', 'pending'].map((status) => ({ status }));
    expect(activeProjectCount(requests)).toBe(3);
    expect(activeProjectCount([])).toBe(0);
  });

  it('counts only pending invoices', () => {
    expect(pendingInvoiceCount(['pending', 'paid', 'overdue', 'pending'].map((status) => ({ status })))).toBe(2);
  });
});
