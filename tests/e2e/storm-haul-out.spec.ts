import { expect, test, type Page } from '@playwright/test';
import { pdfRunningText } from '#tests/setup/pdf-text.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { mailedLink, openHydrated } from './support/customer-portal.ts';
import { waitForMail } from './support/mailbox.ts';
import { enterStormStage } from './support/storm-stage.ts';
import { createReservation, payThroughApi, uniqueContactEmail, vesselName } from './support/test-reservation.ts';

// A tenant asks by the storm notice's link for the vessel to be hauled out; the office finds it on the
// haul-out list in the Storm tab, marks it hauled after a confirmation naming it, and the owner is
// mailed the dated receipt, which the office can download again.
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('the haul-out list', () => {
  test.describe.configure({ mode: 'serial' });
  for (const width of [1280, 390]) {
    test(`a vessel whose tenant answers haul out is hauled by the office and its owner gets the receipt at ${width} px`, async ({
      page,
      browser,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      const email = uniqueContactEmail(`storm-haul-${width}`);
      const stay = await createReservation(page, { contactEmail: email, arrivalInDays: 1 });
      await payThroughApi(page, stay.id);
      await page.context().clearCookies();

      const stormName = `Hurricane Beryl ${Date.now().toString(36)}`;
      const stage = await enterStormStage(browser, stormName);
      await openHydrated(page, await mailedLink(email, `${stage.name}: ${stormName}`, '/storm-answer'));
      const vessel = page.getByRole('main').getByRole('group', { name: new RegExp(stay.reservationNumber) });
      await vessel.getByRole('group', { name: 'What will you do?' }).getByRole('radio', { name: 'Haul out' }).check();
      await vessel.getByRole('group', { name: 'Will someone be aboard (manned)?' }).getByRole('radio', { name: 'No' }).check();
      await page.getByRole('button', { name: 'Send my answer' }).click();
      await expect(page.locator(':focus')).toContainText('Thank you');

      await signInAsStaff(page);
      await openHydrated(page, '/admin?tab=storm');
      const queue = page.getByRole('list', { name: 'Waiting to be hauled out, next first' });
      const entry = queue.getByRole('listitem').filter({ hasText: stay.reservationNumber });
      await expect(entry).toContainText(vesselName);
      await expect(entry).toContainText(stay.berth.name);
      await expect(entry).toContainText(/asked \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T/);
      await expectNoAxeViolations(page);
      expect(await fitsWidth(page)).toBe(true);

      await entry.getByRole('button', { name: `Mark hauled out: ${vesselName}` }).click();
      const confirm = page.getByRole('alertdialog', { name: `Mark ${vesselName} hauled out?` });
      await expect(confirm).toContainText(`${stay.reservationNumber}, ${stay.berth.name}`);
      await expect(confirm).toContainText('mailed a dated haul-out receipt');
      await confirm.getByRole('button', { name: 'Mark hauled' }).click();
      await expect(page.getByRole('status').filter({ hasText: `${vesselName} hauled out` })).toBeVisible();
      await expect(entry).toHaveCount(0);

      const hauled = page
        .getByRole('list', { name: 'Hauled out, latest first' })
        .getByRole('listitem')
        .filter({ hasText: stay.reservationNumber });
      await expect(hauled).toContainText(/hauled out \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T by harbormaster/);
      const download = page.waitForEvent('download');
      await hauled.getByRole('link', { name: `Receipt for ${vesselName} (PDF)` }).click();
      const receipt = await download;
      expect(receipt.suggestedFilename()).toMatch(/^haul-out-receipt-HO-\d{8}-\d{6}-.+\.pdf$/);

      const mail = await waitForMail({ to: email, subject: `${vesselName} is hauled out` });
      expect(mail.attachments.map(({ filename }) => filename)).toEqual([receipt.suggestedFilename()]);
      const text = pdfRunningText(new Uint8Array(mail.attachments[0]?.bytes ?? []));
      expect(text).toContain(`Storm: ${stormName}`);
      expect(text).toContain(`Reservation: ${stay.reservationNumber}`);
      expect(text).toMatch(/Hauled out: [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M C[SD]T/);
    });
  }
});
