import { describe, expect, it } from 'vitest';
import { accountPageAfterSignIn, dashboardFor, signInPageFor } from '#site/lib/portal-pages.ts';

describe('a part of the account asked for while signed out', () => {
  it('rides to the sign-in page as next, and signing in opens it', () => {
    const signIn = signInPageFor('/customer/dashboard', '?tab=invoices');
    expect(signIn).toBe('/customer/login?next=%2Fcustomer%2Fdashboard%3Ftab%3Dinvoices');
    expect(accountPageAfterSignIn('customer', new URL(signIn ?? '', 'http://x').search)).toBe('/customer/dashboard?tab=invoices');
    expect(signInPageFor('/client/dashboard/', '?tab=messages')).toBe('/client?next=%2Fclient%2Fdashboard%3Ftab%3Dmessages');
  });

  it('sends a plain dashboard visit to the plain sign-in page', () => {
    expect(signInPageFor('/customer/dashboard')).toBe('/customer/login');
    expect(signInPageFor('/customer/dashboard', '?tab=nothing-here')).toBe('/customer/login');
    expect(signInPageFor('/about')).toBeUndefined();
  });

  it('sends a signed-in customer from a sign-in page to the part asked for, else the dashboard', () => {
    expect(dashboardFor('/client', '?next=%2Fcustomer%2Fdashboard%3Ftab%3Dvessels')).toBe('/customer/dashboard?tab=vessels');
    expect(dashboardFor('/customer/login')).toBe('/customer/dashboard');
    expect(dashboardFor('/customer/dashboard')).toBeUndefined();
  });

  it.each([
    'https://evil.example/customer/dashboard?tab=invoices',
    '//evil.example/customer/dashboard?tab=invoices',
    '/\\evil.example/customer/dashboard?tab=invoices',
    'javascript:alert(1)',
    '/admin?tab=reservations',
    '/customer/dashboard?tab=invoices&x=%3Cscript%3E',
  ])('never follows %s anywhere but a part of the account', (next) => {
    const page = accountPageAfterSignIn('customer', `?${new URLSearchParams({ next })}`);
    expect(['/customer/dashboard', '/customer/dashboard?tab=invoices']).toContain(page);
  });
});
