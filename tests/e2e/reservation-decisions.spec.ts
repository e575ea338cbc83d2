import { expect, test, type Page } from '@playwright/test';
import { formatCents } from '#shared/pricing.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectToast } from './support/client-portal.ts';
import { newAccount, openHydrated, openTab, postAsBrowser, registerThroughApi } from './support/customer-portal.ts';
import { createReservation, payThroughApi, uniqueContactEmail, type CreatedReservation } from './support/test-reservation.ts';

async function openReservationsTab(page: Page) {
  await openHydrated(page, '/admin?tab=reservations');
  await expect(page.getByRole('heading', { name: 'Berth Reservations', exact: true })).toBeVisible();
}

/** Approves a reservation through the API as the signed-in staff member, as Approve in the tab would. */
async function approve(page: Page, reservation: CreatedReservation) {
  const response = await page.request.patch(`/api/berth-reservations/${reservation.id}`, {
    headers: { Origin: test.info().project.use.baseURL ?? '' },
    data: { status: 'confirmed' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

for (const width of [1280, 390]) {
  test.describe(`reservation decisions at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));

    test('a paid decline asks for a reason and states the refund; the customer then reads "Refunded" and the reason', async ({
      page,
      browser,
    }) => {
      const account = newAccount('declined');
      const reservation = await createReservation(page, { contactEmail: account.email });
      await registerThroughApi(page, account);
      await postAsBrowser(page, `/api/customer/reservations/${reservation.id}/claim`);
      await payThroughApi(page, reservation.id);

      const officeContext = await browser.newContext({ viewport: { width, height: 900 } });
      const office = await officeContext.newPage();
      await signInAsStaff(office);
      await openReservationsTab(office);
      const list = office.getByRole('region', { name: 'Berth Reservations' });
      await list.getByLabel('Berth').selectOption({ label: reservation.berth.name });
      await list.getByLabel('Status').selectOption('pending');
      const label = `${reservation.reservationNumber}, ${reservation.vesselName}`;
      const declineButton = list.getByRole('button', { name: `Decline ${label}` });
      await declineButton.click();

      const refund = formatCents(reservation.totalCost);
      const dialog = office.getByRole('alertdialog', { name: `Decline ${reservation.reservationNumber}?` });
      await expect(dialog).toContainText(`${refund} is refunded to the customer's card`);
      const confirm = dialog.getByRole('button', { name: `Decline and refund ${refund}` });
      await confirm.click();
      await expect(dialog).toContainText('Tell the customer why their reservation is declined.');
      await expectNoAxeViolations(office);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(declineButton).toBeFocused();

      await declineButton.click();
      await dialog.getByLabel('Reason for the customer').fill('Berth under repair that week.');
      await confirm.click();
      await expectToast(office, 'Reservation Updated', `${reservation.reservationNumber} is now cancelled.`);
      await officeContext.close();

      await openHydrated(page, '/customer/dashboard');
      const reservations = await openTab(page, 'Berth Reservations');
      const row = reservations.getByRole('row').filter({ hasText: reservation.reservationNumber });
      await expect(row).toContainText(`Refunded ${refund}`);
      await expect(row).toContainText('Reason: Berth under repair that week.');
    });

    test("Check in starts today's arrival after the confirm; tomorrow's asks to record an early arrival", async ({ page }) => {
      // Two bookings, two approvals and two confirms: a slow test on a loaded machine.
      test.slow();
      const arriving = await createReservation(page, { contactEmail: uniqueContactEmail('arrives-today'), arrivalInDays: 0 });
      const early = await createReservation(page, { contactEmail: uniqueContactEmail('arrives-tomorrow'), arrivalInDays: 1 });
      await signInAsStaff(page);
      await approve(page, arriving);
      await approve(page, early);
      await openReservationsTab(page);
      const movements = page.getByRole('region', { name: 'Arrivals and departures' });
      await expect(movements.getByRole('heading', { name: /^Arrivals today/ })).toBeVisible();
      await expectNoAxeViolations(page);

      const todayRow = movements.getByRole('listitem', { name: `${arriving.reservationNumber}, ${arriving.vesselName}` });
      await todayRow.getByRole('button', { name: `Check in ${arriving.reservationNumber}, ${arriving.vesselName}` }).click();
      const checkIn = page.getByRole('alertdialog', { name: `Check in ${arriving.reservationNumber}?` });
      await expect(checkIn).toContainText('The stay becomes active today.');
      await checkIn.getByRole('button', { name: 'Check in', exact: true }).click();
      await expectToast(page, 'Reservation Updated', `${arriving.reservationNumber} is now active.`);
      // Checked in for its one night, it leaves the arrivals and is among tomorrow's departures.
      const arrivingName = `${arriving.reservationNumber}, ${arriving.vesselName}`;
      await expect(movements.getByRole('button', { name: `Check in ${arrivingName}` })).toHaveCount(0);
      await expect(movements.getByRole('button', { name: `Check out ${arrivingName}` })).toBeVisible();

      const tomorrowRow = movements.getByRole('listitem', { name: `${early.reservationNumber}, ${early.vesselName}` });
      const tomorrowCheckIn = tomorrowRow.getByRole('button', { name: `Check in ${early.reservationNumber}, ${early.vesselName}` });
      await tomorrowCheckIn.click();
      const earlyQuestion = page.getByRole('alertdialog', { name: `Check in ${early.reservationNumber} early?` });
      await expect(earlyQuestion).toContainText('record an early arrival today?');
      await earlyQuestion.getByRole('button', { name: 'Cancel' }).click();
      await expect(tomorrowCheckIn).toBeFocused();
      await tomorrowCheckIn.click();
      await earlyQuestion.getByRole('button', { name: 'Record early arrival' }).click();
      await expectToast(page, 'Reservation Updated', `${early.reservationNumber} is now active.`);
    });
  });
}
