import { expect, test } from '@playwright/test';
import { mailedLink, newAccount, openHydrated, registerThroughApi, toastWith } from './support/customer-portal.ts';

const newPassword = 'Cocodrie-Slip-14';

test('a forgotten password is reset from the mailed link, which ends the old sessions and works once', async ({ page, browser }) => {
  const account = newAccount('reset');
  await registerThroughApi(page, account);

  const other = await browser.newContext();
  const visitor = await other.newPage();
  await openHydrated(visitor, '/customer/login');
  await visitor.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(visitor).toHaveURL(/\/customer\/forgot-password$/);
  await expect(visitor.locator('astro-island[ssr]')).toHaveCount(0);
  await visitor.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await visitor.getByRole('button', { name: 'Send the link' }).click();
  await expect(visitor.getByText('If an account uses that email, we have sent it a link')).toBeVisible();

  const link = await mailedLink(account.email, 'Choose a new password', '/customer/reset-password');
  const opened = await visitor.goto(link);
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(visitor.locator('astro-island[ssr]')).toHaveCount(0);
  const token = new URL(link).searchParams.get('token') ?? '';
  const outgoing = await visitor.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(outgoing.filter((href) => href.includes(token))).toEqual([]);

  await visitor.getByRole('textbox', { name: 'New password', exact: true }).fill('short77');
  await visitor.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('short77');
  await visitor.getByRole('button', { name: 'Save new password' }).click();
  await expect(visitor.getByText('Password must be at least 8 characters long')).toBeVisible();
  await visitor.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await visitor.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
  await visitor.getByRole('button', { name: 'Save new password' }).click();
  await expect(visitor.getByText('Password changed')).toBeVisible();
  await expect(visitor).toHaveURL(/\/customer\/reset-password$/);

  // The session the account was made with has ended.
  await page.goto('/customer/dashboard');
  await expect(page).toHaveURL(/\/customer\/login$/);

  // The link works once.
  await visitor.goto(link);
  await visitor.getByRole('textbox', { name: 'New password', exact: true }).fill('Another-Tide-77');
  await visitor.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Another-Tide-77');
  await visitor.getByRole('button', { name: 'Save new password' }).click();
  await expect(visitor.getByText('This link has expired or was already used. Ask for a new one.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/customer/forgot-password');
  await other.close();

  await openHydrated(page, '/customer/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastWith(page, 'Login Failed')).toBeVisible();
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});

test('the verification link confirms the email once, from the page’s script, without a referrer', async ({ page }) => {
  const account = newAccount('verify');
  await registerThroughApi(page, account);
  const link = await mailedLink(account.email, /confirm your email address/i, '/customer/verify-email');

  // A mail scanner fetching the link runs no script: the address stays unverified.
  const scanned = await page.request.get(link);
  expect(scanned.status()).toBe(200);
  expect(scanned.headers()['referrer-policy']).toBe('no-referrer');
  const before = await page.request.get('/api/customers/me');
  expect(((await before.json()) as { customer: { emailVerified: boolean } }).customer.emailVerified).toBe(false);

  await page.goto(link);
  await expect(page.getByText('Email address confirmed')).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/verify-email$/);
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Renee Guidry' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toHaveCount(0);

  await page.goto(link);
  await expect(page.getByText('This link cannot be used')).toBeVisible();
});

test('the dashboard sends the verification link again on request', async ({ page }) => {
  const account = newAccount('resend');
  await registerThroughApi(page, account);
  await openHydrated(page, '/customer/dashboard');
  await page.getByRole('button', { name: 'Resend the link' }).click();
  await expect(page.getByText('We have sent you a new link to confirm your email address.')).toBeVisible();
  await mailedLink(account.email, /^Confirm your email address/, '/customer/verify-email');
});
