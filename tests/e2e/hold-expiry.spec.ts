import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createReservation, openCheckout } from './support/test-reservation.ts';

// Runs against the server whose holds last one minute (see playwright.config.ts).
test.describe('a hold that runs out in the checkout', () => {
  test('the checkout counts down, then says plainly the hold expired and offers to reserve again', async ({ page }) => {
    test.setTimeout(150_000);
    const reservation = await createReservation(page);
    await openCheckout(page, reservation.id);
    await expect(page.getByTestId('hold-time-left')).toContainText('(1 minute left)');
    await expect(page.getByRole('status').filter({ hasText: 'left on your hold' })).toHaveText('1 minute left on your hold.');

    const expired = page.getByRole('heading', { name: 'Your hold has expired' });
    await expect(expired).toBeVisible({ timeout: 75_000 });
    await expect(expired).toBeFocused();
    await expect(page.getByRole('list', { name: 'Checkout progress' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Generate Lease' })).toHaveCount(0);
    await expect(page.locator('main')).toContainText('Nothing was charged.');
    const again = page.getByRole('link', { name: 'Reserve again with the same details' });
    await expect(again).toHaveAttribute('href', `/berths?rebook=${reservation.id}`);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // On a later visit the server's answer says the same.
    await openCheckout(page, reservation.id);
    await expect(expired).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Berth Checkout');
    await expect(page.locator('main')).toContainText('this reservation no longer holds the berth');
    await expect(again).toBeVisible();
  });
});
