import { expect, test, type Page } from '@playwright/test';
import { addDays, facilityToday, formatStayDate } from '#shared/stay-dates.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { signInAsStaff, staffUsername } from './support/admin.ts';
import { demoCustomer, signInThroughApi } from './support/client-portal.ts';
import { newAccount, openHydrated, postAsBrowser, registerThroughApi } from './support/customer-portal.ts';

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function vesselsTab(page: Page) {
  await openHydrated(page, '/customer/dashboard?tab=vessels');
  const panel = page.getByRole('tabpanel', { name: 'Vessels' });
  await expect(panel).toBeVisible();
  return panel;
}

const certificatePdf = { name: 'COI-2026.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% certificate of insurance\n') };

for (const width of [1280, 390]) {
  test.describe(`Insurance certificates at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a customer adds a certificate (a shortfall refused at the field), the office verifies it, and the owner reads who did', async ({
      page,
    }) => {
      // An account, a vessel, the form twice, the office's client details, the tab again.
      test.slow();
      const account = newAccount(`insurance-${width}`);
      await registerThroughApi(page, account);
      const name = `M/V Bayou Shield ${width}`;
      await postAsBrowser(page, '/api/customer/vessels', { name, vesselType: 'Workboat', length: 90, draft: 8 }, 201);

      let panel = await vesselsTab(page);
      let card = panel.getByRole('article', { name });
      await expect(card).toContainText('No certificate on file');
      await card.getByRole('button', { name: `Add certificate for ${name}` }).click();
      const form = card.getByRole('form', { name: `Certificate of insurance for ${name}` });
      await form.getByLabel('Certificate file').setInputFiles(certificatePdf);
      await form.getByLabel('Insurance company').fill('Gulf South Marine Insurance');
      await form.getByLabel('Policy number').fill(`GSM-${width}`);
      await form.getByLabel('Liability limit (dollars)').fill('500,000');
      await form.getByLabel('P&I limit (dollars)').fill('500,000');
      await form.getByLabel('Is the marina named as additional insured?').selectOption('yes');
      const expiresOn = addDays(facilityToday(), 200);
      await form.getByLabel('Expiration date').fill(expiresOn);
      await form.getByRole('button', { name: 'Add certificate' }).click();
      const liability = form.getByLabel('Liability limit (dollars)');
      await expect(liability).toHaveAccessibleDescription(/The marina requires at least \$1,000,000 of liability cover\./);
      await expect(liability).toBeFocused();
      // Nothing typed is lost.
      await expect(form.getByLabel('Policy number')).toHaveValue(`GSM-${width}`);
      await expectNoAxeViolations(page);
      expect(await noSideScroll(page)).toBe(true);

      await liability.fill('1,000,000');
      await form.getByRole('button', { name: 'Add certificate' }).click();
      await expect(form).toBeHidden();
      await expect(card).toContainText('Awaiting office check');
      await expect(card).toContainText('Liability $1,000,000 · P&I $500,000 · Marina named as additional insured');
      await expect(card).toContainText(`Expires ${formatStayDate(expiresOn)}`);
      await expect(card).toContainText('Not verified by the office yet');

      await signInAsStaff(page);
      await openHydrated(page, '/admin');
      await page.getByRole('tab', { name: 'Client Portal' }).click();
      await page.getByLabel('Search clients').fill(account.email);
      const row = page.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: account.email });
      const fullName = `${account.firstName} ${account.lastName}`;
      await row.getByRole('button', { name: `View ${fullName}` }).click();
      const details = page.getByRole('dialog', { name: fullName });
      const officeCard = details.getByRole('region', { name: 'Vessels' }).getByRole('article', { name });
      await expect(officeCard).toContainText('Awaiting office check');
      await expect(officeCard.getByRole('link', { name: `Download the certificate of ${name}` })).toHaveAttribute(
        'href',
        /^\/api\/admin\/insurance-certificates\/[0-9a-f-]{36}\/file$/,
      );
      await officeCard.getByRole('button', { name: `Mark verified the certificate of ${name}` }).click();
      const verifiedLine = `Verified by ${staffUsername} on ${formatStayDate(facilityToday())}`;
      await expect(officeCard).toContainText(verifiedLine);
      await expect(officeCard).toContainText('Insured');
      await expectNoAxeViolations(page);
      expect(await noSideScroll(page)).toBe(true);

      panel = await vesselsTab(page);
      card = panel.getByRole('article', { name });
      await expect(card).toContainText('Insured');
      await expect(card).toContainText(verifiedLine);
    });

    test('a vessel whose insurance expired is marked so, and booking it is refused saying why and how to fix it', async ({ page }) => {
      test.slow();
      // The demo's OSV Gulf Tide Resolute: its certificate ended 12 days ago. A refused booking changes nothing.
      await signInThroughApi(page.request, demoCustomer);
      const vessel = 'OSV Gulf Tide Resolute';
      const panel = await vesselsTab(page);
      const card = panel.getByRole('article', { name: vessel });
      await expect(card).toContainText('Insurance expired');
      await expect(card).toContainText(`Expired ${formatStayDate(addDays(facilityToday(), -12))}`);
      await expect(card).toContainText('New stays and renewals for this vessel are refused until a current certificate is on file.');
      await expect(card.getByRole('button', { name: `Add certificate for ${vessel}` })).toBeVisible();

      const arrival = addDays(facilityToday(), 300 + Math.floor(Math.random() * 300));
      await page.goto('/berths');
      await page.getByRole('heading', { name: 'Find a berth' }).scrollIntoViewIfNeeded();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      const filters = page.getByRole('search', { name: 'Berth availability' });
      await filters.getByLabel('Arrival').fill(arrival);
      await filters.getByLabel('Departure').fill(addDays(arrival, 3));
      await filters.getByLabel('Vessel length (ft)').fill('180');
      await filters.getByLabel('Draft (ft)').fill('14');
      // Inner 5 (200 ft, 15 ft draft) takes the Resolute; the booking is refused before the berth is held, so no day is taken.
      await page
        .getByRole('article')
        .filter({ hasText: 'Inner 5' })
        .filter({ hasText: 'Free' })
        .getByRole('button', { name: /^Reserve Berth/ })
        .click();
      const dialog = page.getByRole('dialog', { name: /^Reserve / });
      // Filled from the account and the vessel on record before it is sent.
      await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(demoCustomer.email);
      await dialog.getByLabel('Choose a vessel on record').selectOption({ label: vessel });
      await expect(dialog.getByLabel('Vessel name')).toHaveValue(vessel);
      await expect(dialog.getByLabel('Vessel length (ft)')).toHaveValue('180');
      const submit = dialog.getByRole('button', { name: 'Submit Reservation' });
      await expect(submit).toBeEnabled();
      await submit.click();
      const choice = dialog.getByLabel('Choose a vessel on record');
      await expect(choice).toHaveAccessibleDescription(
        new RegExp(
          `The insurance of ${vessel} expired on ${formatStayDate(addDays(facilityToday(), -12))}, so it cannot be booked\\. ` +
            'Upload a current certificate of insurance in the Vessels tab of your account, then book again\\.',
        ),
      );
      await expect(page).toHaveURL(/\/berths/);
      await expectNoAxeViolations(page);
      expect(await noSideScroll(page)).toBe(true);
    });
  });
}
