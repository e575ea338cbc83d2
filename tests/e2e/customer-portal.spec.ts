import { expect, test, type Page } from '@playwright/test';
import {
  customerPassword,
  newAccount,
  openHydrated,
  openTab,
  registerThroughApi,
  toastWith,
  uniqueCustomerEmail,
} from './support/customer-portal.ts';
import { expectNoAxeViolations } from './support/axe.ts';

async function openCreateAccount(page: Page) {
  await openHydrated(page, '/customer/login');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  return page.getByRole('form', { name: 'Create account' });
}

async function fillAccount(page: Page, values: Record<string, string>) {
  const form = page.getByRole('form', { name: 'Create account' });
  for (const [label, value] of Object.entries(values)) await form.getByRole('textbox', { name: label, exact: true }).fill(value);
}

test.describe('creating an account', () => {
  test('the form gives every validation message before anything is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/customers/register')) sent.push(request.url());
    });
    const form = await openCreateAccount(page);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(form.getByText('First name is required')).toBeVisible();
    await expect(form.getByText('Last name is required')).toBeVisible();
    await expect(form.getByText('Company is required')).toBeVisible();

    await fillAccount(page, { Email: 'renee@guidryoffshore.example', Password: 'tides1', 'Confirm password': 'tides2' });
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText("Passwords don't match")).toBeVisible();
    await expect(form.getByText('Password must be at least 6 characters')).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Confirm password', exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  test('a 7-character password is refused at its field, as the server would, and nothing is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/customers/register')) sent.push(request.url());
    });
    const form = await openCreateAccount(page);
    await expect(form.getByRole('textbox', { name: 'Password', exact: true })).toHaveAccessibleDescription('At least 8 characters.');
    await fillAccount(page, {
      Email: uniqueCustomerEmail('short'),
      Password: 'tides77',
      'Confirm password': 'tides77',
      'First name': 'Renee',
      'Last name': 'Guidry',
      Company: 'Guidry Offshore LLC',
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    const password = form.getByRole('textbox', { name: 'Password', exact: true });
    await expect(password).toHaveAccessibleDescription('At least 8 characters. Password must be at least 8 characters long');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(page).toHaveURL(/\/customer\/login\?tab=create-account$/);
    expect(sent).toEqual([]);
  });

  test('a new account goes to the dashboard with a welcome, and Sign Out returns home', async ({ page }) => {
    const email = uniqueCustomerEmail('signup');
    await openCreateAccount(page);
    await fillAccount(page, {
      Email: email,
      Password: customerPassword,
      'Confirm password': customerPassword,
      'First name': 'Renee',
      'Last name': 'Guidry',
      Company: 'Guidry Offshore LLC',
      Phone: '(985) 555-0110',
      City: 'Galliano',
    });
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/customer\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Renee Guidry' })).toBeVisible();
    await expect(page.getByText('Guidry Offshore LLC').first()).toBeVisible();
    await expect(toastWith(page, 'Account created')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
    await expect(page.getByText('No service requests yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request Service' })).toHaveAttribute('href', '/schedule');

    // The flash is shown once: a reload does not bring it back.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Renee Guidry' })).toBeVisible();
    await expect(toastWith(page, 'Account created')).toHaveCount(0);

    const settings = await openTab(page, 'Account Settings');
    await expect(settings.getByText(email)).toBeVisible();
    await expect(settings.getByText('(985) 555-0110')).toBeVisible();
    await expect(settings.getByText('Active', { exact: true })).toBeVisible();
    await expect(settings.getByText('This device')).toBeVisible();

    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/customer/dashboard');
    await expect(page).toHaveURL(/\/customer\/login$/);
  });

  test('an email already registered is refused with the server’s message', async ({ page }) => {
    const account = newAccount('taken');
    await registerThroughApi(page, account);
    await page.context().clearCookies();
    await openCreateAccount(page);
    await fillAccount(page, {
      Email: account.email.toUpperCase(),
      Password: customerPassword,
      'Confirm password': customerPassword,
      'First name': 'Renee',
      'Last name': 'Guidry',
      Company: 'Guidry Offshore LLC',
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toastWith(page, 'Registration Failed')).toBeVisible();
    await expect(toastWith(page, 'An account with this email already exists. Sign in, or reset your password.')).toBeVisible();
  });
});

test.describe('signing in', () => {
  test('the dashboard without a session redirects to the sign-in page on the server', async ({ request }) => {
    const response = await request.get('/customer/dashboard', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/customer/login');
    expect(response.headers()['cache-control']).toBe('private, no-store');
  });

  test('only the known portal pages are guarded: an unknown customer address is the 404 page', async ({ request }) => {
    const response = await request.get('/customer/no-such-page', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });

  test('the form asks for a valid email and a 6-character password', async ({ page }) => {
    await openHydrated(page, '/customer/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('renee');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('12345');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(form.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/customer/forgot-password');
  });

  test('a wrong password shows Login Failed with the server’s message; the right one opens the dashboard', async ({ page }) => {
    const account = newAccount('signin', { firstName: 'Alcide', lastName: 'Toups', company: 'Toups Marine Towing' });
    await registerThroughApi(page, account);
    await page.context().clearCookies();

    await openHydrated(page, '/customer/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(toastWith(page, 'Login Failed')).toBeVisible();
    await expect(toastWith(page, 'Invalid email or password')).toBeVisible();

    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/customer\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Alcide Toups' })).toBeVisible();
    await expect(page.getByText('Toups Marine Towing').first()).toBeVisible();
    await expect(toastWith(page, 'Welcome back!')).toBeVisible();

    // A signed-in visitor is sent on from the sign-in page.
    await page.goto('/customer/login');
    await expect(page).toHaveURL(/\/customer\/dashboard$/);
  });

  test('the signed-in devices list this one and can sign out another', async ({ page, browser }) => {
    const account = newAccount('devices');
    await registerThroughApi(page, account);
    const other = await browser.newContext({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' });
    const otherPage = await other.newPage();
    const signedIn = await otherPage.request.post('/api/customers/login', {
      headers: { Origin: test.info().project.use.baseURL ?? '' },
      data: { email: account.email, password: account.password },
    });
    expect(signedIn.status()).toBe(200);

    await openHydrated(page, '/customer/dashboard');
    const settings = await openTab(page, 'Account Settings');
    const devices = settings.getByRole('listitem');
    await expect(devices).toHaveCount(2);
    await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
    const firefox = devices.filter({ hasText: 'Firefox on Linux' });
    await firefox.getByRole('button', { name: /Sign out/ }).click();
    await expect(toastWith(page, 'Device signed out')).toBeVisible();
    await expect(devices).toHaveCount(1);

    const ended = await otherPage.request.get('/api/customers/me');
    expect(ended.status()).toBe(401);
    await other.close();
  });
});

for (const width of [1280, 390]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('axe finds no violations on the sign-in page, either tab, or the dashboard', async ({ page }) => {
      // Five full-page axe runs, each over a hydrated page: longer than one step's budget.
      test.slow();
      await openHydrated(page, '/customer/login');
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: 'Create Account' }).click();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Company is required')).toBeVisible();
      await expectNoAxeViolations(page);

      await registerThroughApi(page, newAccount(`axe-${width}`));
      await openHydrated(page, '/customer/dashboard');
      await expect(page.getByText('No service requests yet')).toBeVisible();
      await expectNoAxeViolations(page);
      await openTab(page, 'Account Settings');
      await expect(page.getByText('This device')).toBeVisible();
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
