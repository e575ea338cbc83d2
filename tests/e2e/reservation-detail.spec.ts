import { expect, test } from '@playwright/test';
import { formatCents } from '#shared/pricing.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openHydrated } from './support/customer-portal.ts';
import { createReservation, payThroughApi, uniqueContactEmail } from './support/test-reservation.ts';

// The chart's stays get arrival days of their own (the berth chart spec books days 2 and 3).
for (const { width, chartStayInDays } of [
  { width: 1280, chartStayInDays: 4 },
  { width: 390, chartStayInDays: 5 },
]) {
  test.describe(`the reservation detail at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));

    test('opens from its row with the vessel, contact, lease and payment, declines from there, and reopens from its address', async ({
      page,
    }) => {
      test.slow();
      const reservation = await createReservation(page, { contactEmail: uniqueContactEmail(`detail-${width}`) });
      await payThroughApi(page, reservation.id);
      await signInAsStaff(page);
      await openHydrated(page, '/admin?tab=reservations');
      const list = page.getByRole('region', { name: 'Berth Reservations' });
      await list.getByLabel('Berth').selectOption({ label: reservation.berth.name });
      await list.getByLabel('Status').selectOption('pending');
      const row = list
        .getByRole('table', { name: 'Reservations, newest first' })
        .getByRole('row')
        .filter({ hasText: reservation.reservationNumber });
      await expect(row).toContainText('120 × 32 ft, 12 ft draft');

      const opener = row.getByRole('link', { name: `Details of ${reservation.reservationNumber}, ${reservation.vesselName}` });
      await opener.click();
      const detail = page.getByRole('dialog', { name: `${reservation.vesselName} · ${reservation.reservationNumber}` });
      await expect(detail).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`[?&]reservation=${reservation.id}`));
      await expect(detail).toContainText('Length120 ft');
      await expect(detail).toContainText('Beam32 ft');
      await expect(detail).toContainText('Draft12 ft');
      await expect(detail).toContainText(`Fits ${reservation.berth.name}`);
      await expect(detail.getByRole('link', { name: '(985) 555-0110' })).toHaveAttribute('href', 'tel:9855550110');
      await expect(detail.getByRole('link', { name: reservation.contactEmail })).toHaveAttribute(
        'href',
        `mailto:${reservation.contactEmail}`,
      );
      await expect(detail).toContainText('Crew change');
      await expect(detail).toContainText('Signed byRenee Guidry, Operations Manager');
      await expect(detail.getByRole('link', { name: 'Signed lease (PDF)' })).toHaveAttribute('href', /\/api\/leases\/.+\/pdf$/);
      const total = formatCents(reservation.totalCost);
      await expect(detail).toContainText(`Paid by card: ${total}`);
      await expect(detail).toContainText('No office action on this reservation yet.');
      await expect(detail).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-|UTC/);
      expect(await detail.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      await expectNoAxeViolations(page);

      await detail.getByRole('button', { name: `Decline ${reservation.reservationNumber}, ${reservation.vesselName}` }).click();
      const decline = page.getByRole('alertdialog', { name: `Decline ${reservation.reservationNumber}?` });
      await decline.getByLabel('Reason for the customer').fill('Berth under repair that week.');
      await decline.getByRole('button', { name: `Decline and refund ${total}` }).click();
      // The detail is modal, so the toast under it is hidden from the page's roles; the detail itself says it.
      await expect(detail).toContainText(`Refunded to the card: ${total}`);
      await expect(detail).toContainText(`reservation ${reservation.reservationNumber} was declined by`);
      await expect(detail).toContainText('reason: Berth under repair that week.');

      await detail.getByRole('button', { name: 'Close' }).click();
      await expect(detail).toHaveCount(0);
      await expect(page).not.toHaveURL(/[?&]reservation=/);

      await openHydrated(page, `/admin?tab=reservations&reservation=${reservation.id}`);
      await expect(detail).toContainText('Cancelled');
      await expect(detail).toContainText('Reason: Berth under repair that week.');
    });

    test('a stay on the berth chart opens its detail', async ({ page }) => {
      const reservation = await createReservation(page, {
        contactEmail: uniqueContactEmail(`chart-detail-${width}`),
        arrivalInDays: chartStayInDays,
      });
      await signInAsStaff(page);
      await openHydrated(page, '/admin?tab=reservations');
      const chart = page.getByRole('region', { name: 'Berth chart' });
      await chart.getByRole('link', { name: new RegExp(reservation.reservationNumber) }).click();
      const detail = page.getByRole('dialog', { name: `${reservation.vesselName} · ${reservation.reservationNumber}` });
      await expect(detail).toBeVisible();
      await expect(detail).toContainText(/Hold: \d+ min left: the berth is held until/);
      await expect(detail).toContainText('No card payment yet.');
      await expect(detail).toContainText('No lease yet');
    });
  });
}
