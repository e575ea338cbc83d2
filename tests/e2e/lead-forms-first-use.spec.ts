import { expect, test, type Page } from '@playwright/test';
import { expectHydrated, expectNotHydrated, holdBackScripts, openWithoutScripts } from '#tests/e2e/support/late-scripts.ts';

// The forms at the top of /schedule, /quote-request and /recommendations hydrate when the visitor
// starts on them (client:interaction, decision 072), so their first load carries no React.

const mainForm = (page: Page) => page.locator('main form');
const field = (page: Page, label: string) => mainForm(page).getByLabel(label);

for (const path of ['/schedule', '/quote-request', '/recommendations']) {
  test(`${path} stays the server's form until the visitor starts on it`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expectNotHydrated(page);
    await expect(mainForm(page).locator('[type="submit"]')).toBeDisabled();

    await mainForm(page).locator('textarea').first().focus();
    await expectHydrated(page);
    await expect(mainForm(page).locator('[type="submit"]')).toBeEnabled();
  });
}

test('typing fast into /schedule while its script arrives loses nothing, keeps the cursor and sends', async ({ page }) => {
  const release = await holdBackScripts(page);
  await openWithoutScripts(page, '/schedule');
  const firstName = field(page, 'First Name');
  await firstName.click();
  await page.keyboard.type('Mar');
  await expectNotHydrated(page);
  release();
  // The rest of the name is typed while the island hydrates, with no pause.
  await page.keyboard.type('cus');
  await expectHydrated(page);
  await page.keyboard.type(' T.');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveValue('Marcus T.');

  await field(page, 'Last Name').fill('Theriot');
  await field(page, 'Company').fill('Theriot Marine');
  await field(page, 'Email').fill('dispatch@theriotmarine.example');
  await field(page, 'Service Type').selectOption('Crew Changes');
  await field(page, 'Project Details').fill('Crew change for 12 on the OSV Grand Isle, dockside.');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/service-requests'));
  await page.getByRole('button', { name: 'Schedule Service' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ firstName: 'Marcus T.', lastName: 'Theriot', serviceType: 'Crew Changes' });
  await expect(page.getByRole('region', { name: 'Notification', exact: true })).toContainText('Service Request Scheduled');
});

test('a quote category pressed before the script ran is pressed once it runs', async ({ page }) => {
  const release = await holdBackScripts(page);
  await openWithoutScripts(page, '/quote-request');
  const category = page.getByRole('button', { name: /Maintenance & Repair/ });
  await category.click();
  await expectNotHydrated(page);
  release();
  await expectHydrated(page);
  await expect(category).toHaveAttribute('aria-pressed', 'true');
  await expect(field(page, 'Project title')).toHaveValue('Maintenance & Repair');
  await expect(field(page, 'Project description')).not.toHaveValue('');
});

test("a service page's quote link names the service in the title before the form runs, and it stays", async ({ page }) => {
  await page.goto('/quote-request?service=tank-cleaning');
  await expect(field(page, 'Project title')).toHaveValue('Tank Cleaning');
  await expectNotHydrated(page);
  await field(page, 'Contact name').fill('Danielle Guidry');
  await expectHydrated(page);
  await expect(field(page, 'Project title')).toHaveValue('Tank Cleaning');
  await expect(field(page, 'Contact name')).toHaveValue('Danielle Guidry');
});
