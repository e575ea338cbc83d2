// The portal pages that need a signed-in customer, and where a visitor without one is sent. Only
// these are guarded; any other path (an unknown one included) renders as it would for anyone.

import { accountDashboard, accountPartOf } from '#shared/account-parts.ts';

export const portalSignIn = { customer: '/customer/login', client: '/client' } as const;
export const portalDashboard = accountDashboard;

const signInPageOf: Record<string, string> = {
  [portalDashboard.customer]: portalSignIn.customer,
  [portalDashboard.client]: portalSignIn.client,
};

const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

type Portal = keyof typeof portalSignIn;

const nextParameter = 'next';
const placeholderOrigin = 'https://account.invalid';

/**
 * Where a visitor without a session goes instead of this page; undefined for pages anyone may see.
 * A part of the account asked for by its tab (a mail's link, a session that ran out) rides along
 * as `next`, so signing in lands on it.
 */
export function signInPageFor(path: string, search = ''): string | undefined {
  const signInPage = signInPageOf[withoutTrailingSlash(path)];
  if (!signInPage) return undefined;
  const asked = accountPageOf(`${withoutTrailingSlash(path)}${search}`);
  return asked ? `${signInPage}?${new URLSearchParams({ [nextParameter]: asked })}` : signInPage;
}

/** Where a signed-in customer goes instead of this sign-in page; undefined for other pages. */
export function dashboardFor(path: string, search = ''): string | undefined {
  const portal = portalOfSignIn(withoutTrailingSlash(path));
  return portal && accountPageAfterSignIn(portal, search);
}

/** The account page to open once signed in at this portal: the `next` asked for, else its dashboard. */
export function accountPageAfterSignIn(portal: Portal, search: string): string {
  return accountPageOf(new URLSearchParams(search).get(nextParameter) ?? '') ?? portalDashboard[portal];
}

const portalOfSignIn = (path: string) => (Object.keys(portalSignIn) as Portal[]).find((portal) => portalSignIn[portal] === path);

/**
 * `address` if it is a part of the account (a dashboard with a tab that shows one), written as a
 * path; undefined for anything else, another site or page included, so `next` can send nobody away.
 */
function accountPageOf(address: string): string | undefined {
  if (!address.startsWith('/') || address.startsWith('//')) return undefined;
  const url = new URL(address, placeholderOrigin);
  const portal = (Object.keys(portalDashboard) as Portal[]).find((name) => portalDashboard[name] === url.pathname);
  const tab = url.searchParams.get('tab');
  if (url.origin !== placeholderOrigin || !portal || !tab || !accountPartOf(portal, tab)) return undefined;
  return `${url.pathname}?${new URLSearchParams({ tab })}`;
}

/** Pages whose render needs to know the customer (the guarded ones and the sign-in pages). */
export function needsCustomer(path: string): boolean {
  return signInPageFor(path) !== undefined || dashboardFor(path) !== undefined;
}
