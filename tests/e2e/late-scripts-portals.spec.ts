import { expect, test, type Page } from '@playwright/test';
import { demoCustomer, expectToast, newClient, registerClient } from './support/client-portal.ts';
import { customerPassword, mailedLink, newAccount, registerThroughApi } from './support/customer-portal.ts';
import {
  expectHydrated,
  expectNoFieldsInAddress,
  holdBackScripts,
  openTabBeforeHydration,
  openWithoutScripts,
  typeAndSubmitBeforeHydration,
  failOnPageErrors,
} from './support/late-scripts.ts';

// The portals as a new customer meets them on a slow connection: the islands' code arrives after
// the person has clicked a tab, typed and pressed the button (decision 069).

failOnPageErrors();

const form = (page: Page, name: string) => page.getByRole('form', { name, exact: true });

test.describe('customer sign-in pages before their scripts run', () => {
  test('Sign In, reached from the Create Account tab, signs the customer in', async ({ page }) => {
    const release = await holdBackScripts(page);
    await openWithoutScripts(page, '/customer/login?tab=create-account');
    await openTabBeforeHydration(page, 'Sign In', 'sign-in');
    await typeAndSubmitBeforeHydration(page, release, {
      form: form(page, 'Sign in'),
      values: { email: demoCustomer.email, password: demoCustomer.password },
    });
    await expect(page).toHaveURL('/customer/dashboard');
  });

  test('Create Account opens an account', async ({ page }) => {
    const account = newAccount('late-create');
    const release = await holdBackScripts(page);
    await openWithoutScripts(page, '/customer/login');
    await openTabBeforeHydration(page, 'Create Account', 'create-account');
    await typeAndSubmitBeforeHydration(page, release, {
      form: form(page, 'Create account'),
      values: {
        email: account.email,
        password: customerPassword,
        confirmPassword: customerPassword,
        firstName: account.firstName,
        lastName: account.lastName,
        company: account.company,
        phone: '(985) 555-0142',
        address: '410 Bayou Rd',
        city: 'Larose',
        state: 'LA',
        zipCode: '70373',
      },
    });
    await expect(page).toHaveURL('/customer/dashboard');
  });

  test('Forgot password sends the link', async ({ page }) => {
    const release = await holdBackScripts(page);
    await openWithoutScripts(page, '/customer/forgot-password');
    await typeAndSubmitBeforeHydration(page, release, { form: form(page, 'Reset your password'), values: { email: demoCustomer.email } });
    await expect(page.getByText('Check your email')).toBeVisible();
  });

  test('Reset password, from the mailed link, changes the password', async ({ page, request }) => {
    const account = newAccount('late-reset');
    await request.post('/api/customers/register', { headers: { Origin: test.info().project.use.baseURL ?? '' }, data: account });
    await request.post('/api/customers/forgot-password', {
      headers: { Origin: test.info().project.use.baseURL ?? '' },
      data: { email: account.email },
    });
    const link = await mailedLink(account.email, /choose a new password/i, '/customer/reset-password');
    const release = await holdBackScripts(page);
    await openWithoutScripts(page, link);
    await typeAndSubmitBeforeHydration(page, release, {
      form: form(page, 'Choose a new password'),
      values: { password: 'Leeville-Tide-2027', confirmPassword: 'Leeville-Tide-2027' },
      allowedQuery: ['token'],
    });
    await expect(page.getByText('Password changed')).toBeVisible();
  });
});

test.describe('customer dashboard before its script runs', () => {
  const tabs = [
    { name: 'Invoices', tab: 'invoices', shows: /invoice/i },
    { name: 'Documents', tab: 'documents', shows: /document/i },
    { name: 'Berth Reservations', tab: 'reservations', shows: /reservation/i },
    { name: 'Account Settings', tab: 'account', shows: 'Account details' },
  ];
  for (const { name, tab, shows } of tabs) {
    test(`the ${name} tab opens from its link and stays open once the page runs`, async ({ page }) => {
      await registerThroughApi(page, newAccount(`late-${tab}`));
      const release = await holdBackScripts(page);
      await openWithoutScripts(page, '/customer/dashboard');
      const panel = await openTabBeforeHydration(page, name, tab);
      await expect(panel).toContainText(shows);
      release();
      await expectHydrated(page);
      await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(panel).toContainText(shows);
      expectNoFieldsInAddress(page, []);
    });
  }

  test('once running, tabs change in place, name themselves in the address and follow the arrow keys', async ({ page }) => {
    await registerThroughApi(page, newAccount('late-keys'));
    await openWithoutScripts(page, '/customer/dashboard?tab=invoices');
    await expectHydrated(page);
    await page.evaluate(() => sessionStorage.setItem('same-page', 'yes'));
    await page.getByRole('tab', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL('/customer/dashboard?tab=account');
    await expect(page.getByRole('tabpanel', { name: 'Account Settings' })).toContainText('Account details');
    await page.getByRole('tab', { name: 'Account Settings' }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Vessels' })).toBeFocused();
    await page.getByRole('tab', { name: 'Vessels' }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Berth Reservations' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Berth Reservations' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL('/customer/dashboard?tab=reservations');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Berth Reservations' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('client portal before its scripts run', () => {
  test('Sign In, reached from the Create Account tab, opens the dashboard', async ({ page, request }) => {
    const client = await registerClient(request);
    const release = await holdBackScripts(page);
    await openWithoutScripts(page, '/client?tab=create-account');
    await openTabBeforeHydration(page, 'Sign In', 'sign-in');
    await typeAndSubmitBeforeHydration(page, release, {
      form: form(page, 'Sign in'),
      values: { email: client.email, password: client.password },
    });
    await expect(page).toHaveURL('/client/dashboard');
  });

  test('Create Account opens an account and the dashboard', async ({ page }) => {
    const client = newClient();
    const release = await holdBackScripts(page);
    await openWithoutScripts(page, '/client');
    await openTabBeforeHydration(page, 'Create Account', 'create-account');
    await typeAndSubmitBeforeHydration(page, release, {
      form: form(page, 'Create account'),
      values: {
        firstName: client.firstName,
        lastName: client.lastName,
        company: client.company,
        email: client.email,
        phone: '(985) 555-0177',
        password: client.password,
        confirmPassword: client.password,
      },
    });
    await expect(page).toHaveURL('/client/dashboard');
  });

  test('a message typed on the Messages tab, opened from My Files, is sent once and listed', async ({ page }) => {
    await registerClient(page.request);
    const subject = `Crew change for the Lady Lafourche ${Date.now()}`;
    const release = await holdBackScripts(page);
    await openWithoutScripts(page, '/client/dashboard?tab=files');
    await openTabBeforeHydration(page, 'Messages', 'messages');
    await typeAndSubmitBeforeHydration(page, release, {
      form: form(page, 'Send a message'),
      values: { subject, message: 'Six crew off at 0600 Thursday, six on at noon.' },
    });
    await expectToast(page, 'Message Sent');
    await expect(page.getByRole('region', { name: 'Recent messages' }).getByRole('article').filter({ hasText: subject })).toHaveCount(1);
    expectNoFieldsInAddress(page, [subject]);
  });

  test('the Upload Files tab says it is loading until its form can work, then sends the file', async ({ page }) => {
    await registerClient(page.request);
    const release = await holdBackScripts(page);
    await openWithoutScripts(page, '/client/dashboard');
    const panel = await openTabBeforeHydration(page, 'Upload Files', 'upload');
    await expect(panel.locator('[aria-busy="true"]')).toContainText('Loading…');
    release();
    await expectHydrated(page);
    const upload = form(page, 'Send a file to the office');
    await upload
      .getByLabel('File')
      .setInputFiles({ name: 'crew-list.csv', mimeType: 'text/csv', buffer: Buffer.from('name,role\nRenee,master\n') });
    await upload.getByLabel('Description').fill('Crew list for the Thursday crew change');
    await upload.getByLabel('Category').selectOption('contract');
    await upload.getByRole('button', { name: 'Upload File' }).click();
    await expectToast(page, 'File Uploaded');
    expectNoFieldsInAddress(page, []);
  });

  for (const { name, tab, shows } of [
    { name: 'My Files', tab: 'files', shows: /files/i },
    { name: 'Profile', tab: 'profile', shows: 'Profile' },
  ]) {
    test(`the ${name} tab opens from its link and shows once the page runs`, async ({ page }) => {
      await registerClient(page.request);
      const release = await holdBackScripts(page);
      await openWithoutScripts(page, '/client/dashboard');
      const panel = await openTabBeforeHydration(page, name, tab);
      await expect(panel.locator('[aria-busy="true"]')).toContainText('Loading…');
      release();
      await expectHydrated(page);
      await expect(panel).toContainText(shows);
      await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
    });
  }
});
