import { describe, expect, test } from 'vitest';
import { adminLeadHref, linkedLeadOf } from '#site/islands/admin/shell/admin-address.ts';

describe('a lead’s address in the admin dashboard', () => {
  test('adminLeadHref opens the Service Requests tab on the lead, and linkedLeadOf reads it back', () => {
    const href = adminLeadHref('quote', 'a1b2');
    expect(href).toBe('/admin?tab=leads&kind=quote&lead=a1b2');
    expect(linkedLeadOf(new URL(href, 'https://marina.example').search)).toEqual({ kind: 'quote', id: 'a1b2' });
  });

  test('an address without a lead, or with a kind that does not exist, opens none', () => {
    expect(linkedLeadOf('?tab=leads&kind=service')).toBeNull();
    expect(linkedLeadOf('?tab=leads&lead=a1b2')).toBeNull();
    expect(linkedLeadOf('?tab=leads&kind=invoice&lead=a1b2')).toBeNull();
  });
});
