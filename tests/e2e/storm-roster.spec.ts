import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsStaff } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openHydrated } from './support/client-portal.ts';
import { createReservation, payThroughApi, uniqueContactEmail, type CreatedReservation } from './support/test-reservation.ts';

// This file runs on the storm server beside the specs that set a stage: it asserts on no stage, and
// on no answer but its own tenant's, who never answers.

const countWords =
  /^\d+ vessels? · \d+ answered · \d+ not answered · \d+ staying aboard \(manned\) · \d+ to haul out · \d+ without a storm plan$/;
const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** A paid stay arriving within the coming week, so the roster lists it. */
async function bookStayThisWeek(page: Page, arrivalInDays: number): Promise<CreatedReservation> {
  const reservation = await createReservation(page, { contactEmail: uniqueContactEmail('storm-roster'), arrivalInDays });
  await payThroughApi(page, reservation.id);
  return reservation;
}

const berthCells = (table: Locator) => table.locator('tbody > tr > td:first-child').allTextContents();

for (const [width, arrivalInDays] of [
  [1280, 2],
  [390, 3],
] as const) {
  test(`the Storm tab lists this week's vessels with their answers, filters, sorts, exports and prints (${width} px)`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 844 });
    await signInAsStaff(page);
    const stay = await bookStayThisWeek(page, arrivalInDays);

    await openHydrated(page, '/admin?tab=storm');
    await expect(page.getByRole('tab', { name: 'Storm' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Storm', exact: true });
    await expect(panel.getByText(/^(No storm stage set|.+, set [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T)$/)).toBeVisible();
    await expect(panel.getByText(countWords)).toBeVisible();

    const table = panel.getByRole('table', { name: 'Storm roster' });
    const row = table.getByRole('row').filter({ hasText: stay.reservationNumber });
    await expect(row).toContainText(stay.berth.name);
    await expect(row).toContainText(stay.vesselName);
    await expect(row).toContainText('Renee Guidry');
    await expect(row).toContainText('Guidry Offshore LLC');
    await expect(row.getByRole('link', { name: '(985) 555-0110' })).toHaveAttribute('href', /^tel:/);
    await expect(row.getByRole('link', { name: stay.contactEmail })).toHaveAttribute('href', /^mailto:/);
    await expect(row).toContainText('No answer');
    await expect(row).toContainText('Not yet');
    // A guest booking names no vessel on record: no plan, no certificate.
    await expect(row).toContainText('Missing');
    await expect(row).toContainText('No certificate on file');

    // Not answered: the address keeps the filter, and every row shown waits for its answer.
    const show = panel.getByLabel('Show');
    await show.selectOption({ label: 'Not answered' });
    await expect(page).toHaveURL(/[?&]tab=storm&show=unanswered$/);
    await expect(row).toBeVisible();
    // Answered is the eighth column, before the storm plan and the insurance.
    const answeredCells = await table.locator('tbody > tr > td:nth-child(8)').allTextContents();
    expect(answeredCells.length).toBeGreaterThan(0);
    for (const cell of answeredCells) expect(cell).toContain('Not yet');
    await show.selectOption({ label: 'Answered' });
    await expect(row).toHaveCount(0);
    await show.selectOption({ label: 'Not answered' });
    await expect(row).toBeVisible();

    // By berth, as the header (wide) or the sort list (phone) orders it.
    if (width >= 768) {
      await table.getByRole('button', { name: 'Berth' }).click();
      await expect(table.getByRole('columnheader', { name: 'Berth' })).toHaveAttribute('aria-sort', 'ascending');
    } else {
      // The roster's sort list comes first; the storm plans' table below has its own.
      await panel.getByLabel('Sort rows by').first().selectOption({ label: 'Berth, ascending' });
    }
    const berths = await berthCells(table);
    expect(berths).toEqual([...berths].sort(collator.compare));

    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const downloading = page.waitForEvent('download');
    await panel.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^storm-roster-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const lines = csv.split(/\r?\n/);
    expect(lines[0]).toBe(
      'Berth,Vessel,Reservation,Tenant,Company,Email,Phone,Arrives,Departs,Told,Plan now,Manned,Answered,Storm plan,Insurance',
    );
    expect(lines.some((line) => line.includes(stay.reservationNumber))).toBe(true);

    // Printed, the roster is all there is: no office header, tabs or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeHidden();
    await expect(panel.getByRole('button', { name: 'Print roster' })).toBeHidden();
    await expect(show).toBeHidden();
    await expect(table).toBeVisible();
    await expect(row).toBeVisible();
  });
}

test('the printed roster comes out on landscape pages', async ({ page }) => {
  await signInAsStaff(page);
  await bookStayThisWeek(page, 4);
  await openHydrated(page, '/admin?tab=storm');
  await expect(page.getByRole('table', { name: 'Storm roster' })).toBeVisible();
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const [, pageWidth, pageHeight] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf) ?? [];
  expect(Number(pageWidth)).toBeGreaterThan(Number(pageHeight));
});
