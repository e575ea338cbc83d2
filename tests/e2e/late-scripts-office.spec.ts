import { expect, test, type Page } from '@playwright/test';
import { signInAsStaff, staffPassword, staffUsername } from './support/admin.ts';
import { demoCustomer, signInThroughApi } from './support/client-portal.ts';
import { cards } from './support/documents.ts';
import {
  expectHydrated,
  expectNoFieldsInAddress,
  expectNotHydrated,
  holdBackScripts,
  openTabBeforeHydration,
  openWithoutScripts,
  typeAndSubmitBeforeHydration,
  failOnPageErrors,
} from './support/late-scripts.ts';

// The office's pages and the document library on a slow connection: the islands' code arrives
// after the person has clicked a tab, typed and pressed the button (decision 069).

failOnPageErrors();

test.describe('admin before its scripts run', () => {
  test('the sign-in page signs staff in', async ({ page }) => {
    const release = await holdBackScripts(page);
    await openWithoutScripts(page, '/admin/login');
    await typeAndSubmitBeforeHydration(page, release, {
      form: page.getByRole('form', { name: 'Staff sign in' }),
      values: { username: staffUsername, password: staffPassword },
    });
    await expect(page).toHaveURL('/admin');
  });

  test('a tab’s address without a session asks for the sign-in, then opens that tab', async ({ page }) => {
    const release = await holdBackScripts(page);
    await openWithoutScripts(page, '/admin?tab=leads');
    await expect(page.getByRole('heading', { name: 'Admin Authentication Required' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    await expectNotHydrated(page);
    release();
    await expectHydrated(page);
    const form = page.getByRole('dialog').getByRole('form', { name: 'Staff sign in' });
    await form.getByLabel('Username').fill(staffUsername);
    await form.getByLabel('Password', { exact: true }).fill(staffPassword);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('tab', { name: 'Service Requests' })).toHaveAttribute('aria-selected', 'true');
    expectNoFieldsInAddress(page, [staffUsername, staffPassword]);
  });

  const tabs = [
    { name: 'Overview', tab: 'overview', heading: 'Today at a glance', from: '/admin?tab=audit' },
    { name: 'Client Portal', tab: 'clients', heading: 'Clients', from: '/admin' },
    { name: 'Service Requests', tab: 'leads', heading: 'Service Requests', from: '/admin' },
    { name: 'Berth Reservations', tab: 'reservations', heading: 'Berth Reservations', from: '/admin' },
    { name: 'Sent mail', tab: 'mail', heading: 'Sent mail', from: '/admin' },
    { name: 'Audit', tab: 'audit', heading: 'Audit', from: '/admin' },
  ];
  for (const { name, tab, heading, from } of tabs) {
    test(`the ${name} tab opens from its link, says it is loading, and shows its list once the page runs`, async ({ page }) => {
      await signInAsStaff(page);
      const release = await holdBackScripts(page);
      await openWithoutScripts(page, from);
      const panel = await openTabBeforeHydration(page, name, tab);
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(heading);
      await expect(panel.locator('[aria-busy="true"]')).toContainText('Loading…');
      release();
      await expectHydrated(page);
      // Once the page runs, a tab's name may carry its badge ("Client Portal, 2 waiting").
      await expect(page.getByRole('tab', { name: new RegExp(`^${name}( ?, \\d+ \\D+)?$`) })).toHaveAttribute('aria-selected', 'true');
      // A form loaded on first use (decision 074) says Loading… on its button until it is used; the tab itself is done.
      await expect(panel.locator('[aria-busy="true"]:not([type="submit"])')).toHaveCount(0);
      await expect(panel.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      expect(new URL(page.url()).searchParams.get('tab')).toBe(tab);
    });
  }
});

/** Types into the library's search before the page runs; once it runs, the list is the one searched for. */
async function searchBeforeHydration(page: Page, words: string, found: string) {
  const release = await holdBackScripts(page);
  await openWithoutScripts(page, '/documents');
  const search = page.getByRole('searchbox', { name: 'Search documents' });
  await search.fill(words);
  await expectNotHydrated(page);
  await search.press('Enter');
  expectNoFieldsInAddress(page, [words]);
  release();
  await expectHydrated(page);
  await expect(search).toHaveValue(words);
  await expect(cards(page)).toHaveText([new RegExp(found)]);
  expectNoFieldsInAddress(page, [words]);
}

test.describe('the document library before its script runs', () => {
  test('a visitor’s search typed early finds the public document', async ({ page }) => {
    await searchBeforeHydration(page, 'Hurricane preparedness', 'Hurricane preparedness plan');
  });

  test('a customer’s search typed early finds their own certificate', async ({ page }) => {
    await signInThroughApi(page.request, demoCustomer);
    await searchBeforeHydration(page, 'Certificate of insurance', 'Certificate of insurance — M/V Gulf Tide Endeavor');
  });

  test('staff search typed early finds an internal document', async ({ page }) => {
    await signInAsStaff(page);
    await searchBeforeHydration(page, 'Fuel dock operating', 'Fuel dock operating procedure');
  });

  test('staff’s Library, Trash and Upload Document buttons cannot be pressed until they work', async ({ page }) => {
    await signInAsStaff(page);
    const release = await holdBackScripts(page);
    await openWithoutScripts(page, '/documents');
    await expect(page.getByRole('button', { name: 'Trash' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Upload Document' })).toBeDisabled();
    await expectNotHydrated(page);
    release();
    await expectHydrated(page);
    await page.getByRole('button', { name: 'Trash' }).click();
    await expect(page.getByText(/Deleted documents stay here/)).toBeVisible();
    await page.getByRole('button', { name: 'Upload Document' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
