import { describe, expect, test } from 'vitest';
import { accountPartOf, accountPartPath, accountPartUrl } from '#shared/account-parts.ts';

describe('the parts of the one account', () => {
  test('each part is its dashboard with its tab', () => {
    expect(accountPartPath('invoices')).toBe('/customer/dashboard?tab=invoices');
    expect(accountPartPath('vessels')).toBe('/customer/dashboard?tab=vessels');
    expect(accountPartPath('messages')).toBe('/client/dashboard?tab=messages');
    expect(accountPartPath('files')).toBe('/client/dashboard?tab=files');
  });

  test('a mail gets the full address when the site’s is known', () => {
    expect(accountPartUrl('reservations', new URL('https://marina.example'))).toBe(
      'https://marina.example/customer/dashboard?tab=reservations',
    );
    expect(accountPartUrl('reservations', undefined)).toBe('/customer/dashboard?tab=reservations');
  });

  test('the part a dashboard tab shows, Upload Files and Profile included', () => {
    expect(accountPartOf('customer', 'documents')).toBe('documents');
    expect(accountPartOf('client', 'upload')).toBe('files');
    expect(accountPartOf('client', 'profile')).toBe('account');
    expect(accountPartOf('customer', 'account')).toBe('account');
    expect(accountPartOf('client', 'invoices')).toBeUndefined();
  });
});
