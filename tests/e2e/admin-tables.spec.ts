import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInAsStaff } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newClient, openHydrated, registerClient } from './support/client-portal.ts';
import { createReservation, uniqueContactEmail } from './support/test-reservation.ts';

// The office's leads and clients lists are tables: a column's header sorts the rows loaded (on a
// phone, the "Sort rows by" list above the stacked rows does), and a lead's own address opens its dialog.

const origin = () => ({ Origin: test.info().project.use.baseURL ?? '' });

/** Sent in this order, so the inbox (newest first) lists them Aaron, Zed, Mabel: neither way alphabetical. */
const firstNames = ['Mabel', 'Zed', 'Aaron'];

async function sendServiceRequest(request: APIRequestContext, firstName: string, lastName: string) {
  const response = await request.post('/api/service-requests', {
    headers: origin(),
    data: {
      source: 'contact',
      firstName,
      lastName,
      company: `${lastName} Towing`,
      email: `${firstName.toLowerCase()}@tables-e2e.example`,
      serviceType: 'Crew Changes',
      urgency: 'standard',
      projectDetails: 'A crew change for the table test, four people at the fuel dock.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function sendQuoteRequest(request: APIRequestContext, contactName: string): Promise<{ id: string; quoteNumber: string }> {
  const response = await request.post('/api/quotes', {
    headers: origin(),
    data: {
      contactName,
      contactEmail: 'quotes@tables-e2e.example',
      company: `${contactName} Offshore`,
      projectTitle: 'Hull survey before charter',
      projectDescription: 'A hull survey of a 140 ft supply vessel before a six-month charter.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** The first names of the rows carrying `tag`, in the order the table shows them. */
async function shownOrder(rows: Locator): Promise<string[]> {
  const texts = await rows.allInnerTexts();
  return texts.map((text) => firstNames.find((name) => text.includes(name)) ?? text);
}

/** Sorts by a column: its header at desktop width, the "Sort rows by" list above the rows on a phone. */
async function sortBy(page: Page, table: Locator, header: string, direction: 'ascending' | 'descending', phone: boolean) {
  const columnHeader = table.getByRole('columnheader', { name: header, exact: true });
  if (phone) {
    await page.getByRole('combobox', { name: 'Sort rows by' }).selectOption({ label: `${header}, ${direction}` });
  } else {
    await columnHeader.getByRole('button').click();
    if ((await columnHeader.getAttribute('aria-sort')) !== direction) await columnHeader.getByRole('button').click();
  }
  await expect(columnHeader).toHaveAttribute('aria-sort', direction);
}

const intersects = (a: DOMRectLike, b: DOMRectLike) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

interface DOMRectLike {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** No two cells of a row, and no two of the rows, cover each other. */
async function expectNoOverlap(rows: Locator) {
  const rowBoxes: DOMRectLike[] = [];
  for (const row of await rows.all()) {
    const cells = await row.getByRole('cell').all();
    const boxes = await Promise.all(cells.map(async (cell) => (await cell.boundingBox()) as DOMRectLike));
    for (const [index, box] of boxes.entries()) {
      expect(box.width).toBeGreaterThan(0);
      for (const other of boxes.slice(index + 1)) expect(intersects(box, other)).toBe(false);
    }
    rowBoxes.push((await row.boundingBox()) as DOMRectLike);
  }
  for (const [index, box] of rowBoxes.entries()) for (const other of rowBoxes.slice(index + 1)) expect(intersects(box, other)).toBe(false);
}

for (const width of [1280, 390]) {
  const phone = width < 768;

  test.describe(`office tables at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the leads table sorts by name and by time received', async ({ page, request }) => {
      const tag = `Sortby${crypto.randomUUID().slice(0, 8)}`;
      for (const firstName of firstNames) await sendServiceRequest(request, firstName, tag);
      await signInAsStaff(page);
      await openHydrated(page, '/admin?tab=leads');
      const table = page.getByRole('table', { name: 'Leads' });
      const rows = table.getByRole('row').filter({ hasText: tag });
      await expect(rows).toHaveCount(3);
      await expect.poll(() => shownOrder(rows)).toEqual(['Aaron', 'Zed', 'Mabel']);

      await sortBy(page, table, 'Name', 'ascending', phone);
      await expect.poll(() => shownOrder(rows)).toEqual(['Aaron', 'Mabel', 'Zed']);
      await sortBy(page, table, 'Name', 'descending', phone);
      await expect.poll(() => shownOrder(rows)).toEqual(['Zed', 'Mabel', 'Aaron']);
      await expect(table.getByRole('columnheader', { name: 'Received', exact: true })).not.toHaveAttribute('aria-sort');

      // Received, newest first, is the order the inbox came in.
      await sortBy(page, table, 'Received', 'descending', phone);
      await expect.poll(() => shownOrder(rows)).toEqual(['Aaron', 'Zed', 'Mabel']);
      await expect(table.getByRole('columnheader', { name: 'Name', exact: true })).not.toHaveAttribute('aria-sort');

      await expect(rows.first()).toContainText('Waiting');
      await expect(rows.first().getByRole('button', { name: `Open Aaron ${tag}’s service request` })).toBeVisible();
      if (phone) await expectNoOverlap(rows);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    test('the clients table sorts by name and by company', async ({ page, request }) => {
      const tag = `sortby${crypto.randomUUID().slice(0, 8)}`;
      // Companies run the other way from the names, so each sort gives its own order.
      const companies: Record<string, string> = { Mabel: 'Bravo', Zed: 'Alpha', Aaron: 'Charlie' };
      for (const firstName of firstNames) {
        await registerClient(request, { ...newClient(), firstName, lastName: tag, company: `${companies[firstName]} ${tag} Marine` });
      }
      await signInAsStaff(page);
      await openHydrated(page, '/admin?tab=clients');
      await page.getByLabel('Search clients').fill(tag);
      const table = page.getByRole('table', { name: 'Clients' });
      const rows = table.getByRole('row').filter({ hasText: tag });
      // Only ours once the search has answered (newest first, they also lead the unsearched list).
      await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(3);
      await expect.poll(() => shownOrder(rows)).toEqual(['Aaron', 'Zed', 'Mabel']);

      await sortBy(page, table, 'Name', 'ascending', phone);
      await expect.poll(() => shownOrder(rows)).toEqual(['Aaron', 'Mabel', 'Zed']);
      await sortBy(page, table, 'Company', 'ascending', phone);
      await expect.poll(() => shownOrder(rows)).toEqual(['Zed', 'Mabel', 'Aaron']);
      await expect(table.getByRole('columnheader', { name: 'Name', exact: true })).not.toHaveAttribute('aria-sort');
      await sortBy(page, table, 'Company', 'descending', phone);
      await expect.poll(() => shownOrder(rows)).toEqual(['Aaron', 'Mabel', 'Zed']);

      const first = rows.first();
      await expect(first).toContainText('Active');
      for (const action of ['View', 'Edit', 'Reset Password', 'Message', 'Upload']) {
        await expect(first.getByRole('button', { name: `${action} Aaron ${tag}` })).toBeVisible();
      }
      if (phone) await expectNoOverlap(rows);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    test('the reservations table sorts by total and by dates, and its rows do not overlap on a phone', async ({ page }) => {
      for (const run of ['a', 'b', 'c']) await createReservation(page, { contactEmail: uniqueContactEmail(`sort-${run}-${width}`) });
      await signInAsStaff(page);
      await openHydrated(page, '/admin?tab=reservations');
      const table = page.getByRole('table', { name: 'Reservations, newest first' });
      const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
      await expect.poll(() => rows.count()).toBeGreaterThan(2);
      const firstMatches = async (pattern: RegExp, read: (match: string) => number) =>
        (await rows.allInnerTexts()).map((text) => read(text.match(pattern)?.[1] ?? 'NaN'));
      const totals = () => firstMatches(/\$([\d,]+\.\d\d)/, (amount) => Number(amount.replaceAll(',', '')));
      const arrivals = () => firstMatches(/([A-Z][a-z]{2} \d{1,2}, \d{4}) –/, (day) => Date.parse(day));

      await sortBy(page, table, 'Total', 'descending', phone);
      expect(await totals()).toEqual((await totals()).toSorted((a, b) => b - a));
      await sortBy(page, table, 'Dates', 'ascending', phone);
      const days = await arrivals();
      expect(days.every((day) => !Number.isNaN(day))).toBe(true);
      expect(days).toEqual(days.toSorted((a, b) => a - b));
      await expect(table.getByRole('columnheader', { name: 'Total', exact: true })).not.toHaveAttribute('aria-sort');
      if (phone) await expectNoOverlap(rows);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    test('a lead’s address opens its dialog, even off the list shown, and closing it takes the lead out of the address', async ({
      page,
      request,
    }) => {
      const contactName = `Linked ${crypto.randomUUID().slice(0, 8)}`;
      const quote = await sendQuoteRequest(request, contactName);
      await signInAsStaff(page);
      // The list shows completed leads only: the new quote, pending, is not among them.
      await openHydrated(page, `/admin?tab=leads&status=completed&kind=quote&lead=${quote.id}`);
      const dialog = page.getByRole('dialog', { name: `Quote request ${quote.quoteNumber}` });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`From ${contactName}, ${contactName} Offshore`);
      await expect(dialog).toContainText('Hull survey before charter');
      await expect(page.getByRole('table', { name: 'Leads' }).getByRole('row').filter({ hasText: contactName })).toHaveCount(0);

      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/admin\?tab=leads&status=completed$/);
      await expect(page.getByLabel('Status', { exact: true })).toHaveValue('completed');
      await page.reload();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await expect(page.getByRole('table', { name: 'Leads' }).or(page.getByText('No leads match these filters'))).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}
