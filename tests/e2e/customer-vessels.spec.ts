import { expect, test, type Page } from '@playwright/test';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { signInAsStaff } from './support/admin.ts';
import { newAccount, openHydrated, postAsBrowser, registerThroughApi, verifyEmailFromMail } from './support/customer-portal.ts';
import { createReservation, openCheckout, payThroughApi, vesselName } from './support/test-reservation.ts';

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function vesselsTab(page: Page) {
  await openHydrated(page, '/customer/dashboard?tab=vessels');
  const panel = page.getByRole('tabpanel', { name: 'Vessels' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Books a free berth for the stay from the berths page, the vessel chosen from the account; answers the reservation id. */
async function bookSignedIn(page: Page, vesselName: string, account: { email: string }): Promise<string> {
  // Far ahead and random: the other width's run and other specs book their own days.
  const arrival = addDays(facilityToday(), 200 + Math.floor(Math.random() * 450));
  await page.goto('/berths');
  await page.getByRole('heading', { name: 'Find a berth' }).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const filters = page.getByRole('search', { name: 'Berth availability' });
  await filters.getByLabel('Arrival').fill(arrival);
  await filters.getByLabel('Departure').fill(addDays(arrival, 3));
  await filters.getByLabel('Vessel length (ft)').fill('110');
  await filters.getByLabel('Draft (ft)').fill('10');
  const card = page
    .getByRole('article')
    .filter({ hasText: 'Free' })
    .filter({ has: page.getByRole('button', { name: /^Reserve Berth/ }) });
  await card
    .first()
    .getByRole('button', { name: /^Reserve Berth/ })
    .click();

  const dialog = page.getByRole('dialog', { name: /^Reserve / });
  await expect(dialog).toBeVisible();
  // Filled from the account.
  await expect(dialog.getByLabel('Contact name')).toHaveValue('Renee Guidry');
  await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(account.email);
  await expect(dialog.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue('Guidry Offshore LLC');
  await expect(dialog.getByLabel('Phone')).toHaveValue('(985) 555-0142');
  await dialog.getByLabel('Choose a vessel on record').selectOption({ label: vesselName });
  await expect(dialog.getByLabel('Vessel name')).toHaveValue(vesselName);
  await expect(dialog.getByLabel('Vessel name')).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('Vessel length (ft)')).toHaveValue('110');
  await expect(dialog.getByLabel('Beam (ft)')).toHaveValue('30');
  await expect(dialog.getByLabel('Draft (ft)')).toHaveValue('10');
  await expectNoAxeViolations(page);
  expect(await noSideScroll(page)).toBe(true);
  await dialog.getByRole('button', { name: 'Submit Reservation' }).click();
  await page.waitForURL(/\/berth-checkout\?reservationId=[0-9a-f-]{36}$/);
  return new URL(page.url()).searchParams.get('reservationId') ?? '';
}

for (const width of [1280, 390]) {
  test.describe(`Vessels on record at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a customer adds a vessel, books a berth for it signed in, edits it (the reservation keeps its figures) and retires it', async ({
      page,
    }) => {
      // An account, a booking from the berths page, two checkout visits and three dashboard visits.
      test.slow();
      const account = newAccount(`vessels-${width}`, { phone: '(985) 555-0142' });
      await registerThroughApi(page, account);
      const name = `M/V Bayou Tender ${width}`;
      const renamed = `M/V Bayou Tender II ${width}`;

      let panel = await vesselsTab(page);
      await expect(panel).toContainText('No vessels on record yet');
      await panel.getByRole('button', { name: 'Add a vessel' }).click();
      const form = page.getByRole('dialog', { name: 'Add a vessel' });
      await form.getByLabel('Vessel name').fill(name);
      await form.getByLabel('Vessel type').selectOption('Crew Transfer Vessel');
      await form.getByLabel('Length (ft)').fill('110');
      await form.getByLabel('Beam (ft)').fill('30');
      await form.getByLabel('Draft (ft)').fill('25');
      await form.getByLabel('Home port').fill('Port Fourchon, LA');
      await form.getByRole('button', { name: 'Add vessel' }).click();
      await expect(form.getByLabel('Draft (ft)')).toHaveAccessibleDescription('Draft can be at most 20 ft');
      await form.getByLabel('Draft (ft)').fill('10');
      await form.getByRole('button', { name: 'Add vessel' }).click();
      await expect(form).toBeHidden();
      const card = panel.getByRole('article', { name });
      await expect(card).toContainText('Crew Transfer Vessel');
      await expect(card).toContainText('110 ft long · 30 ft beam · 10 ft draft');
      await expect(card).toContainText('Port Fourchon, LA');
      await expectNoAxeViolations(page);
      expect(await noSideScroll(page)).toBe(true);

      const reservationId = await bookSignedIn(page, name, account);
      const summary = page.getByRole('region', { name: 'Your reservation' });
      await expect(summary).toContainText(name);
      await expect(summary).toContainText('110 ft');

      panel = await vesselsTab(page);
      await panel.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${name}` });
      await expect(edit.getByLabel('Length (ft)')).toHaveValue('110');
      await edit.getByLabel('Vessel name').fill(renamed);
      await edit.getByLabel('Length (ft)').fill('118');
      await edit.getByRole('button', { name: 'Save vessel' }).click();
      await expect(edit).toBeHidden();
      await expect(panel.getByRole('article', { name: renamed })).toContainText('118 ft long · 30 ft beam · 10 ft draft');

      // The reservation keeps the vessel as it was booked.
      await openCheckout(page, reservationId);
      await expect(summary).toContainText(name);
      await expect(summary).toContainText('110 ft');
      await expect(summary).not.toContainText(renamed);

      panel = await vesselsTab(page);
      await panel.getByRole('button', { name: `Retire ${renamed}` }).click();
      const confirm = page.getByRole('alertdialog', { name: `Retire ${renamed}?` });
      await expect(confirm).toContainText('you can no longer choose it when you book a berth');
      await confirm.getByRole('button', { name: 'Retire vessel' }).click();
      await expect(confirm).toBeHidden();
      const retired = panel.getByRole('article', { name: renamed });
      await expect(retired).toContainText('Retired');
      await expect(retired.getByRole('button', { name: `Retire ${renamed}` })).toHaveCount(0);
      expect(await noSideScroll(page)).toBe(true);
    });
  });
}

test.describe('a client’s vessels in the office', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('staff see the client’s vessels in the client details and correct one; the timeline says so', async ({ page }) => {
    test.slow();
    const account = newAccount('vessels-office');
    await registerThroughApi(page, account);
    const name = 'M/V Cocodrie Runner';
    await postAsBrowser(page, '/api/customer/vessels', { name, vesselType: 'Workboat', length: 90, draft: 8 }, 201);
    await signInAsStaff(page);

    await openHydrated(page, '/admin');
    await page.getByRole('tab', { name: 'Client Portal' }).click();
    await page.getByLabel('Search clients').fill(account.email);
    const row = page.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: account.email });
    await row.getByRole('button', { name: 'View Renee Guidry' }).click();
    const details = page.getByRole('dialog', { name: 'Renee Guidry' });
    const vessels = details.getByRole('region', { name: 'Vessels' });
    await expect(vessels.getByRole('article', { name })).toContainText('90 ft long · 8 ft draft');
    await vessels.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByLabel('Home port').fill('Cocodrie, LA');
    await edit.getByRole('button', { name: 'Save vessel' }).click();
    await expect(edit).toBeHidden();
    await expect(vessels.getByRole('article', { name })).toContainText('Cocodrie, LA');
    await expect(details).toContainText(`edited Renee Guidry’s vessel ${name}`);
    await expectNoAxeViolations(page);
  });
});

test.describe('saving a booked vessel', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test('a signed-in customer who typed the vessel saves it to their vessels once the reservation is paid', async ({ page }) => {
    test.slow();
    const account = newAccount('vessels-save');
    await registerThroughApi(page, account);
    const reservation = await createReservation(page, { contactEmail: account.email });
    await payThroughApi(page, reservation.id);

    await openCheckout(page, reservation.id);
    await page.getByRole('button', { name: `Save ${vesselName} to your vessels` }).click();
    await expect(page.getByRole('status').filter({ hasText: `${vesselName} is in your vessels` })).toBeVisible();
    expect(await noSideScroll(page)).toBe(true);

    const panel = await vesselsTab(page);
    await expect(panel.getByRole('article', { name: vesselName })).toContainText('120 ft long · 32 ft beam · 12 ft draft');
    // Linked now: the offer is not made again.
    await openCheckout(page, reservation.id);
    await expect(page.getByText('Payment received')).toBeVisible();
    await expect(page.getByRole('button', { name: `Save ${vesselName} to your vessels` })).toHaveCount(0);
  });

  test('a guest who pays, then makes an account with that email, saves the vessel from the account’s reservations', async ({
    page,
    browser,
  }) => {
    test.slow();
    const account = newAccount('vessels-guest');
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    const reservation = await createReservation(guestPage, { contactEmail: account.email });
    await payThroughApi(guestPage, reservation.id);
    await guest.close();

    await registerThroughApi(page, account);
    await verifyEmailFromMail(page, account.email);
    await openHydrated(page, '/customer/dashboard?tab=reservations');
    const row = page.getByRole('row').filter({ hasText: reservation.reservationNumber });
    await row.getByRole('button', { name: `Save ${vesselName} to your vessels` }).click();
    await expect(row.getByRole('status')).toContainText(`${vesselName} is in your vessels`);
    expect(await noSideScroll(page)).toBe(true);
    const panel = await vesselsTab(page);
    await expect(panel.getByRole('article', { name: vesselName })).toContainText('120 ft long · 32 ft beam · 12 ft draft');
  });
});
