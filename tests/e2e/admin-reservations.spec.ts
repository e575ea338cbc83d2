import { expect, test, type Page } from '@playwright/test';
import { addDays, facilityToday, formatStayDate } from '#shared/stay-dates.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectToast } from './support/client-portal.ts';
import { createReservation, payThroughApi, uniqueContactEmail } from './support/test-reservation.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** "Dec 8", with the year when the day it is read beside lies in another year. */
const monthDay = (date: string, beside: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
    ...(date.slice(0, 4) !== beside.slice(0, 4) && { year: 'numeric' }),
  }).format(new Date(`${date}T00:00:00Z`));

async function openReservationsTab(page: Page) {
  await page.goto('/admin');
  // The dashboard is the largest island; on a cold server its first hydration takes a while.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('tab', { name: 'Berth Reservations' }).click();
  await expect(page.getByRole('heading', { name: 'Berth Reservations', exact: true })).toBeVisible();
}

/** Signs in as staff and narrows the reservations list to this reservation's berth, pending ones. */
async function pendingRowAsStaff(page: Page, reservation: { berth: { name: string }; reservationNumber: string; vesselName: string }) {
  await signInAsStaff(page);
  await openReservationsTab(page);
  const list = page.getByRole('region', { name: 'Berth Reservations' });
  await list.getByLabel('Berth').selectOption({ label: reservation.berth.name });
  await list.getByLabel('Status').selectOption('pending');
  const label = `${reservation.reservationNumber}, ${reservation.vesselName}`;
  const table = list.getByRole('table', { name: 'Reservations, newest first' });
  return { list, label, row: table.getByRole('row').filter({ hasText: reservation.reservationNumber }) };
}

test.describe('admin Berth Reservations tab', () => {
  test('staff approve a hold, which ends it, then start and complete the stay early after a question naming the date', async ({ page }) => {
    // One stay through four decisions, each re-reading the list: longer than a single step's budget.
    test.slow();
    const reservation = await createReservation(page, { contactEmail: uniqueContactEmail('approve') });
    const { list, label, row } = await pendingRowAsStaff(page, reservation);
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('Unpaid');
    await expect(row).toContainText(/Hold: \d+ min left/);
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: `Approve ${label}` }).click();
    const approval = page.getByRole('alertdialog', { name: `Approve ${reservation.reservationNumber}?` });
    await expect(approval).toContainText('The customer is mailed.');
    await approval.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(page, 'Reservation Updated', `${reservation.reservationNumber} is now confirmed.`);
    await list.getByLabel('Status').selectOption('confirmed');
    await expect(row).toContainText('Confirmed');
    await expect(row).not.toContainText('Hold:');

    // The stay lies weeks ahead, so starting it today is an early arrival: the office is asked first.
    const today = facilityToday();
    const start = row.getByRole('button', { name: `Start ${label}` });
    await start.click();
    const arrivalQuestion = page.getByRole('alertdialog', { name: `Start ${reservation.reservationNumber} early?` });
    await expect(arrivalQuestion).toContainText(
      `The stay starts on ${monthDay(reservation.arrivalDate, today)} — record an early arrival today?`,
    );
    await expectNoAxeViolations(page);
    await arrivalQuestion.getByRole('button', { name: 'Cancel' }).click();
    await expect(arrivalQuestion).toHaveCount(0);
    await expect(start).toBeFocused();
    await expect(row).toContainText('Confirmed');

    await start.click();
    await arrivalQuestion.getByRole('button', { name: 'Record early arrival' }).click();
    await expectToast(page, 'Reservation Updated', `${reservation.reservationNumber} is now active.`);
    await list.getByLabel('Status').selectOption('active');
    await expect(row).toContainText('Active');
    await expect(row).toContainText(
      `Arrived early on ${monthDay(today, reservation.arrivalDate)} (due ${monthDay(reservation.arrivalDate, today)})`,
    );

    await row.getByRole('button', { name: `Complete ${label}` }).click();
    const departureQuestion = page.getByRole('alertdialog', { name: `Complete ${reservation.reservationNumber} early?` });
    await expect(departureQuestion).toContainText(
      `The stay ends on ${monthDay(reservation.departureDate, today)} — record an early departure today?`,
    );
    await departureQuestion.getByRole('button', { name: 'Record early departure' }).click();
    await expectToast(page, 'Reservation Updated', `${reservation.reservationNumber} is now completed.`);
    await list.getByLabel('Status').selectOption('completed');
    await expect(row).toContainText('Completed');
    await expect(row).toContainText(
      `Left early on ${monthDay(today, reservation.departureDate)} (due ${monthDay(reservation.departureDate, today)})`,
    );
    await expect(row.getByRole('button')).toHaveCount(0);
  });

  test('staff cancel an unpaid hold, which frees the berth', async ({ page }) => {
    const reservation = await createReservation(page, { contactEmail: uniqueContactEmail('cancel-hold') });
    const { list, label, row } = await pendingRowAsStaff(page, reservation);
    await row.getByRole('button', { name: `Cancel hold of ${label}` }).click();
    await page
      .getByRole('alertdialog', { name: `Cancel the hold of ${reservation.reservationNumber}?` })
      .getByRole('button', { name: 'Cancel hold' })
      .click();
    await expectToast(page, 'Reservation Updated', `The hold of ${reservation.reservationNumber} is cancelled.`);
    await expect(row).toHaveCount(0);
    await list.getByLabel('Status').selectOption('cancelled');
    await expect(row).toContainText('Cancelled');
    await expect(row).toContainText('Unpaid');
    await expect(row.getByRole('button')).toHaveCount(0);
  });

  test('staff decline a paid reservation, which refunds it', async ({ page }) => {
    const reservation = await createReservation(page, { contactEmail: uniqueContactEmail('decline') });
    await payThroughApi(page, reservation.id);
    const { list, label, row } = await pendingRowAsStaff(page, reservation);
    await expect(row).toContainText('Paid');
    await row.getByRole('button', { name: `Decline ${label}` }).click();
    const decline = page.getByRole('alertdialog', { name: `Decline ${reservation.reservationNumber}?` });
    await decline.getByLabel('Reason for the customer').fill('Berth under repair that week.');
    await decline.getByRole('button', { name: /^Decline and refund \$/ }).click();
    await expectToast(page, 'Reservation Updated', `${reservation.reservationNumber} is now cancelled.`);
    await list.getByLabel('Status').selectOption('cancelled');
    await expect(row).toContainText('Cancelled');
    await expect(row).toContainText('Refunded');
  });

  test('staff block a berth for dated maintenance on its calendar on a phone, then remove the block', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsStaff(page);
    await openReservationsTab(page);

    const calendar = page.getByRole('region', { name: 'Berth calendar' });
    await calendar.getByLabel('Berth').selectOption({ label: 'Service Zone 3' });
    const firstDay = addDays(facilityToday(), 8);
    const form = calendar.getByRole('form', { name: 'Add a block to Service Zone 3' });
    // The form's code comes when the form is first touched (decision 074); until then its button says Loading….
    await form.getByLabel('Kind').focus();
    await form.getByRole('button', { name: 'Add block' }).click();
    await expect(form.getByText('Start date is required')).toBeVisible();

    await form.getByLabel('Kind').selectOption('maintenance');
    await form.getByLabel('Start date').fill(firstDay);
    await form.getByLabel('End date').fill(addDays(firstDay, 2));
    await form.getByLabel('Note').fill('Fender replacement');
    await form.getByRole('button', { name: 'Add block' }).click();
    await expectToast(page, 'Block added', 'Service Zone 3 is blocked for those days.');

    const blocks = calendar.getByRole('region', { name: 'Blocks on Service Zone 3' });
    const removeButton = blocks.getByRole('button', { name: `Remove block: Maintenance from ${formatStayDate(firstDay)}` });
    await expect(removeButton).toBeVisible();
    await expect(blocks).toContainText('Fender replacement');
    await expect(calendar.getByRole('cell', { name: /Maintenance/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await removeButton.click();
    await expectToast(page, 'Block removed');
    await expect(removeButton).toHaveCount(0);
  });
});
