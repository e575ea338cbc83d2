import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '#tests/setup/pdf-text.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { waitForMail } from './support/mailbox.ts';
import { createReservation, uniqueContactEmail } from './support/test-reservation.ts';

const stepHeading = (page: Page) => page.locator('#checkout-step-heading');

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`the office sends a lease for signature at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a phone booking: the office sends the lease, the caller opens the mailed link in their own browser, reviews, signs and reaches payment', async ({
      page,
      browser,
    }) => {
      test.slow();
      // The office books the stay for the caller, with the caller's contact details.
      const contactEmail = uniqueContactEmail(`sent-lease-${viewport.width}`);
      const reservation = await createReservation(page, { contactEmail });
      await signInAsStaff(page);
      await page.goto(`/admin?tab=reservations&reservation=${reservation.id}`);
      // The detail is drawn by its island once hydrated; the office's first load may take a while.
      const detail = page.getByRole('dialog', { name: `${reservation.vesselName} · ${reservation.reservationNumber}` });
      await expect(detail).toContainText('Not sent: the caller can be mailed a link', { timeout: 30_000 });
      await detail.getByRole('button', { name: 'Send lease for signature' }).click();

      const dialog = page.getByRole('dialog', { name: `Send the lease of ${reservation.reservationNumber} for signature` });
      await dialog.getByLabel('Street address').fill('100 Bayou Rd');
      await dialog.getByLabel('City').fill('Galliano');
      await dialog.getByLabel('State').fill('LA');
      await dialog.getByLabel('ZIP code').fill('70354');
      await dialog.getByLabel('Special terms (optional)').fill('Crew van parking near the gate.');
      await expect(dialog).toContainText(
        `A link to review, sign and pay is mailed to ${contactEmail}. It works for 7 days, and the berth is held until then.`,
      );
      expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByRole('status')).toHaveText(
        new RegExp(
          `^Sent to ${contactEmail.replace(/[.+]/g, '\\$&')} — link valid until \\w{3} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} [AP]M C[SD]T$`,
        ),
      );
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(detail).toContainText(`Last sent to ${contactEmail} on`);
      await expect(detail).toContainText('the link works until');
      await expect(detail).toContainText('Lease sent for signature');

      const mail = await waitForMail({ to: contactEmail, subject: 'Please sign your berth lease' });
      expect(mail.text).toContain(reservation.reservationNumber);
      expect(mail.text).toContain('for 7 days');
      const link = mail.links.find((href) => href.includes('/berth-checkout?'));
      expect(link, mail.text).toBeDefined();
      const signingUrl = new URL(link ?? '');

      // The caller's own browser: the link makes it the holder, and the checkout opens at Review.
      const callers = await browser.newContext({ viewport });
      const caller = await callers.newPage();
      await caller.goto(`${signingUrl.pathname}${signingUrl.search}`);
      await expect(caller).toHaveURL(`/berth-checkout?reservationId=${reservation.id}`);
      await expect(caller.locator('astro-island[ssr]')).toHaveCount(0);
      await expect(stepHeading(caller)).toHaveText('Review the lease');
      await expect(caller.getByTestId('hold-time-left')).toContainText(/\((7 days|6 days 23 hours) left\)/);
      await expect(caller.getByRole('region', { name: /Berth lease agreement/ })).toContainText('Crew van parking near the gate.');
      await caller.getByRole('button', { name: 'Agree and continue to sign' }).click();
      await expect(stepHeading(caller)).toHaveText('Sign the lease');
      await caller.getByLabel('Signer name').fill('Renee Guidry');
      await caller.getByLabel('Signer title').fill('Operations Manager');
      await caller.getByLabel('Signature').fill('Renee Guidry');
      await caller.getByRole('button', { name: 'Sign Lease' }).click();
      await expect(stepHeading(caller)).toHaveText('Payment');

      // The signed PDF ends with a completion certificate a person can read: the evidence, in words.
      const signed = await (await caller.request.get(`/api/berth-reservations/${reservation.id}`)).json();
      const pdf = await caller.request.get(`/api/leases/${signed.lease.id}/pdf`);
      expect(pdf.status()).toBe(200);
      const certificate = pdfText(await pdf.body());
      for (const words of [
        'Completion certificate',
        reservation.reservationNumber,
        // The event table's narrow column may wrap a long label: each is matched by its start.
        'Sent for signature',
        'Lease viewed by the',
        'Agreed to do business',
        'Lease signed',
        'Consent to electronic records',
        'Fingerprint of the last event',
      ]) {
        expect(certificate).toContain(words);
      }
      expect(certificate).toContain('(not verified)');
      expect(certificate).not.toContain('was not captured');

      // Signed: the link opens nothing any more, and says whom to call.
      const late = await browser.newContext({ viewport });
      const latePage = await late.newPage();
      const response = await latePage.goto(`${signingUrl.pathname}${signingUrl.search}`);
      expect(response?.status()).toBe(404);
      await expect(latePage.getByRole('heading', { level: 1 })).toHaveText('Reservation not found');
      await expect(latePage.getByText('Call the harbor office at')).toBeVisible();
      await callers.close();
      await late.close();
    });
  });
}
