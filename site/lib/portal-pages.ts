// The portal pages that need a signed-in customer, and where a visitor without one is sent. Only
// these are guarded; any other path (an unknown one included) renders as it would for anyone.

import { accountDashboard } from '#shared/account-parts.ts';

export const portalSignIn = { customer: '/customer/login', client: '/client' } as const;
export const portalDashboard = accountDashboard;

const signInPageOf: Record<string, string> = {
  [portalDashboard.customer]: portalSignIn.customer,
  [portalDashboard.client]: portalSignIn.client,
};

const dashboardOf: Record<string, string> = {
  [portalSignIn.customer]: portalDashboard.customer,
  [portalSignIn.client]: portalDashboard.client,
};

const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** Where a visitor without a session goes instead of this page; undefined for pages anyone may see. */
export function signInPageFor(path: string): string | undefined {
  return signInPageOf[withoutTrailingSlash(path)];
}

/** Where a signed-in customer goes instead of this sign-in page; undefined for other pages. */
export function dashboardFor(path: string): string | undefined {
  return dashboardOf[withoutTrailingSlash(path)];
}

/** Pages whose render needs to know the customer (the guarded ones and the sign-in pages). */
export function needsCustomer(path: string): boolean {
  return signInPageFor(path) !== undefined || dashboardFor(path) !== undefined;
}
