import { expect, test, type Page } from '@playwright/test';
import { pdfRunningText } from '#tests/setup/pdf-text.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { waitForMail } from './support/mailbox.ts';
import { createReservation, fillLeaseInfo, openCheckout, uniqueContactEmail } from './support/test-reservation.ts';

const stepHeading = (page: Page) => page.locator('#checkout-step-heading');

async function openSign(page: Page, contactEmail: string) {
  const reservation = await createReservation(page, { contactEmail });
  await openCheckout(page, reservation.id);
  await fillLeaseInfo(page);
  await page.getByRole('button', { name: 'Generate Lease' }).click();
  await expect(stepHeading(page)).toHaveText('Review the lease');
  await page.getByRole('button', { name: 'Agree and continue to sign' }).click();
  await expect(stepHeading(page)).toHaveText('Sign the lease');
  return reservation;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`the optional signing code at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a guest emails a code to the lease’s address, a wrong code is refused in words, the right one confirms it, and the signed PDF says so', async ({
      page,
    }) => {
      test.slow();
      const contactEmail = uniqueContactEmail(`signing-code-${viewport.width}`);
      const reservation = await openSign(page, contactEmail);
      const check = page.getByRole('region', { name: 'Confirm your email (optional)' });
      await expect(check).toContainText(`This lease was prepared for ${contactEmail}.`);

      // The code never stands in the way: with the three fields filled, Sign is ready before any code.
      await page.getByLabel('Signer title').fill('Operations Manager');
      await page.getByLabel('Signature').fill('Renee Guidry');
      await expect(page.getByRole('button', { name: 'Sign Lease' })).toBeEnabled();

      await check.getByRole('button', { name: 'Email me a code' }).click();
      await expect(check.getByRole('status')).toHaveText(
        new RegExp(
          `^We sent a code to ${contactEmail.replace(/[.+]/g, '\\$&')}\\. It works until \\w{3} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} [AP]M C[SD]T\\.$`,
        ),
      );
      const codeField = check.getByLabel('6-digit code');
      await expect(codeField).toBeFocused();
      await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(codeField).toHaveAttribute('inputmode', 'numeric');

      const mail = await waitForMail({
        to: contactEmail,
        subject: `Your lease signing code for reservation ${reservation.reservationNumber}`,
      });
      const code = /Your signing code: (\d{6})/.exec(mail.text)?.[1] ?? '';
      expect(code, mail.text).toMatch(/^\d{6}$/);

      await codeField.fill(code === '000000' ? '111111' : '000000');
      await check.getByRole('button', { name: 'Confirm code' }).click();
      await expect(check).toContainText('That code is not right. Check the email, or send a new code.');
      await expect(codeField).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);

      await codeField.fill(code);
      await check.getByRole('button', { name: 'Confirm code' }).click();
      const confirmed = page.getByText(`Email confirmed: ${contactEmail}, by the code sent to it.`);
      await expect(confirmed).toBeVisible();
      // Keyboard and screen-reader users land on the confirmation, not on the page's start.
      await expect(page.locator(':focus')).toContainText('Email confirmed');
      await expect(check).toHaveCount(0);
      // What was typed for the signature is still there.
      await expect(page.getByLabel('Signature')).toHaveValue('Renee Guidry');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.getByRole('button', { name: 'Sign Lease' }).click();
      await expect(stepHeading(page)).toHaveText('Payment');
      const signed = await (await page.request.get(`/api/berth-reservations/${reservation.id}`)).json();
      const certificate = pdfRunningText(await (await page.request.get(`/api/leases/${signed.lease.id}/pdf`)).body());
      expect(certificate).toContain('Signing code mailed');
      expect(certificate).toContain('Signing code confirmed');
      expect(certificate).toContain(`${contactEmail} (verified: a one-time code mailed to this address was entered before signing)`);
    });
  });
}
