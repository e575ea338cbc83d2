import { expect, test, type Page } from '@playwright/test';
import { signInAsStaff } from './support/admin.ts';
import { expectToast, openHydrated, registerClient } from './support/client-portal.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// What the panel's editor holds before anyone edits it; the test puts it back so the contact page's
// own test keeps reading the starting values.
const startingValues = { dockAvailability: 'Fully Booked', crewTransfer: 'Active', emergencyResponse: '24/7', weather: 'Clear' };

async function openOverview(page: Page) {
  await openHydrated(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Today at a glance' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Arrivals this week' })).toBeVisible();
}

async function putBackStartingValues(page: Page) {
  const response = await page.request.put('/api/admin/operations-status', {
    headers: { Origin: test.info().project.use.baseURL ?? '' },
    data: startingValues,
  });
  expect(response.status()).toBe(200);
}

test.describe('admin Overview and Audit tabs', () => {
  test('the figures show, the status panel is edited and the contact page and the audit log show the change', async ({ page, context }) => {
    await signInAsStaff(page);
    await openOverview(page);
    for (const figure of [
      'Arrivals this week',
      'Departures this week',
      'Reservations waiting for approval',
      'Leads waiting for a first response',
      'Unpaid holds',
      'Failed mail',
    ]) {
      await expect(page.getByRole('region', { name: figure })).toBeVisible();
    }
    await expect(page.getByRole('img', { name: /Berths taken over the next 30 days/ })).toBeVisible();
    await page.getByText('Show as a table').click();
    await expect(page.getByRole('table', { name: 'Berths taken by day' }).getByRole('row')).toHaveCount(31);

    const editor = page.getByRole('region', { name: 'Contact page status panel' });
    try {
      await editor.getByLabel('Weather Status').fill('');
      await editor.getByRole('button', { name: 'Save status panel' }).click();
      await expect(editor.getByText('Weather Status is required')).toBeVisible();
      await expect(editor.getByLabel('Weather Status')).toBeFocused();

      await editor.getByLabel('Weather Status').fill('Small craft advisory');
      await editor.getByLabel('Crew Transfer Services').fill('Standby');
      await editor.getByRole('button', { name: 'Save status panel' }).click();
      await expectToast(page, 'Status panel updated');
      await expect(editor).toContainText(/Last updated \w{3} \d{1,2}, \d{4}/);

      const contact = await context.newPage();
      await contact.goto('/contact');
      const panel = contact.getByRole('region', { name: 'Operations Status' });
      await expect(panel.getByRole('definition').nth(1)).toHaveText('Standby');
      await expect(panel.getByRole('definition').nth(3)).toHaveText('Small craft advisory');
      await expect(panel.getByText(/^Updated \w{3} \d{1,2}, \d{4}/)).toBeVisible();
      await contact.close();

      await page.getByRole('tab', { name: 'Audit' }).click();
      await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Status panel edited' });
      const entry = page.getByRole('list', { name: 'Audit entries, newest first' }).getByRole('listitem').first();
      await expect(entry).toContainText('Status panel edited');
      await expect(entry).toContainText('harbormaster edited the status panel on the contact page');
      await entry.getByText('Before and after', { exact: true }).click();
      const weather = entry.getByRole('row', { name: /Weather Status/ });
      await expect(weather).toContainText('Clear');
      await expect(weather).toContainText('Small craft advisory');
    } finally {
      await putBackStartingValues(page);
    }
  });

  const figureLinks = [
    { link: 'Open the leads inbox', tab: 'Service Requests', filters: { Status: 'pending', 'Sort by': 'waiting' } },
    { link: 'Review pending reservations', tab: 'Berth Reservations', filters: { Status: 'pending' } },
    { link: 'View holds', tab: 'Berth Reservations', filters: { Status: 'pending' } },
    {
      link: 'View reservations this week',
      tab: 'Berth Reservations',
      filters: { 'Staying from': /^\d{4}-\d{2}-\d{2}$/, 'Staying until': /^\d{4}-\d{2}-\d{2}$/ },
    },
  ];
  for (const { link, tab, filters } of figureLinks) {
    test(`“${link}” opens ${tab} with its filters, kept through a reload and Back`, async ({ page }) => {
      await signInAsStaff(page);
      await openOverview(page);
      await page.getByRole('link', { name: link }).first().click();
      const trigger = page.getByRole('tab', { name: tab });
      await expect(trigger).toHaveAttribute('aria-selected', 'true');
      await expect(trigger).toBeFocused();
      const expectFilters = async () => {
        const panel = page.getByRole('tabpanel', { name: tab });
        for (const [label, value] of Object.entries(filters))
          await expect(panel.getByLabel(label, { exact: true }).first()).toHaveValue(value);
        const address = new URL(page.url());
        for (const [label] of Object.entries(filters)) {
          const value = await panel.getByLabel(label, { exact: true }).first().inputValue();
          expect([...address.searchParams.values()]).toContain(value);
        }
      };
      await expectFilters();

      await page.reload();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectFilters();

      await page.goto('/contact');
      await page.goBack();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectFilters();
    });
  }

  test('choosing a tab and a list’s filters names them in the address, and the failed mail link stays on the overview', async ({
    page,
  }) => {
    await signInAsStaff(page);
    await openOverview(page);
    await page.getByRole('link', { name: 'See the failed messages' }).click();
    await expect(page).toHaveURL(/\/admin#failed-mail$/);
    await page.getByRole('tab', { name: 'Client Portal' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=clients$/);
    const clients = page.getByRole('tabpanel', { name: 'Client Portal' });
    await clients.getByLabel('Search clients').fill('thibodaux');
    await clients.getByLabel('Status', { exact: true }).selectOption('pending');
    await expect(page).toHaveURL(/\/admin\?tab=clients&q=thibodaux&status=pending$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Client Portal' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Client Portal' }).getByLabel('Search clients')).toHaveValue('thibodaux');
    await expect(page.getByRole('tabpanel', { name: 'Client Portal' }).getByLabel('Status', { exact: true })).toHaveValue('pending');
  });

  test('what expires within 30 days is listed soonest first with its customer; an expired certificate is flagged and linked', async ({
    page,
  }) => {
    const client = await registerClient(page.request);
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const upload = await page.request.post('/api/client/upload', {
      headers: { Origin: test.info().project.use.baseURL ?? '' },
      multipart: {
        category: 'certificate',
        expiresAt: yesterday,
        file: { name: `${client.email} COI.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% lapsed cover\n%%EOF\n') },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);

    await signInAsStaff(page);
    await openOverview(page);
    const expiring = page.getByRole('region', { name: /Expiring within 30 days/ });
    await expect(expiring).toContainText('Insurance certificates matter most');
    await expect(expiring).toContainText('$1,000,000');
    const certificate = expiring.getByRole('listitem').filter({ hasText: 'Certificate of insurance — M/V Gulf Tide Endeavor' });
    await expect(certificate).toContainText('Danielle Guidry, Gulf Tide Offshore, LLC');
    await expect(certificate).toContainText(/Expires [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(certificate).toContainText('Certificate');
    await expect(certificate.getByRole('link')).toHaveAttribute(
      'href',
      `/documents?q=${encodeURIComponent('Certificate of insurance — M/V Gulf Tide Endeavor').replaceAll('%20', '+')}`,
    );

    const lapsed = expiring.getByRole('listitem').filter({ hasText: `${client.email} COI.pdf` });
    await expect(lapsed).toContainText('Renee Thibodaux, Thibodaux Marine Services');
    await expect(lapsed).toContainText('Expired');
    await lapsed.getByRole('link').click();
    await expect(page.getByRole('tab', { name: 'Client Portal' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Client Portal' }).getByLabel('Search clients')).toHaveValue(client.email);
  });

  test('repeated sign-in failures are listed with their counts and time; with none, the panel says so', async ({ page }) => {
    // A name of this run's own, so failures made by other specs on the shared server are not counted here.
    const guessed = `guess-${test.info().testId.slice(0, 8)}`;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await page.request.post('/api/auth/login', {
        headers: { Origin: test.info().project.use.baseURL ?? '' },
        data: { username: guessed, password: 'not-the-password' },
      });
      expect(response.status()).toBe(401);
    }
    await signInAsStaff(page);
    await openOverview(page);
    const panel = page.getByRole('region', { name: /Repeated sign-in failures/ });
    const row = panel.getByRole('listitem').filter({ hasText: guessed });
    await expect(row).toContainText('No such account');
    await expect(row).toContainText(/3 failures from 1 address · last [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T/);

    await page.route('**/api/admin/overview', async (route) => {
      const answer = await (await route.fetch()).json();
      await route.fulfill({ json: { ...answer, signInFailures: { ...answer.signInFailures, count: 0, accounts: [] } } });
    });
    await page.reload();
    await expect(page.getByRole('region', { name: /Repeated sign-in failures/ })).toContainText(
      'No repeated sign-in failures in the last 24 hours.',
    );
  });

  for (const width of [1280, 390]) {
    test(`both tabs have no axe violations and do not scroll sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsStaff(page);
      await openOverview(page);
      await expect(page.getByLabel('Weather Status')).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.getByRole('tab', { name: 'Audit' }).click();
      await expect(page.getByRole('heading', { name: 'Audit', exact: true })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading the audit log' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});
