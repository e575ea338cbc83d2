import { describe, expect, test } from 'vitest';
import { auditRecordHref } from '#site/islands/admin/audit/audit-links.ts';
import { adminTabHref, filtersOf, linkedMailOf, sentMailHref, tabOf } from '#site/islands/admin/shell/admin-address.ts';

describe('the admin dashboard address', () => {
  test('adminTabHref carries the tab and the list’s filters, leaving out empty ones', () => {
    expect(adminTabHref('reservations', { status: 'pending', berthId: '' })).toBe('/admin?tab=reservations&status=pending');
    expect(adminTabHref('overview')).toBe('/admin?tab=overview');
  });

  test('tabOf reads the tab, and opens the overview for none or an unknown one', () => {
    expect(tabOf('?tab=leads&status=pending')).toBe('leads');
    expect(tabOf('')).toBe('overview');
    expect(tabOf('?tab=settings')).toBe('overview');
  });

  test('a sent message opens by its address in the Sent mail tab, and a timeline entry about one links there', () => {
    expect(sentMailHref('m1')).toBe('/admin?tab=mail&mail=m1');
    expect(tabOf('?tab=mail&mail=m1')).toBe('mail');
    expect(linkedMailOf('?tab=mail&mail=m1')).toBe('m1');
    expect(linkedMailOf('?tab=mail')).toBeNull();
    expect(auditRecordHref({ entityType: 'mail', entityId: 'm1', recordName: 'Welcome', customerName: 'Ana', stay: null })).toBe(
      '/admin?tab=mail&mail=m1',
    );
  });

  test('filtersOf takes the filters the list knows and keeps the defaults for the rest', () => {
    const defaults = { status: '', from: '', sort: 'newest' };
    expect(filtersOf('?tab=leads&status=pending&sort=waiting&other=x', defaults)).toEqual({ status: 'pending', from: '', sort: 'waiting' });
    expect(filtersOf('', defaults)).toEqual(defaults);
  });

  test('filtersOf ignores a value outside a filter’s fixed choices', () => {
    const defaults = { kind: '', sort: 'newest' };
    const choices = { kind: ['', 'service', 'quote'], sort: ['newest', 'waiting'] };
    expect(filtersOf('?kind=quote&sort=sideways', defaults, choices)).toEqual({ kind: 'quote', sort: 'newest' });
    expect(filtersOf('?kind=&sort=waiting', defaults, choices)).toEqual({ kind: '', sort: 'waiting' });
  });
});
