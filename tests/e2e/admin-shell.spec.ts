import { expect, test, type Page } from '@playwright/test';
import { signInAsStaff, staffPassword, staffUsername } from './support/admin.ts';
import { expectToast, openHydrated, registerClient, sendMessageThroughApi } from './support/client-portal.ts';

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

async function expectOfficeShell(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeInViewport();
  await expect(page.getByText(`Welcome, Admin · signed in as ${staffUsername}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Office' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Book a berth/i })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

for (const { name, viewport } of widths) {
  test.describe(`the back-office shell (${name})`, () => {
    test.use({ viewport });

    test('/admin, /admin/test and staff /documents drop the marketing chrome and show the work first', async ({ page }) => {
      await signInAsStaff(page);
      await openHydrated(page, '/admin');
      await expectOfficeShell(page, 'Admin Dashboard');
      await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeInViewport();
      await expect(page.getByRole('heading', { name: 'Today at a glance' })).toBeInViewport();

      await page.goto('/admin/test');
      await expectOfficeShell(page, 'Admin Client Test');

      await page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Documents' }).click();
      await expect(page).toHaveURL(/\/documents$/);
      await expectOfficeShell(page, 'Documents');
    });
  });
}

test('anonymous visitors of /documents keep the public look', async ({ page }) => {
  await page.goto('/documents');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Office' })).toHaveCount(0);
});

test('the Client Portal tab counts a new client message and the count clears once read', async ({ page, browser }) => {
  // A client of its own: the demo customer's messages are counted by the client dashboard's spec.
  const client = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await registerClient(client.request);
  await sendMessageThroughApi(client.request, 'Badge check', 'Is the fuel dock open?');
  await client.close();

  await signInAsStaff(page);
  await openHydrated(page, '/admin');
  const clientsTab = page.getByRole('tab', { name: /^Client Portal ?, \d+ waiting$/ });
  await expect(clientsTab).toBeVisible();
  const before = Number(/(\d+) waiting/.exec((await clientsTab.textContent()) ?? '')?.[1]);
  expect(before).toBeGreaterThan(0);
  await clientsTab.click();
  const message = page.getByRole('listitem').filter({ hasText: 'Badge check' });
  await message.getByRole('button', { name: /^Mark read/ }).click();
  const after = before > 1 ? new RegExp(`^Client Portal ?, ${before - 1} waiting$`) : /^Client Portal$/;
  await expect(page.getByRole('tab', { name: after })).toBeVisible();
});

test('two minutes before the idle limit a warning offers "Stay signed in"', async ({ page }) => {
  await page.clock.install();
  await signInAsStaff(page);
  await openHydrated(page, '/admin');
  // Every answer from the API restarts the idle clock: the jump comes after the page's first loads.
  await page.waitForLoadState('networkidle');
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  // On a loaded machine an answer may still arrive after the jump and restart the clock: jump again then.
  await expect(async () => {
    await page.clock.fastForward('27:30');
    await expect(warning).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(warning).toContainText(/signed out for inactivity in (1 minute|2 minutes)/);
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
});

test('a session that ended mid-message asks to sign in in place and then sends the message typed before', async ({ page }) => {
  const client = await registerClient(page.request);
  const clientName = `${client.firstName} ${client.lastName}`;
  await signInAsStaff(page);
  await openHydrated(page, '/admin?tab=clients');
  await page.getByLabel('Search clients').fill(client.email);
  await page
    .getByRole('button', { name: `Message ${clientName}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Message / });
  await dialog.getByLabel('Subject').fill('Typed before the session ended');
  await dialog.getByLabel('Message').fill('Your berth is ready from Monday.');

  await page.context().clearCookies();
  await dialog.getByRole('button', { name: 'Send Message' }).click();

  const signIn = page.getByRole('dialog', { name: 'Sign in to continue' });
  await expect(signIn).toBeVisible();
  await signIn.getByLabel('Username').fill(staffUsername);
  await signIn.getByLabel('Password', { exact: true }).fill(staffPassword);
  await signIn.getByRole('button', { name: 'Sign In' }).click();

  await expect(signIn).toBeHidden();
  await expectToast(page, 'Message sent');
});
