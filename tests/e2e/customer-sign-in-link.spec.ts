import { expect, test } from '@playwright/test';
import { newDevicesRefusedMessage } from '#api/auth/sign-in-limits.ts';
import { mailedLink, newAccount, openHydrated, registerThroughApi } from './support/customer-portal.ts';

const linkSubject = /your sign-in link/i;
const linkPage = '/customer/sign-in-link';

test('refused on a new browser, the customer asks for a link on the sign-in page, presses Sign in and is on the dashboard', async ({
  page,
  browser,
}) => {
  const account = newAccount('link');
  await registerThroughApi(page, account);

  const other = await browser.newContext();
  const visitor = await other.newPage();
  // The test server runs without limits: the account's delays are played by the answer they give.
  await visitor.route('**/api/customers/login', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '30' }, json: { code: 'rate_limited', message: newDevicesRefusedMessage } }),
  );
  await openHydrated(visitor, '/customer/login');
  const form = visitor.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByRole('alert')).toContainText(newDevicesRefusedMessage);
  await form.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(form.getByText('If an account uses that email, we have sent it a sign-in link.')).toBeVisible();

  const link = await mailedLink(account.email, linkSubject, linkPage);
  // A mail scanner fetching the link runs no script: nobody is signed in by it.
  const scanned = await other.request.get(link);
  expect(scanned.status()).toBe(200);
  expect(scanned.headers()['referrer-policy']).toBe('no-referrer');
  expect((await other.request.get('/api/customers/me')).status()).toBe(401);

  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Sign in with your link' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(visitor).toHaveURL(/\/customer\/dashboard$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Welcome, Renee Guidry' })).toBeVisible();
  await other.close();
});

test('the link under the sign-in form asks for a link by email; a used link says so and offers a new one', async ({ page }) => {
  const account = newAccount('link-used');
  await page.request.post('/api/customers/register', { headers: { Origin: test.info().project.use.baseURL ?? '' }, data: account });
  await page.context().clearCookies();

  await openHydrated(page, '/customer/login');
  await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
  await expect(page).toHaveURL(/\/customer\/sign-in-link$/);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();

  const link = await mailedLink(account.email, linkSubject, linkPage);
  await openHydrated(page, link);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  await openHydrated(page, link);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('This sign-in link has expired or was already used. We can email you a new one.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Email me a new link' })).toHaveAttribute('href', linkPage);
  await expect(page).toHaveURL(/\/customer\/sign-in-link$/);

  await page.goto(`${linkPage}?token=cut-short`);
  await expect(page.getByText('This link is not valid')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Email me a new link' })).toHaveAttribute('href', linkPage);
});
