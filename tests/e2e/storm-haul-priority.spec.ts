import { expect, test, type Page } from '@playwright/test';
import { loadStormSeason } from '#api/content/storm-season.ts';
import { prioritySeason } from '#shared/haul-out-priority.ts';
import { formatCents } from '#shared/pricing.ts';
import { daysBetween, facilityToday } from '#shared/stay-dates.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newAccount, openHydrated, registerThroughApi, toastWith } from './support/customer-portal.ts';
import { waitForMail } from './support/mailbox.ts';
import { createReservation, payThroughApi, vesselName } from './support/test-reservation.ts';

// Runs on the storm server beside the other storm specs; it sets no stage. A customer buys haul-out
// priority for a stay of theirs this season and pays it like an invoice; /hurricane states the fee.

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const { haulOutPriorityFee, season } = loadStormSeason();
const fee = formatCents(haulOutPriorityFee * 100);

/**
 * Days from today to a night of the season priority is sold for now, a night of each viewport's own
 * away from the storm week the other storm specs book (only four berths take the test vessel). Near
 * the season's end both take today, a night no other storm spec books.
 */
function daysToSeason(width: number): number {
  const today = facilityToday();
  const { opens, closes } = prioritySeason(today, season);
  const wanted = width === 1280 ? 8 : 9;
  if (today < opens) return daysBetween(today, opens) + wanted;
  return daysBetween(today, closes) >= wanted ? wanted : 0;
}

test.describe('haul-out priority', () => {
  test.describe.configure({ mode: 'serial' });
  for (const width of [1280, 390]) {
    test(`a customer buys haul-out priority for their stay and pays it by card (${width} px)`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      const account = newAccount(`haul-priority-${width}`);
      await registerThroughApi(page, account);
      const stay = await createReservation(page, { contactEmail: account.email, arrivalInDays: daysToSeason(width) });
      await payThroughApi(page, stay.id);

      await openHydrated(page, '/customer/dashboard?tab=reservations');
      const year = prioritySeason(facilityToday(), season).year;
      const section = page.getByRole('region', { name: `Haul-out priority for the ${year} hurricane season` });
      await expect(section).toContainText(`Priority costs ${fee} per vessel`);
      const row = section.getByRole('listitem').filter({ hasText: stay.reservationNumber });
      await expect(row).toContainText(vesselName);
      await expectNoAxeViolations(page);
      expect(await fitsWidth(page)).toBe(true);

      await row.getByRole('button', { name: `Buy priority, ${fee} for ${vesselName}` }).click();
      const invoiceNumber = `HP-${year}-${stay.reservationNumber.replace(/^R-\d{4}-/, '')}`;
      const dialog = page.getByRole('dialog', { name: `Pay invoice ${invoiceNumber}` });
      await expect(dialog).toContainText(`Haul-out priority, ${year} hurricane season: ${vesselName} (${stay.reservationNumber}): ${fee}`);

      // Closed unpaid, the invoice stays and the row offers to pay it; no second invoice is made.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await row.getByRole('button', { name: `Pay ${fee} for the priority of ${vesselName}` }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
      await dialog.getByRole('button', { name: `Pay ${fee}` }).click();
      await expect(dialog).toBeHidden();
      await expect(toastWith(page, `Invoice ${invoiceNumber} is paid. A receipt is on its way to your email.`)).toBeVisible();
      await expect(row).toContainText(/Priority paid \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T: hauled out first\./);
      await expect(row.getByRole('button')).toHaveCount(0);

      await waitForMail({ to: account.email, subject: `Payment received: invoice ${invoiceNumber}, ${fee}` });
      const invoices = await (await page.request.get('/api/customer/invoices')).json();
      expect(JSON.stringify(invoices).match(/HP-\d{4}-/g)).toHaveLength(1);
    });
  }

  test('the hurricane page states the fee from content and how priority works', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/hurricane');
    const section = page.locator('#haul-out');
    await expect(section).toContainText(`Priority costs ${fee} per vessel and lasts one hurricane season`);
    await expect(section).toContainText('vessels with haul-out priority come first, then everyone else in the order they asked');
    await expect(section.getByRole('link', { name: 'Berth reservations' })).toHaveAttribute('href', '/customer/dashboard?tab=reservations');
  });
});
