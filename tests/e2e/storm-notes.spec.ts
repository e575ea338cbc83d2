import { expect, test, type Page } from '@playwright/test';
import { signInAsStaff } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openHydrated, toastWith } from './support/customer-portal.ts';
import { waitForMail } from './support/mailbox.ts';
import { enterStormStage } from './support/storm-stage.ts';
import { createReservation, payThroughApi, uniqueContactEmail, vesselName } from './support/test-reservation.ts';

// The storm server: while a stage is set the berth chart colours the week's stays by readiness, and
// after the storm the office sends an owner a note with a photo, mailed with a link that opens it
// without signing in.

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
// A PNG's signature and a few bytes: the upload checks read the leading bytes.
const photo = {
  name: 'stern-after-storm.png',
  mimeType: 'image/png',
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]),
};

test.describe('storm readiness and after-storm notes', () => {
  test.describe.configure({ mode: 'serial' });
  for (const width of [1280, 390]) {
    test(`the chart shows readiness in words and colour, and the office sends an owner a note with a photo (${width} px)`, async ({
      page,
      browser,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      const email = uniqueContactEmail(`storm-note-${width}`);
      // Nights of this spec's own in the storm week: the other storm specs book tomorrow and the two after.
      const stay = await createReservation(page, { contactEmail: email, arrivalInDays: width === 1280 ? 4 : 5 });
      await payThroughApi(page, stay.id);
      await page.context().clearCookies();
      const stormName = `Hurricane Chantal ${Date.now().toString(36)}`;
      const stage = await enterStormStage(browser, stormName);

      await signInAsStaff(page);
      await openHydrated(page, '/admin?tab=reservations');
      const chart = page.getByRole('region', { name: 'Berth chart' });
      await expect(chart).toContainText(`Stays of the coming week coloured by readiness for ${stage.name} (${stormName})`);
      await expect(chart.getByRole('list', { name: 'Readiness colours' })).toContainText('Waiting for an answer');
      const bar = chart.getByRole('link', { name: new RegExp(`^${stay.reservationNumber}, `) });
      await expect(bar).toHaveAccessibleName(/storm readiness: Waiting for an answer$/);
      await expectNoAxeViolations(page);

      await openHydrated(page, '/admin?tab=storm');
      const notes = page.getByRole('region', { name: 'Notes to owners after the storm' });
      const form = notes.getByRole('form', { name: 'Note to an owner' });
      const text = 'Lines held and the hull is sound; one fender lost on the port side. Photo attached.';
      await form.getByLabel('How the vessel came through').fill(text);
      // No vessel chosen: said at the field, the words kept.
      await form.getByRole('button', { name: 'Send note to the owner' }).click();
      await expect(form).toContainText('Choose a vessel');
      await expect(form.getByLabel('How the vessel came through')).toHaveValue(text);

      await form.getByRole('combobox', { name: /^Vessel/ }).selectOption({ value: stay.reservationNumber });
      await form.getByLabel('Photos (up to 4)').setInputFiles(photo);
      await form.getByRole('button', { name: 'Send note to the owner' }).click();
      await expect(toastWith(page, `${vesselName}: the owner is emailed the note and photos.`)).toBeVisible();
      const sent = notes
        .getByRole('list', { name: 'Notes sent, latest first' })
        .getByRole('listitem')
        .filter({ hasText: stay.reservationNumber });
      await expect(sent).toContainText(text);
      await expect(sent).toContainText(`with ${photo.name}`);
      await expect(form.getByRole('combobox', { name: /^Vessel/ })).toHaveValue('');
      await expectNoAxeViolations(page);
      expect(await fitsWidth(page)).toBe(true);

      const mail = await waitForMail({ to: email, subject: `${vesselName} after ${stormName}` });
      expect(mail.text).toContain(text);
      const link = mail.links.find((href) => href.includes('/api/storm-note-photos/'));
      expect(link).toBeDefined();
      // The owner (no account, no session) opens the photo from the mail.
      const stranger = await browser.newContext();
      try {
        const opened = await stranger.request.get(link ?? '');
        expect(opened.status()).toBe(200);
        expect(opened.headers()['content-type']).toBe('image/png');
        expect(Buffer.from(await opened.body())).toEqual(photo.buffer);
      } finally {
        await stranger.close();
      }
    });
  }
});
