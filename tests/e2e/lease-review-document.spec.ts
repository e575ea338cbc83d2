import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { createReservation, fillLeaseInfo, openCheckout, vesselName } from './support/test-reservation.ts';

const stepHeading = (page: Page) => page.locator('#checkout-step-heading');
const leaseRegion = (page: Page) => page.getByRole('region', { name: /Berth lease agreement/ });

async function openReview(page: Page) {
  const reservation = await createReservation(page);
  await openCheckout(page, reservation.id);
  await fillLeaseInfo(page);
  await page.getByLabel('Special terms (optional)').fill('1. FUEL\nFuel by truck at the berth.');
  await page.getByRole('button', { name: 'Generate Lease' }).click();
  await expect(stepHeading(page)).toHaveText('Review the lease');
  return reservation;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`the lease on Review at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('reads as a document: clause headings, lettered items, the values highlighted, no scroll box inside the page', async ({
      page,
    }) => {
      // Booking, generating and an axe run over a long document: more than the default 30 s on a busy machine.
      test.slow();
      await openReview(page);
      const lease = leaseRegion(page);
      await expect(lease.getByRole('heading', { level: 4, name: '1. PARTIES' })).toBeVisible();
      await expect(lease.getByRole('heading', { level: 4, name: '9. NAMED STORMS (TROPICAL STORMS AND HURRICANES)' })).toBeVisible();
      await expect(lease.getByRole('heading', { level: 4 })).toHaveCount(13);
      await expect(lease.getByRole('listitem').filter({ hasText: 'Speed and wake' })).toContainText('a.');

      // A filled-in value stands out by weight and a tinted background, not by colour alone.
      const vessel = lease.locator('mark', { hasText: vesselName }).first();
      await expect(vessel).toBeVisible();
      const look = await vessel.evaluate((element) => {
        const style = getComputedStyle(element);
        return { weight: Number(style.fontWeight), background: style.backgroundColor };
      });
      expect(look.weight).toBeGreaterThanOrEqual(600);
      expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
      // What the lessee typed is highlighted, and a line of it that looks like a clause is not made one.
      await expect(lease.locator('mark', { hasText: 'Fuel by truck at the berth.' })).toBeVisible();
      await expect(lease.getByRole('heading', { name: '1. FUEL' })).toHaveCount(0);

      // The whole lease is part of the page: nothing inside it scrolls on its own, nothing runs past the screen.
      const scrollBoxes = await lease.evaluate(
        (region) =>
          [region, ...region.querySelectorAll('*')].filter((element) => {
            const style = getComputedStyle(element);
            const scrolls = ['auto', 'scroll'].includes(style.overflowY) || style.maxHeight !== 'none';
            return scrolls && element.scrollHeight > element.clientHeight + 1;
          }).length,
      );
      expect(scrollBoxes).toBe(0);
      expect(await lease.evaluate((region) => region.getBoundingClientRect().height)).toBeGreaterThan(viewport.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // The signature block follows the text, then the consent to electronic records.
      await expect(lease.getByText('Signature of the Lessee')).toBeVisible();
      const consent = page.getByRole('region', { name: 'Consent to sign and receive records electronically' });
      await expect(consent).toContainText('A paper copy');
      await expect(consent).toContainText('Withdrawing consent');
      await expect(page.getByRole('button', { name: 'Agree and continue to sign' })).toBeEnabled();
      await expectNoAxeViolations(page);
    });

    test('the draft downloads as a PDF from beside the lease', async ({ page }) => {
      const reservation = await openReview(page);
      const downloading = page.waitForEvent('download');
      await leaseRegion(page).getByRole('link', { name: 'Download draft (PDF)' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`berth-lease-${reservation.reservationNumber}-m-v-lafitte-tide.pdf`);
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    test('agreeing that fails keeps the signer on Review and says so', async ({ page }) => {
      await openReview(page);
      await page.route('**/api/leases/*/consent', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Something went wrong on our side.', code: 'internal', requestId: 'test' }),
        }),
      );
      await page.getByRole('button', { name: 'Agree and continue to sign' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Your agreement was not recorded.' })).toContainText(
        'Something went wrong on our side.',
      );
      await expect(stepHeading(page)).toHaveText('Review the lease');
      await expect(page.getByRole('button', { name: 'Agree and continue to sign' })).toBeEnabled();
    });

    test('agreeing records the consent shown and opens Sign', async ({ page }) => {
      await openReview(page);
      const consent = await (await page.request.get('/api/electronic-consent')).json();
      const agreeing = page.waitForRequest((request) => request.url().endsWith('/consent') && request.method() === 'POST');
      await page.getByRole('button', { name: 'Agree and continue to sign' }).click();
      expect((await agreeing).postDataJSON()).toEqual({ consentVersion: consent.version, consentSha256: consent.sha256 });
      await expect(stepHeading(page)).toHaveText('Sign the lease');
    });
  });
}
