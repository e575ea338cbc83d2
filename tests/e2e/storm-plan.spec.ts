import { expect, test, type Page } from '@playwright/test';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newAccount, openHydrated, registerThroughApi } from './support/customer-portal.ts';
import { createReservation, payThroughApi, vesselName } from './support/test-reservation.ts';

// Runs on the storm server: the office list it reads is the Storm tab's. It sets no stage.

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A new customer with a paid stay starting soon, its vessel kept on record as a workboat: a vessel at the marina this season. */
async function customerWithVesselAtTheMarina(
  page: Page,
  label: string,
): Promise<{ reservationNumber: string; vessel: CustomerVesselView }> {
  await registerThroughApi(page, newAccount(label));
  // Today: the other storm specs book the first days of the week, and only four berths take the test vessel.
  const stay = await createReservation(page, { arrivalInDays: 0 });
  await payThroughApi(page, stay.id);
  const headers = { Origin: test.info().project.use.baseURL ?? '' };
  const kept = await page.request.post('/api/customer/vessels/from-reservation', { headers, data: { reservationId: stay.id } });
  expect(kept.status(), await kept.text()).toBe(201);
  const vessel = (await kept.json()) as CustomerVesselView;
  const typed = await page.request.patch(`/api/customer/vessels/${vessel.id}`, { headers, data: { vesselType: 'Workboat' } });
  expect(typed.status(), await typed.text()).toBe(200);
  return { reservationNumber: stay.reservationNumber, vessel };
}

for (const width of [1280, 390]) {
  test(`a customer fills in and signs a vessel's storm plan, and the office sees it (${width} px)`, async ({ page, browser }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const { reservationNumber } = await customerWithVesselAtTheMarina(page, `storm-plan-${width}`);

    await openHydrated(page, '/customer/dashboard?tab=vessels');
    const card = page.getByRole('tabpanel', { name: 'Vessels' }).getByRole('article', { name: vesselName });
    await expect(card).toContainText(/No storm plan for \d{4} — due Jun 1, \d{4}/);
    await card.getByRole('button', { name: `Storm plan for ${vesselName}` }).click();

    const dialog = page.getByRole('dialog', { name: `Storm plan for ${vesselName}` });
    await dialog.getByRole('button', { name: 'Review the plan' }).click();
    await expect(dialog.getByRole('group', { name: 'What will the vessel do when a storm comes?' })).toContainText(
      'Choose what you will do with the vessel',
    );

    // Staying in port, a workboat must be manned: said at the question, nothing typed lost.
    await dialog.getByRole('radio', { name: 'Stay in the slip' }).check();
    await dialog.getByLabel('Extra lines').fill('Four spring lines doubled');
    await dialog.getByLabel('Fenders').fill('Six ball fenders');
    await dialog.getByLabel('Who will tend the vessel').fill('Remy Guidry');
    await dialog.getByRole('group', { name: 'Will someone be aboard (manned)?' }).getByRole('radio', { name: 'No' }).check();
    await dialog.getByRole('group', { name: 'Will you leave keys with the office?' }).getByRole('radio', { name: 'Yes' }).check();
    await dialog.getByLabel('Emergency contact').fill('Remy Guidry');
    await dialog.getByLabel('Their phone during the storm').fill('(985) 555-0199');
    await dialog.getByRole('button', { name: 'Review the plan' }).click();
    await expect(dialog.getByRole('group', { name: 'Will someone be aboard (manned)?' })).toContainText(
      'A commercial vessel that stays in port must be manned',
    );
    await expect(dialog.getByLabel('Fenders')).toHaveValue('Six ball fenders');
    await expectNoAxeViolations(page);

    await dialog.getByRole('radio', { name: 'Haul out' }).check();
    await dialog.getByRole('button', { name: 'Review the plan' }).click();
    const plan = dialog.getByRole('region', { name: 'The plan you are signing' });
    await expect(plan).toContainText(`Vessel: ${vesselName} (Workboat, 120 ft)`);
    await expect(plan).toContainText('The vessel is hauled out by the marina');
    await expect(plan).toContainText('Remy Guidry at (985) 555-0199');

    await dialog.getByRole('button', { name: 'Sign storm plan' }).click();
    await expect(dialog.getByLabel('Type your full name to sign')).toHaveAccessibleDescription('Type your full name to sign');
    await expect(dialog).toContainText('Agree to sign and receive records electronically to sign');
    await dialog.getByRole('checkbox', { name: /I agree to sign this plan/ }).check();
    await dialog.getByLabel('Type your full name to sign').fill('Renee Guidry');
    await expectNoAxeViolations(page);
    expect(await noSideScroll(page)).toBe(true);
    await dialog.getByRole('button', { name: 'Sign storm plan' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText(/Storm plan signed [A-Z][a-z]{2} \d{1,2}, \d{4} — haul out/);
    await expect(card.getByRole('button', { name: `New storm plan for ${vesselName}` })).toBeVisible();
    expect(await noSideScroll(page)).toBe(true);

    // The office's list shows the vessel with its plan.
    const office = await browser.newContext({ viewport: { width, height: 900 } });
    const officePage = await office.newPage();
    await signInAsStaff(officePage);
    await openHydrated(officePage, '/admin?tab=storm');
    const plans = officePage.getByRole('table', { name: 'Storm plans' });
    const row = plans.getByRole('row').filter({ hasText: reservationNumber });
    await expect(row).toContainText('Signed: Haul out');
    await expect(row).toContainText(vesselName);
    await expectNoAxeViolations(officePage);
    expect(await noSideScroll(officePage)).toBe(true);
    await office.close();
  });
}
