import { expect, test } from '@playwright/test';
import { signInAsStaff, staffUsername } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createReservation, uniqueContactEmail } from './support/test-reservation.ts';

// The Audit tab reads each staff action as a sentence whose record is a link, and its action filter
// lives in the address and narrows the list.

for (const width of [1280, 390]) {
  test(`a decision reads as a sentence linking to the reservation, and the action filter narrows the log at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const reservation = await createReservation(page, { contactEmail: uniqueContactEmail(`audit-${width}`) });
    await signInAsStaff(page);
    const decided = await page.request.patch(`/api/berth-reservations/${reservation.id}`, {
      headers: { Origin: test.info().project.use.baseURL ?? '' },
      data: { status: 'confirmed' },
    });
    expect(decided.status(), await decided.text()).toBe(200);

    await page.goto('/admin?tab=audit');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Reservation approved' });
    await expect(page).toHaveURL(/[?&]action=reservation\.approved/);
    const entries = page.getByRole('list', { name: 'Audit entries, newest first' }).getByRole('listitem');
    await expect(entries.first()).toBeVisible();
    for (const text of await entries.allInnerTexts()) expect(text).toContain('was approved by');
    const entry = entries.filter({ hasText: reservation.reservationNumber });
    await expect(entry).toContainText(`reservation ${reservation.reservationNumber} was approved by ${staffUsername}`);
    await expect(entry).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-|UTC/);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The filter stays in the address: a reload shows the same narrowed list.
    await page.reload();
    await expect(page.getByLabel('Action', { exact: true })).toHaveValue('reservation.approved');

    await page
      .getByRole('list', { name: 'Audit entries, newest first' })
      .getByRole('link', { name: reservation.reservationNumber })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]tab=reservations&reservation=${reservation.id}`));
    await expect(page.getByRole('dialog', { name: `${reservation.vesselName} · ${reservation.reservationNumber}` })).toBeVisible();
  });
}
