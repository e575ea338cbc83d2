import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { newClient, openHydrated, registerClient, sendMessageThroughApi } from './support/client-portal.ts';

// One account, one place (decision 099): both dashboards share one header whose navigation reaches
// every part of the account, and both sign-in pages lead to the same account.

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

/** Each part's link, and the dashboard and tab it lands on. */
const parts = [
  { link: 'Service requests', path: '/customer/dashboard', tab: 'Service Requests' },
  { link: 'Invoices', path: '/customer/dashboard', tab: 'Invoices' },
  { link: 'Documents', path: '/customer/dashboard', tab: 'Documents' },
  { link: 'Berth reservations', path: '/customer/dashboard', tab: 'Berth Reservations' },
  { link: 'Vessels', path: '/customer/dashboard', tab: 'Vessels' },
  { link: 'Messages', path: '/client/dashboard', tab: 'Messages' },
  { link: 'Files', path: '/client/dashboard', tab: 'My Files' },
  { link: 'Account settings', path: '/customer/dashboard', tab: 'Account Settings' },
];

const dashboards = ['/customer/dashboard', '/client/dashboard'];

const dashboardTabs = {
  '/customer/dashboard': ['service-requests', 'invoices', 'documents', 'reservations', 'vessels', 'account'],
  '/client/dashboard': ['messages', 'upload', 'files', 'profile'],
};

/** Elements reaching past the right edge of the window (but for those inside a box that scrolls or clips within it), and content spilling out of its box. */
const widerThanWindow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const insideNarrowBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible' && box.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const wide = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      const { right, width: own } = element.getBoundingClientRect();
      return own > 0 && right > width + 1 && !insideNarrowBox(element);
    });
    // Content running past its own box (a word wider than its card), which the box does not scroll or clip.
    const spilling = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      const style = getComputedStyle(element);
      return style.display !== 'inline' && style.overflowX === 'visible' && element.scrollWidth > element.clientWidth + 1;
    });
    const named = (elements: Element[]) =>
      elements.slice(0, 5).map((element) => `${element.tagName} ${(element.textContent ?? '').slice(0, 40)}`);
    return { pageScrolls: document.documentElement.scrollWidth > width, wide: named(wide), spilling: named(spilling) };
  });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`one account shell at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('both sign-in pages say so and lead to the same account; signed in, they go straight to it', async ({ page, request }) => {
      const client = await registerClient(request, newClient());
      const name = `Welcome, ${client.firstName} ${client.lastName}`;

      await openHydrated(page, '/customer/login');
      await expect(page.getByText(/One account for both portals/)).toBeVisible();
      const customerForm = page.getByRole('form', { name: 'Sign in' });
      await customerForm.getByLabel('Email').fill(client.email);
      await customerForm.getByLabel('Password').fill(client.password);
      await customerForm.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/customer\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByText(client.company).first()).toBeVisible();

      await page.goto('/customer/login');
      await expect(page).toHaveURL(/\/customer\/dashboard$/);
      await page.goto('/client');
      await expect(page).toHaveURL(/\/client\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

      await page.context().clearCookies();
      await openHydrated(page, '/client');
      await expect(page.getByText(/One account for both portals/)).toBeVisible();
      const clientForm = page.getByRole('form', { name: 'Sign in' });
      await clientForm.getByLabel('Email').fill(client.email);
      await clientForm.getByLabel('Password', { exact: true }).fill(client.password);
      await clientForm.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/client\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    });

    // The client portal's show/hide toggle is also labelled for the password, so its field is found by the exact label.
    for (const { asked, signIn, tab, exactPasswordLabel } of [
      { asked: '/customer/dashboard?tab=invoices', signIn: '/customer/login', tab: 'Invoices', exactPasswordLabel: false },
      { asked: '/client/dashboard?tab=messages', signIn: '/client', tab: 'Messages', exactPasswordLabel: true },
    ]) {
      test(`${asked} asked for while signed out opens once signed in at ${signIn}`, async ({ page, request }) => {
        const client = await registerClient(request, newClient());
        await page.goto(asked);
        await expect(page).toHaveURL(`${signIn}?${new URLSearchParams({ next: asked })}`);
        await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
        const form = page.getByRole('form', { name: 'Sign in' });
        await form.getByLabel('Email').fill(client.email);
        await form.getByLabel('Password', { exact: exactPasswordLabel }).fill(client.password);
        await form.getByRole('button', { name: 'Sign In' }).click();
        await expect(page).toHaveURL(asked);
        await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
      });
    }

    test('from either dashboard the navigation reaches every part of the account', async ({ page }) => {
      test.slow();
      await registerClient(page.request, newClient());
      for (const start of dashboards) {
        for (const part of parts) {
          await openHydrated(page, start);
          await accountNav(page).getByRole('link', { name: part.link, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${part.path}\\?tab=`));
          await expect(page.getByRole('tab', { name: part.tab, exact: true })).toHaveAttribute('aria-selected', 'true');
          await expect(accountNav(page).getByRole('link', { name: part.link, exact: true })).toHaveAttribute('aria-current', 'page');
          await expect(accountNav(page).locator('[aria-current]')).toHaveCount(1);
        }
      }
    });

    test('the current part follows the tabs chosen in place', async ({ page }) => {
      await registerClient(page.request, newClient());
      await openHydrated(page, '/client/dashboard');
      await expect(accountNav(page).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
      await page.getByRole('tab', { name: 'Upload Files' }).click();
      await expect(accountNav(page).getByRole('link', { name: 'Files', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(accountNav(page).getByRole('link', { name: 'Messages' })).not.toHaveAttribute('aria-current');
    });

    test('every tab fits the window, the Send button is a button’s height, and both dashboards pass axe', async ({ page }) => {
      test.slow();
      await registerClient(page.request, newClient());
      const longWords = 'Starboard-main-engine-hydraulic-steering-pump-overhaul-and-survey';
      for (let index = 0; index < 6; index += 1) {
        await sendMessageThroughApi(page.request, `${longWords} ${index}`, `${'The pump leaks at the seal again. '.repeat(8)}`);
      }

      await openHydrated(page, '/client/dashboard');
      const send = page.getByRole('form', { name: 'Send a message' }).getByRole('button');
      expect((await send.boundingBox())?.height).toBeLessThan(60);
      await expectNoAxeViolations(page);
      await openHydrated(page, '/customer/dashboard');
      await expectNoAxeViolations(page);

      for (const [path, tabs] of Object.entries(dashboardTabs)) {
        for (const tab of tabs) {
          await openHydrated(page, `${path}?tab=${tab}`);
          await expect(page.getByRole('tabpanel')).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect(await widerThanWindow(page), `${path}?tab=${tab}`).toEqual({ pageScrolls: false, wide: [], spilling: [] });
        }
      }
    });
  });
}
