import { describe, expect, it } from 'vitest';
import { invoiceStatusLook, reservationStatusLook, serviceRequestStatusLook } from '#site/islands/customer/status-look.ts';

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
