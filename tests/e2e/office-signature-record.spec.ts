import { expect, test } from '@playwright/test';
import { signInAsStaff } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openHydrated } from './support/customer-portal.ts';
import { createReservation, payThroughApi, uniqueContactEmail } from './support/test-reservation.ts';

// The demo has no signed lease yet, so each run signs one of its own through the checkout's API.
for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the office reads a signed lease's signature record, verifies it again and has both PDFs", async ({ page, browser }) => {
      test.slow();
      const reservation = await createReservation(page, { contactEmail: uniqueContactEmail(`signature-record-${width}`) });
      await payThroughApi(page, reservation.id);

      const office = await browser.newContext({ viewport: { width, height: 900 } });
      const staff = await office.newPage();
      await signInAsStaff(staff);
      await openHydrated(staff, `/admin?tab=reservations&reservation=${reservation.id}`);
      const section = staff
        .getByRole('dialog')
        .locator('section')
        .filter({ has: staff.getByRole('heading', { name: 'Lease and signature' }) });
      await expect(section.getByText('Signature record verified')).toBeVisible();
      await expect(section.getByRole('definition').filter({ hasText: 'Renee Guidry' })).toBeVisible();
      await expect(section.getByText('Lease signed', { exact: true })).toBeVisible();
      await expect(section.getByRole('link', { name: 'Signed lease (PDF)' })).toHaveAttribute('href', /\/api\/leases\/[^/]+\/pdf$/);
      await expect(section.getByRole('link', { name: 'Lease as reviewed, unsigned (PDF)' })).toHaveAttribute(
        'href',
        /\/pdf\?copy=unsigned$/,
      );

      const again = section.getByRole('button', { name: 'Verify again' });
      await again.focus();
      await staff.keyboard.press('Enter');
      await expect(section.getByText('Signature record verified')).toBeVisible();
      await expect(again).toBeEnabled();

      expect(await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(staff);
      await office.close();
    });
  });
}
