import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInAsStaff } from '#tests/e2e/support/admin.ts';
import { newAccount, registerThroughApi } from '#tests/e2e/support/customer-portal.ts';
import { createReservation } from '#tests/e2e/support/test-reservation.ts';

/**
 * Every page rendered on demand (`export const prerender = false` in site/pages) requested with
 * each actor's browser cookies, with what that actor must get written by hand: the page (its
 * heading), the admin sign-in dialog in place of the office's data, a redirect, or a 404. The
 * reservation in the checkout's address is customer B's.
 */
const actorNames = ['anonymous', 'holder', 'customerA', 'customerB', 'staff'] as const;
type ActorName = (typeof actorNames)[number];
type Outcomes = readonly [anonymous: string, holder: string, customerA: string, customerB: string, staff: string];

interface PageAccess {
  /** The address opened; `{reservationOfB}` is filled in. */
  path: string;
  expect: Outcomes;
}

const everyone = (outcome: string): Outcomes => [outcome, outcome, outcome, outcome, outcome];
/** A customer's dashboard, greeting its own customer; without a customer session (staff included) the portal's sign-in. */
const customersOnly = (signIn: string): Outcomes => [
  `redirect: ${signIn}`,
  `redirect: ${signIn}`,
  'page: Welcome, Alice Arceneaux',
  'page: Welcome, Bernard Boudreaux',
  `redirect: ${signIn}`,
];
/** A portal's sign-in page: a signed-in customer goes on to the dashboard. */
const signInPage = (heading: string, dashboard: string): Outcomes => [
  `page: ${heading}`,
  `page: ${heading}`,
  `redirect: ${dashboard}`,
  `redirect: ${dashboard}`,
  `page: ${heading}`,
];
/** An admin page: it answers everyone, with the sign-in dialog instead of the office's data unless staff. */
const staffPage = (heading: string): Outcomes => [
  `sign-in dialog: ${heading}`,
  `sign-in dialog: ${heading}`,
  `sign-in dialog: ${heading}`,
  `sign-in dialog: ${heading}`,
  `page: ${heading}`,
];

/** Keyed by the page's file under site/pages. */
const pageAccess: Record<string, PageAccess> = {
  'customer/dashboard.astro': { path: '/customer/dashboard', expect: customersOnly('/customer/login') },
  'customer/login.astro': { path: '/customer/login', expect: signInPage('Customer Portal', '/customer/dashboard') },
  'customer/forgot-password.astro': { path: '/customer/forgot-password', expect: everyone('page: Forgot your password?') },
  'customer/reset-password.astro': { path: '/customer/reset-password', expect: everyone('page: Choose a new password') },
  'customer/verify-email.astro': { path: '/customer/verify-email', expect: everyone('page: Confirm your email') },
  'customer/sign-in-link.astro': { path: '/customer/sign-in-link', expect: everyone('page: Email me a sign-in link') },
  'client/dashboard.astro': { path: '/client/dashboard', expect: customersOnly('/client') },
  'client/index.astro': { path: '/client', expect: signInPage('Client Portal', '/client/dashboard') },
  'admin/index.astro': { path: '/admin', expect: staffPage('Admin Dashboard') },
  'admin/test.astro': { path: '/admin/test', expect: staffPage('Admin Client Test') },
  'admin/login.astro': {
    path: '/admin/login',
    expect: ['page: Admin Login', 'page: Admin Login', 'page: Admin Login', 'page: Admin Login', 'redirect: /admin'],
  },
  // Open to everyone; what it lists is the API's decision (the authorisation matrix).
  'documents.astro': { path: '/documents', expect: everyone('page: Documents') },
  // B's reservation: hidden as unknown from everyone but its holder and staff (who may read any).
  'berth-checkout.astro': {
    path: '/berth-checkout?reservationId={reservationOfB}',
    expect: [
      'not found: Reservation not found',
      'not found: Reservation not found',
      'not found: Reservation not found',
      'page: Berth Checkout',
      'page: Berth Checkout',
    ],
  },
  // The mailed token is the key; without one every actor gets the page saying the link is not valid.
  'storm-answer.astro': { path: '/storm-answer', expect: everyone('page: Storm notice') },
  'services/[...unknown].astro': { path: '/services/no-such-service', expect: everyone('not found: Service Not Found') },
};

const pagesDirectory = fileURLToPath(new URL('../../site/pages/', import.meta.url));

function onDemandPageFiles(): string[] {
  return readdirSync(pagesDirectory, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(astro|ts)$/.test(file))
    .filter((file) => /export const prerender = false/.test(readFileSync(`${pagesDirectory}${file}`, 'utf8')))
    .map((file) => file.split('\\').join('/'));
}

test('every page rendered on demand has an entry, and every entry names one', () => {
  const files = onDemandPageFiles();
  expect(
    files.filter((file) => !(file in pageAccess)),
    'on-demand pages without an entry in page-access.spec.ts',
  ).toEqual([]);
  expect(
    Object.keys(pageAccess).filter((file) => !files.includes(file)),
    'entries for pages that are gone or pre-rendered',
  ).toEqual([]);
});

interface Actors {
  contexts: Record<ActorName, BrowserContext>;
  reservationOfB: string;
}

async function signedInContext(browser: Browser, prepare: (page: Page) => Promise<void>): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await prepare(page);
  await page.close();
  return context;
}

let actors: Actors;
test.beforeAll(async ({ browser }) => {
  let reservationOfB = '';
  const contexts: Record<ActorName, BrowserContext> = {
    anonymous: await browser.newContext(),
    holder: await signedInContext(browser, async (page) => {
      await createReservation(page);
    }),
    customerA: await signedInContext(browser, async (page) => {
      await registerThroughApi(page, newAccount('page-access-a', { firstName: 'Alice', lastName: 'Arceneaux' }));
    }),
    customerB: await signedInContext(browser, async (page) => {
      await registerThroughApi(page, newAccount('page-access-b', { firstName: 'Bernard', lastName: 'Boudreaux' }));
      reservationOfB = (await createReservation(page)).id;
    }),
    staff: await signedInContext(browser, signInAsStaff),
  };
  actors = { contexts, reservationOfB };
});

test.afterAll(async () => {
  await Promise.all(Object.values(actors.contexts).map((context) => context.close()));
});

const decodedText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();

/**
 * What the actor gets, in the words of the entries, from the server's answer to the browser's
 * cookies: the redirect, or the status and the page's own heading as rendered on the server.
 */
async function outcomeFor(context: BrowserContext, path: string): Promise<string> {
  const response = await context.request.get(path, { maxRedirects: 0 });
  const location = response.headers().location;
  if (response.status() >= 300 && response.status() < 400 && location)
    return `redirect: ${new URL(location, 'http://site.invalid').pathname}`;
  const html = await response.text();
  const heading = decodedText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
  if (response.status() === 404) return `not found: ${heading}`;
  if (response.status() !== 200) return `${response.status()}: ${heading}`;
  return `${html.includes('Admin Authentication Required') ? 'sign-in dialog' : 'page'}: ${heading}`;
}

for (const [file, access] of Object.entries(pageAccess)) {
  test(`${file}: each actor gets what is written`, async () => {
    const path = access.path.replace('{reservationOfB}', actors.reservationOfB);
    const got: Record<string, string> = {};
    for (const actor of actorNames) got[actor] = await outcomeFor(actors.contexts[actor], path);
    expect(got).toEqual(Object.fromEntries(actorNames.map((actor, index) => [actor, access.expect[index]])));
  });
}
