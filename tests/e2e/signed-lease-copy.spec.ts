import { expect, test } from '@playwright/test';
import { signInAsStaff } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openHydrated } from './support/customer-portal.ts';
import { waitForMail } from './support/mailbox.ts';
import { createReservation, payThroughApi, uniqueContactEmail } from './support/test-reservation.ts';

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the signer is mailed the signed lease as a PDF, and Sent mail names the file attached', async ({ page, browser }) => {
      test.slow();
      const reservation = await createReservation(page, { contactEmail: uniqueContactEmail(`signed-copy-${width}`) });
      await payThroughApi(page, reservation.id);

      const mail = await waitForMail({ to: reservation.contactEmail, subject: 'Your signed berth lease', timeoutMs: 20_000 });
      expect(mail.subject).toContain(reservation.reservationNumber);
      expect(mail.text).toContain('completion certificate');
      const fileName = `berth-lease-${reservation.reservationNumber}-m-v-lafitte-tide.pdf`;
      expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
        { filename: fileName, contentType: 'application/pdf' },
      ]);
      expect(mail.attachments[0]?.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const office = await browser.newContext({ viewport: { width, height: 900 } });
      const staff = await office.newPage();
      await signInAsStaff(staff);
      await openHydrated(staff, '/admin?tab=mail');
      const ours = staff
        .getByRole('list', { name: 'Sent mail, newest first' })
        .getByRole('listitem')
        .filter({ hasText: `to ${reservation.contactEmail}` })
        .filter({ hasText: 'Your signed berth lease' });
      await ours.getByRole('button', { name: /Your signed berth lease/ }).click();
      const dialog = staff.getByRole('dialog');
      await expect(dialog).toContainText('Signed lease copy');
      await expect(dialog.getByRole('definition').filter({ hasText: fileName })).toBeVisible();
      await expect(dialog.getByText('Attached', { exact: true })).toBeVisible();
      expect(await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(staff);
      await office.close();
    });
  });
}
