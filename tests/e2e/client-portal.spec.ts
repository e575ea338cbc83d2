import { expect, test, type Page, type Route } from '@playwright/test';
import { expectFlash, expectToast, newClient, openHydrated, registerClient, type TestClient } from './support/client-portal.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });
const createForm = (page: Page) => page.getByRole('form', { name: 'Create account' });

async function openCreateAccount(page: Page) {
  await openHydrated(page, '/client');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await expect(createForm(page)).toBeVisible();
}

async function fillRegistration(page: Page, client: TestClient, confirmPassword = client.password) {
  const form = createForm(page);
  await form.getByLabel('First Name').fill(client.firstName);
  await form.getByLabel('Last Name').fill(client.lastName);
  await form.getByLabel('Company').fill(client.company);
  await form.getByLabel('Email').fill(client.email);
  await form.getByLabel('Password', { exact: true }).fill(client.password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(confirmPassword);
}

/** Answers with a failure carrying no message, so the page's own fallback words show. */
const failWithoutMessage = (route: Route) => route.fulfill({ status: 503, body: '' });

test.describe('client portal sign-in page', () => {
  test('asks for both email and password when Sign In is pressed, without the browser’s own checks', async ({ page }) => {
    await openHydrated(page, '/client');
    const form = signInForm(page);
    const email = form.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-required', 'true');
    await expect(form.locator('[required]')).toHaveCount(0);

    await form.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Missing Information', 'Please enter both email and password');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(/Please enter your email$/);
    await expect(form.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password is required');

    await email.fill('someone@bayou-e2e.example');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Missing Information', 'Please enter both email and password');
    await expect(form.getByLabel('Password', { exact: true })).toBeFocused();
  });

  test('shows and hides the password with a toggle button', async ({ page }) => {
    await openHydrated(page, '/client');
    const password = signInForm(page).getByLabel('Password', { exact: true });
    const toggle = signInForm(page).getByRole('button', { name: 'Show password' });
    await password.fill('Harbor-2026');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Harbor-2026');

    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a wrong password says “Login Failed” with the server’s words, or the portal’s own without them', async ({ page, playwright }) => {
    const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const client = await registerClient(api);
    await api.dispose();

    await openHydrated(page, '/client');
    const form = signInForm(page);
    await form.getByLabel('Email').fill(client.email);
    await form.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login Failed', 'Invalid email or password');
    await expect(page).toHaveURL(/\/client$/);

    await page.route('**/api/customers/login', failWithoutMessage);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login Failed', 'Invalid email or password');
  });

  test('signing in says “Welcome back!” on the dashboard, and the customer area knows the same customer', async ({ page, playwright }) => {
    const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const client = await registerClient(api);
    await api.dispose();

    await openHydrated(page, '/client');
    const form = signInForm(page);
    await form.getByLabel('Email').fill(client.email.toUpperCase());
    await form.getByLabel('Password', { exact: true }).fill(client.password);
    await form.getByRole('button', { name: 'Sign In' }).click();

    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expectFlash(page, 'Welcome back!');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${client.firstName} ${client.lastName}`);
    await expect(page.getByText(client.company).first()).toBeVisible();

    // One session for both portals.
    await page.goto('/customer/dashboard');
    await expect(page).toHaveURL(/\/customer\/dashboard$/);
    await expect(page.getByRole('main')).toContainText(`${client.firstName} ${client.lastName}`);

    // A signed-in customer opening the sign-in page goes on to the dashboard.
    await page.goto('/client');
    await expect(page).toHaveURL(/\/client\/dashboard$/);
  });

  test('Create Account shows each of the portal’s checks when pressed', async ({ page }) => {
    await openCreateAccount(page);
    const form = createForm(page);
    const create = form.getByRole('button', { name: 'Create Account' });
    await expect(form.locator('[required]')).toHaveCount(0);
    for (const label of ['First Name', 'Last Name', 'Company', 'Email']) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('aria-required', 'true');
    }
    await expect(form.getByLabel('Phone')).not.toHaveAttribute('aria-required');

    const registrations: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/customers/register')) registrations.push(request.url());
    });
    await create.click();
    await expectToast(page, 'Missing Information', 'Please fill in all required fields');
    await expect(form.getByLabel('First Name')).toHaveAccessibleDescription('First name is required');
    await expect(form.getByLabel('Company')).toHaveAccessibleDescription('Company is required');
    await expect(form.getByLabel('First Name')).toBeFocused();

    const client = newClient();
    await fillRegistration(page, client, 'Something-Else-1');
    await form.getByLabel('Company').fill('');
    await create.click();
    await expectToast(page, 'Missing Information', 'Please fill in all required fields');
    await expect(form.getByLabel('Company')).toBeFocused();

    await form.getByLabel('Company').fill(client.company);
    await create.click();
    await expectToast(page, 'Password Mismatch', 'Passwords do not match');
    await expect(form.getByLabel('Confirm Password', { exact: true })).toBeFocused();

    await form.getByLabel('Password', { exact: true }).fill('Short-1');
    await form.getByLabel('Confirm Password', { exact: true }).fill('Short-1');
    await create.click();
    await expectToast(page, 'Password Too Short', 'Password must be at least 8 characters long');
    await expect(form.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'At least 8 characters. Password must be at least 8 characters long',
    );

    await form.getByLabel('Password', { exact: true }).fill(client.password);
    await form.getByLabel('Confirm Password', { exact: true }).fill(client.password);
    await form.getByLabel('Email').fill('not-an-email');
    await create.click();
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(form.getByLabel('Email')).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/client');
    expect(registrations).toEqual([]);
  });

  test('a taken email says “Registration Failed” with the server’s words, or the portal’s own without them', async ({
    page,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const taken = await registerClient(api);
    await api.dispose();

    await openCreateAccount(page);
    await fillRegistration(page, { ...newClient(), email: taken.email.toUpperCase() });
    await createForm(page).getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Registration Failed', 'An account with this email already exists');

    await page.route('**/api/customers/register', failWithoutMessage);
    await createForm(page).getByLabel('Email').fill(newClient().email);
    await createForm(page).getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Registration Failed', 'Failed to create account');
  });

  test('a new client signs up, lands on the dashboard with “Account Created!”, signs out and is kept out', async ({ page }) => {
    const client = newClient();
    await openCreateAccount(page);
    await fillRegistration(page, client);
    await createForm(page).getByLabel('Phone').fill('(985) 555-0188');
    await createForm(page).getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expectFlash(page, 'Account Created!');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Profile' }).click();
    const profile = page.getByRole('tabpanel', { name: 'Profile' });
    for (const value of [client.firstName, client.lastName, client.email, client.company]) {
      await expect(profile).toContainText(value);
    }

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/client$/);
    await page.goto('/client/dashboard');
    await expect(page).toHaveURL(/\/client$/);
    await expect(signInForm(page)).toBeVisible();
  });
});

for (const width of [1280, 390]) {
  test.describe(`client portal sign-in page at ${width}px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('has no axe violations on either tab and does not scroll sideways', async ({ page }) => {
      await openHydrated(page, '/client');
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: 'Create Account' }).click();
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
