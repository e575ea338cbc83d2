import { expect, test, type Page } from '@playwright/test';
import { signInAsStaff, staffPassword, staffUsername } from './support/admin.ts';
import { expectFlash, expectToast, openHydrated } from './support/client-portal.ts';
import { newAccount, registerThroughApi } from './support/customer-portal.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const signInForm = (page: Page) => page.getByRole('form', { name: 'Staff sign in' });
// The open modal dialog hides the page behind it from the accessibility tree, so this is found by its words.
const authRequired = (page: Page) => page.getByText('Admin Authentication Required', { exact: true });

async function fillSignIn(page: Page, username: string, password: string) {
  const form = signInForm(page);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('/admin/login', () => {
  test('says everything that is missing at once, at its field, when Sign In is pressed, and puts the cursor there', async ({ page }) => {
    await openHydrated(page, '/admin/login');
    const form = signInForm(page);
    const username = form.getByLabel('Username');
    const password = form.getByLabel('Password', { exact: true });
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(username).toHaveAccessibleDescription('Username is required');
    await expect(password).toHaveAccessibleDescription('Password is required');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toBeFocused();

    await username.fill(staffUsername);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(password).toHaveAccessibleDescription('Password is required');
    await expect(username).toHaveAttribute('aria-invalid', 'false');
    await expect(password).toBeFocused();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await openHydrated(page, '/admin/login');
    const password = signInForm(page).getByLabel('Password', { exact: true });
    await password.fill('typed secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  });

  test("a wrong password fails in the server's words and stays on the page", async ({ page }) => {
    await openHydrated(page, '/admin/login');
    await fillSignIn(page, staffUsername, 'not-the-password');
    await expectToast(page, 'Login Failed', 'Invalid username or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('success says "Login Successful" once on the dashboard; Logout returns to sign-in; signed in, sign-in opens the dashboard', async ({
    page,
  }) => {
    await openHydrated(page, '/admin/login');
    await fillSignIn(page, staffUsername, staffPassword);
    await expect(page).toHaveURL(/\/admin$/);
    await expectFlash(page, 'Login Successful');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText(`Welcome, Admin · signed in as ${staffUsername}`)).toBeVisible();
    for (const tab of ['Overview', 'Client Portal', 'Service Requests', 'Berth Reservations', 'Storm', 'Sent mail', 'Audit']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }

    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);

    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
  });
});

test.describe('/admin without a staff session', () => {
  test('answers 200 with "Admin Authentication Required" and a sign-in dialog, whose failures and success it shows', async ({ page }) => {
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(200);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(authRequired(page)).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await expect(dialog).toBeVisible();

    await fillSignIn(page, staffUsername, 'not-the-password');
    await expect(dialog.getByRole('alert')).toHaveText('Invalid admin credentials');

    // The test server counts no failures (RATE_LIMIT=off), so the account's wait is the server's answer as it words it.
    const wait = 'Too many requests. Please try again in 4 seconds.';
    await page.route(
      '**/api/auth/login',
      (route) => route.fulfill({ status: 429, headers: { 'Retry-After': '4' }, json: { code: 'rate_limited', message: wait } }),
      { times: 1 },
    );
    await fillSignIn(page, staffUsername, staffPassword);
    await expect(dialog.getByRole('alert')).toHaveText(wait);

    await fillSignIn(page, staffUsername, staffPassword);
    await expectFlash(page, 'Login Successful');
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await expect(authRequired(page)).toHaveCount(0);
  });

  test('a customer session is not a staff session', async ({ page }) => {
    await registerThroughApi(page, newAccount('admin-auth'));
    const response = await page.goto('/admin/test');
    expect(response?.status()).toBe(200);
    await expect(authRequired(page)).toBeVisible();
  });
});

test('/admin/test lists clients, messages and uploads with their counts', async ({ page }) => {
  await signInAsStaff(page);
  await openHydrated(page, '/admin/test');
  for (const list of ['Clients', 'Messages', 'Uploads']) {
    // The demo data brings a client with messages and uploads, so every count is at least one.
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${list} \\(\\d+\\)$`) })).toBeVisible();
    await expect(page.getByRole('list', { name: list }).getByRole('listitem').first()).toBeVisible();
  }
  const clients = page.getByRole('list', { name: 'Clients' });
  await expect(clients).toContainText('demo@example.com');
  const count = Number((await page.getByRole('heading', { name: /^Clients \(/ }).textContent())?.match(/\((\d+)\)/)?.[1]);
  await expect(clients.getByRole('listitem')).toHaveCount(count);
});

for (const width of [1280, 390]) {
  test.describe(`admin sign-in pages at ${width}px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    const noSidewaysScroll = async (page: Page) =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    test('sign-in page and the auth-required dialog have no axe violations and do not scroll sideways', async ({ page }) => {
      await openHydrated(page, '/admin/login');
      await expectNoAxeViolations(page);
      await noSidewaysScroll(page);

      await openHydrated(page, '/admin');
      await expect(page.getByRole('dialog', { name: 'Admin Login' })).toBeVisible();
      await expectNoAxeViolations(page);
      await noSidewaysScroll(page);
    });

    test('the test page has no axe violations and does not scroll sideways', async ({ page }) => {
      await signInAsStaff(page);
      await openHydrated(page, '/admin/test');
      await expect(page.getByRole('heading', { name: /^Uploads \(\d+\)$/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await noSidewaysScroll(page);
    });
  });
}
