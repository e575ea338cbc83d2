import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';

const dayMs = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** React islands answer clicks only once hydrated; Astro drops the `ssr` attribute when they are. */
async function waitForIslands(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

const toast = (page: Page) => page.getByRole('region', { name: 'Notification', exact: true }).getByRole('listitem');
const stepHeading = (page: Page) => page.locator('#checkout-step-heading');

// Each width books its own berth (the checkout spec leaves the Inner row alone), so the two runs
// never compete for the same dates.
const journeys = [
  { width: 1280, berthName: 'Inner 2', startInDays: 40 },
  { width: 390, berthName: 'Inner 3', startInDays: 90 },
];

for (const { width, berthName, startInDays } of journeys) {
  test.describe(`at ${width}px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`a visitor finds ${berthName} for their dates, reserves it, signs the lease and pays by card`, async ({ page }) => {
      // The whole journey, lease PDF and payment included, in one test: three times the usual time.
      test.slow();
      // 40 days: one 30-day month at $0.50, one week at $0.75 and 3 days at $1.00 per ft per day,
      // times 130 ft: (15.00 + 5.25 + 3.00) × 130 = $3,022.50.
      const arrival = isoDay(new Date(Date.now() + startInDays * dayMs));
      const departure = isoDay(new Date(Date.now() + (startInDays + 40) * dayMs));
      const expectedTotalCents = 302_250;

      await page.goto('/berths');
      // The berth finder hydrates as it comes into view (decision 077).
      await page.getByRole('heading', { name: 'Find a berth' }).scrollIntoViewIfNeeded();
      await waitForIslands(page);
      const filters = page.getByRole('search', { name: 'Berth availability' });
      await filters.getByLabel('Arrival').fill(arrival);
      await filters.getByLabel('Departure').fill(departure);
      await filters.getByLabel('Vessel length (ft)').fill('130');
      await filters.getByLabel('Draft (ft)').fill('10');

      const card = page.getByRole('article', { name: berthName, exact: true });
      await expect(card).toContainText('Free');
      await card.getByRole('button', { name: `Reserve Berth ${berthName}` }).click();

      const dialog = page.getByRole('dialog', { name: `Reserve ${berthName}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Arrival date')).toHaveValue(arrival);
      await expect(dialog.getByLabel('Departure date')).toHaveValue(departure);
      await expect(dialog.getByLabel('Vessel length (ft)')).toHaveValue('130');
      await dialog.getByLabel('Vessel name').fill('M/V Grand Isle Runner');
      await dialog.getByLabel('Beam (ft)').fill('36');
      await dialog.getByLabel('Contact name').fill('Danielle Cheramie');
      await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('dispatch@cheramiemarine.example');
      await dialog.getByLabel('Phone').fill('(985) 555-0173');
      await dialog.getByRole('textbox', { name: 'Company', exact: true }).fill('Cheramie Marine Transport');
      await dialog.getByLabel('Purpose').selectOption('crew-change');
      await dialog.getByLabel('Special requirements').fill('Crew change Friday 0600; shore power 480V.');
      await expect(dialog).toContainText('$3,022.50');
      await dialog.getByRole('button', { name: 'Submit Reservation' }).click();

      await page.waitForURL(/\/berth-checkout\?reservationId=[0-9a-f-]{36}$/);
      const reservationId = new URL(page.url()).searchParams.get('reservationId') ?? '';
      await waitForIslands(page);
      await expect(stepHeading(page)).toHaveText('Lessee details');
      const summary = page.getByRole('region', { name: 'Your reservation' });
      await expect(summary).toContainText(berthName);
      await expect(summary).toContainText('M/V Grand Isle Runner');
      await expect(summary).toContainText('40 days');
      await expect(summary).toContainText('$3,022.50');

      await page.getByLabel('Street address').fill('2200 W Main St');
      await page.getByLabel('City').fill('Cut Off');
      await page.getByLabel('State').fill('LA');
      await page.getByLabel('ZIP code').fill('70345');
      await page.getByRole('button', { name: 'Generate Lease' }).click();

      await expect(stepHeading(page)).toHaveText('Review the lease');
      const leaseText = page.getByRole('region', { name: /Berth lease agreement/ });
      await expect(leaseText).toContainText('M/V Grand Isle Runner');
      await expect(leaseText).toContainText('Cheramie Marine Transport');
      await expect(leaseText).toContainText(/named storm/i);
      await page.getByRole('button', { name: 'Agree and continue to sign' }).click();

      await expect(stepHeading(page)).toHaveText('Sign the lease');
      await expect(page.getByRole('button', { name: 'Sign Lease' })).toBeDisabled();
      await page.getByLabel('Signer name').fill('Danielle Cheramie');
      await page.getByLabel('Signer title').fill('Dispatch Manager');
      await page.getByLabel('Signature').fill('Danielle Cheramie');
      await page.getByRole('button', { name: 'Sign Lease' }).click();

      await expect(stepHeading(page)).toHaveText('Payment');
      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await page.getByRole('button', { name: 'Pay $3,022.50' }).click();
      await expect(toast(page)).toContainText('Your card was declined.');
      await page.reload();
      await waitForIslands(page);
      await expect(stepHeading(page)).toHaveText('Payment');
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Pay $3,022.50' }).click();

      await expect(stepHeading(page)).toHaveText('Reservation complete');
      await expect(page.locator('main')).toContainText('Pending approval');
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download signed lease (PDF)' }).click();
      const pdf = await readFile(await (await downloading).path());
      expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

      const stored = await (await page.request.get(`/api/berth-reservations/${reservationId}`)).json();
      expect(stored).toMatchObject({
        id: reservationId,
        berth: { name: berthName },
        arrivalDate: arrival,
        departureDate: departure,
        totalCost: expectedTotalCents,
        paymentStatus: 'paid',
        paidAmount: expectedTotalCents,
        status: 'pending',
        lease: { status: 'signed', signerName: 'Danielle Cheramie' },
      });

      await page.getByRole('link', { name: 'Return to Berths' }).click();
      await expect(page).toHaveURL('/berths');
    });
  });
}
