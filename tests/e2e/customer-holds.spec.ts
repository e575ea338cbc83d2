import { expect, test } from '@playwright/test';
import { newAccount, openHydrated, openTab, registerThroughApi, toastWith, verifyEmailFromMail } from './support/customer-portal.ts';
import { createReservation, payThroughApi, vesselName } from './support/test-reservation.ts';

// A berth booked as a guest with a verified account's email is in that account at once, with a
// notice; there a hold reads Awaiting payment with its time left and can be released, and a paid
// one reads Pending approval.

for (const width of [1280, 390]) {
  test(`a guest booking with the account's email appears with a notice, and its hold can be released, at ${width} px`, async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const account = newAccount(`holds-${width}`);
    await registerThroughApi(page, account);
    await verifyEmailFromMail(page, account.email);

    // Another browser, signed out, books twice with that email and pays for the second.
    const guest = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const guestPage = await guest.newPage();
    const hold = await createReservation(guestPage, { contactEmail: account.email });
    const paid = await createReservation(guestPage, { contactEmail: account.email });
    await payThroughApi(guestPage, paid.id);

    await openHydrated(page, '/customer/dashboard');
    await page
      .getByRole('button', { name: /^Notifications \d+ unread$/ })
      .first()
      .click();
    const notices = page.getByRole('dialog', { name: 'Notifications' });
    await expect(notices).toContainText(
      `A reservation made with your email was added to your account: ${hold.reservationNumber} for ${vesselName}.`,
    );
    await page.keyboard.press('Escape');
    await expect(notices).toBeHidden();

    const reservations = await openTab(page, 'Berth Reservations');
    const heldRow = reservations.getByRole('row').filter({ hasText: hold.reservationNumber });
    await expect(heldRow).toContainText('Awaiting payment');
    await expect(heldRow).toContainText(/Held for \d+ more minutes?/);
    await expect(heldRow.getByRole('link', { name: `Continue checkout of ${hold.reservationNumber}` })).toHaveAttribute(
      'href',
      `/berth-checkout?reservationId=${hold.id}`,
    );
    const paidRow = reservations.getByRole('row').filter({ hasText: paid.reservationNumber });
    await expect(paidRow).toContainText('Pending approval');
    await expect(paidRow).not.toContainText('Awaiting payment');
    await expect(paidRow.getByRole('button', { name: /Release hold/ })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await heldRow.getByRole('button', { name: `Release hold of ${hold.reservationNumber}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Release your hold on ${hold.berth.name}?` });
    await expect(confirm).toContainText(hold.reservationNumber);
    await expect(confirm).toContainText(vesselName);
    await confirm.getByRole('button', { name: 'Release hold' }).click();
    await expect(toastWith(page, 'Hold released')).toBeVisible();
    await expect(heldRow).toContainText('Cancelled');
    await expect(heldRow.getByRole('link', { name: /Continue checkout/ })).toHaveCount(0);

    // The berth is free at once: the same nights book again.
    const { berthId } = (await (await guestPage.request.get(`/api/berth-reservations/${hold.id}`)).json()) as { berthId: string };
    const again = await guestPage.request.post('/api/berth-reservations', {
      headers: { Origin: test.info().project.use.baseURL ?? '' },
      data: {
        berthId,
        vesselName,
        vesselLength: 120,
        vesselBeam: 32,
        vesselDraft: 12,
        contactName: 'Renee Guidry',
        contactEmail: `again-${account.email}`,
        contactPhone: '(985) 555-0110',
        company: 'Guidry Offshore LLC',
        arrivalDate: hold.arrivalDate,
        departureDate: hold.departureDate,
        purpose: 'crew-change',
      },
    });
    expect(again.status(), await again.text()).toBe(201);
    await guest.close();
  });
}
