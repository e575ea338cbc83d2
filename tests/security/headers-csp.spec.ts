import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signInAsStaff } from '#tests/e2e/support/admin.ts';
import { startOnForms } from '#tests/e2e/support/first-use.ts';
import { demoCustomer, signInThroughApi } from '#tests/e2e/support/client-portal.ts';
import { createReservation } from '#tests/e2e/support/test-reservation.ts';

const builtPages = fileURLToPath(new URL('../../dist/client/', import.meta.url));

/** Every pre-rendered page, by the path it is served at (`about/index.html` → `/about`). */
const prerenderedPaths = readdirSync(builtPages, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`)
  .sort();

/**
 * Collects what the page's Content-Security-Policy blocked: the `securitypolicyviolation` events the
 * document fires and the browser's console reports of them.
 */
function watchPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return violations;
}

/**
 * Opens a page, brings each island that hydrates near the screen into view (a jump to the page's end
 * passes by the berth finder unseen), starts on its forms and waits until each island has hydrated.
 */
async function visitHydrated(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toContain('script-src');
  for (const island of await page.locator('astro-island[client="visible"][ssr]').all()) {
    await island.locator(':scope > *').first().scrollIntoViewIfNeeded();
  }
  await startOnForms(page);
}

async function expectEveryPageClean(page: Page, paths: readonly string[]): Promise<void> {
  const violations = watchPolicyViolations(page);
  for (const path of paths) {
    await visitHydrated(page, path);
    expect(violations, path).toEqual([]);
  }
}

test.describe('no page breaks its own Content-Security-Policy, and every island hydrates', () => {
  test('the pre-rendered pages', async ({ page }) => {
    expect(prerenderedPaths).toContain('/');
    await expectEveryPageClean(page, prerenderedPaths);
  });

  test('the on-demand pages a visitor reaches signed out', async ({ page }) => {
    await expectEveryPageClean(page, [
      '/customer/login',
      '/customer/forgot-password',
      '/customer/reset-password?token=not-a-token',
      '/customer/verify-email?token=not-a-token',
      '/client',
      '/admin/login',
      '/admin',
      '/documents',
      '/services/no-such-service',
      '/berth-checkout?reservationId=00000000-0000-4000-8000-000000000000',
    ]);
  });

  test('the checkout of a live hold, whose policy also lets Stripe in', async ({ page }) => {
    const reservation = await createReservation(page);
    await expectEveryPageClean(page, [`/berth-checkout?reservationId=${reservation.id}`]);
  });

  test('the customer portal and the client portal, signed in', async ({ page }) => {
    await signInThroughApi(page.request, demoCustomer);
    await expectEveryPageClean(page, ['/customer/dashboard', '/client/dashboard', '/documents']);
  });

  test('the admin area and the document library, as staff', async ({ page }) => {
    await signInAsStaff(page);
    await expectEveryPageClean(page, ['/admin', '/admin/test', '/documents']);
  });
});
