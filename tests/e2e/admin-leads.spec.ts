import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInAsStaff, soleStaffAccount } from './support/admin.ts';
import { expectToast } from './support/client-portal.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** A scheduling request sent as the public form sends it; the company starts like a formula. */
async function sendScheduleRequest(page: Page, company: string) {
  const response = await page.request.post('/api/service-requests', {
    headers: { Origin: test.info().project.use.baseURL ?? '' },
    data: {
      source: 'schedule',
      firstName: 'Renee',
      lastName: 'Guidry',
      company,
      email: 'renee@lafittemarine.example',
      serviceType: 'Crew Changes',
      urgency: 'emergency',
      projectDetails: 'Crew change for the M/V Lafitte, twelve people, alongside at Port Fourchon.',
      location: 'Port Fourchon, Slip 14',
      attribution: { firstTouch: { utmSource: 'google', utmCampaign: 'crew-change-2026', landingPage: '/services/crew-changes' } },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function openLeadsTab(page: Page) {
  await page.goto('/admin');
  // The dashboard is the largest island; on a cold server its first hydration takes a while.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('tab', { name: 'Service Requests' }).click();
  await expect(page.getByRole('heading', { name: 'Service Requests', exact: true })).toBeVisible();
}

const leadRow = (page: Page, company: string) => page.getByRole('table', { name: 'Leads' }).getByRole('row').filter({ hasText: company });

test.describe('admin Service Requests tab', () => {
  test('staff read a new lead, follow it up and export the filtered list as CSV', async ({ page }) => {
    const company = `=Lafitte Marine ${crypto.randomUUID().slice(0, 8)}`;
    await sendScheduleRequest(page, company);
    // New means new to this member of staff: specs beside this one leave the inbox as the usual account.
    await signInAsStaff(page, soleStaffAccount);
    await openLeadsTab(page);

    await page.getByLabel('Source').selectOption('schedule');
    const row = leadRow(page, company);
    await expect(row).toContainText('New');
    await expect(row).toContainText('Pending');
    await expect(row).toContainText(/Waiting (under a minute|\d+ min)/);
    await expect(row).toContainText('Emergency');

    await row.getByRole('button', { name: /^Open Renee Guidry/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Service request' });
    await expect(dialog).toContainText('Crew change for the M/V Lafitte');
    await expect(dialog).toContainText('Port Fourchon, Slip 14');
    await expect(dialog).toContainText('crew-change-2026');
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Status').selectOption('in-progress');
    await dialog.getByLabel('Assigned to').fill('Rene Cheramie');
    await dialog.getByLabel('Scheduled date').fill('2026-12-05');
    await dialog.getByLabel('Internal notes').fill('Called back; crew list to follow by email.');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Lead Updated');
    await expect(row.getByRole('button', { name: /^Open Renee Guidry/ })).toBeFocused();

    await expect(row).toContainText('In progress');
    await expect(row).toContainText('Assigned to Rene Cheramie');
    await expect(row).toContainText(/Answered in/);

    await page.getByLabel('Status').selectOption('in-progress');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      [
        'Kind',
        'Reference',
        'Received',
        'Name',
        'Company',
        'Email',
        'Phone',
        'Service or project',
        'Project details',
        'Urgency',
        'Source',
        'Status',
        'Assigned to',
        'Scheduled date',
        'First response',
        'Response time',
        'Internal notes',
      ].join(','),
    );
    const ours = lines.find((line) => line.includes(company.slice(1)));
    expect(ours).toContain(
      `,Renee Guidry,'${company},renee@lafittemarine.example,,Crew Changes,` +
        '"Crew change for the M/V Lafitte, twelve people, alongside at Port Fourchon.",' +
        'Emergency,Scheduling form,In progress,Rene Cheramie,2026-12-05,',
    );
    expect(ours).toMatch(/,"[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T",[^,]+,Called back; crew list to follow by email\.$/);
    expect(lines.slice(1, -1).every((line) => line.includes(',Scheduling form,In progress,'))).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);

    // Leaving the tab records the visit: the lead is no longer new on the next one.
    const recorded = page.waitForResponse((response) => response.url().endsWith('/api/admin/leads/seen') && response.status() === 200);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await recorded;
    await openLeadsTab(page);
    await expect(leadRow(page, company)).toContainText('In progress');
    await expect(leadRow(page, company)).not.toContainText('New');
  });

  test('a completed lead reads how long its answer took, not how long it has waited', async ({ page }) => {
    const company = `Bayou Lafourche Towing ${crypto.randomUUID().slice(0, 8)}`;
    await sendScheduleRequest(page, company);
    await signInAsStaff(page);
    await openLeadsTab(page);
    const row = leadRow(page, company);
    await expect(row).toContainText(/Waiting/);

    await row.getByRole('button', { name: /^Open Renee Guidry/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Service request' });
    await dialog.getByLabel('Status').selectOption('completed');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Completed');
    await expect(row).toContainText(/Answered in (under a minute|\d+ min)/);
    await expect(row).not.toContainText('Waiting');

    await openLeadsTab(page);
    await expect(leadRow(page, company)).toContainText(/Answered in/);
    await expect(leadRow(page, company)).not.toContainText('Waiting');
  });

  test('has no axe violations and fits a phone', async ({ page }) => {
    await signInAsStaff(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await openLeadsTab(page);
    await expect(page.getByRole('status').filter({ hasText: 'Loading leads' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
