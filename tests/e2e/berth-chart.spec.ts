import { expect, test, type Page } from '@playwright/test';
import { addDays, facilityToday, formatStayDate } from '#shared/stay-dates.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectToast } from './support/client-portal.ts';
import { createReservation, uniqueContactEmail } from './support/test-reservation.ts';

async function openChart(page: Page) {
  await signInAsStaff(page);
  await page.goto('/admin?tab=reservations');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
  const chart = page.getByRole('region', { name: 'Berth chart' });
  await expect(chart.getByRole('grid')).toBeVisible();
  return chart;
}

// Each viewport books its own arrival day: the few berths that take the test vessel fill up when runs share a night.
for (const { width, height, stayInDays, firstNight } of [
  { width: 1280, height: 800, stayInDays: 2, firstNight: 9 },
  { width: 390, height: 844, stayInDays: 3, firstNight: 11 },
]) {
  test(`the berth chart at ${width} px: a stay named on focus, arrow keys across nights, a block made by choosing days`, async ({
    page,
  }) => {
    // A booking, the chart, a block through its dialog and two full-page axe runs: a slow test.
    test.slow();
    await page.setViewportSize({ width, height });
    const reservation = await createReservation(page, { contactEmail: uniqueContactEmail('chart'), arrivalInDays: stayInDays });
    const chart = await openChart(page);

    const stay = chart.getByRole('link', { name: new RegExp(`^${reservation.reservationNumber}, `) });
    await stay.focus();
    await expect(stay).toBeFocused();
    await expect(stay).toHaveAccessibleName(
      new RegExp(`${reservation.vesselName}, ${formatStayDate(addDays(facilityToday(), stayInDays))}`),
    );
    await expect(chart.getByRole('columnheader', { name: /Today/ })).toBeVisible();

    // A berth no other spec books or blocks, on nights of this viewport's own.
    const berth = 'Service Zone 2';
    const first = addDays(facilityToday(), firstNight);
    const firstCell = chart.getByRole('gridcell', { name: `${berth}, ${formatStayDate(first)}` });
    // Centred first: at the edge of the scrolled chart the sticky berth names would take the click.
    await firstCell.evaluate((cell) => cell.scrollIntoView({ block: 'center', inline: 'center' }));
    await firstCell.click();
    await expect(firstCell).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(chart.getByRole('gridcell', { name: `${berth}, ${formatStayDate(addDays(first, 1))}` })).toBeFocused();
    const added = page.waitForResponse((response) => response.request().method() === 'POST' && /\/blocks$/.test(response.url()));
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: `Block ${berth}` });
    const form = dialog.getByRole('form', { name: `Add a block to ${berth}` });
    await expect(form.getByLabel('Start date')).toHaveValue(first);
    await expect(form.getByLabel('End date')).toHaveValue(addDays(first, 2));
    await expectNoAxeViolations(page);
    await form.getByLabel('Note').fill('Chart test');
    await form.getByRole('button', { name: 'Add block' }).click();
    await expectToast(page, 'Block added');
    await expect(dialog).toHaveCount(0);
    const block = chart.getByRole('note', {
      name: `Maintenance, ${formatStayDate(first)} – ${formatStayDate(addDays(first, 1))}, Chart test`,
    });
    await block.focus();
    await expect(block).toBeFocused();
    // A bar covers its nights' cells and no more, however narrow the window: the nights keep their width.
    const nightWidth = (await firstCell.boundingBox())?.width ?? 0;
    expect(Math.abs(((await block.boundingBox())?.width ?? 0) - 2 * nightWidth)).toBeLessThan(6);
    await expectNoAxeViolations(page);

    // Leave the nights free for the next run.
    const { id, berthId } = (await (await added).json()) as { id: string; berthId: string };
    const baseURL = test.info().project.use.baseURL ?? '';
    expect((await page.request.delete(`/api/admin/berths/${berthId}/blocks/${id}`, { headers: { Origin: baseURL } })).status()).toBe(204);
  });
}
