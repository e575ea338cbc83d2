import { expect, test } from '@playwright/test';
import { waitForMail } from './support/mailbox.ts';
import { createReservation, uniqueContactEmail } from './support/test-reservation.ts';

test.describe('resuming a hold from its email', () => {
  test('the emailed link opens the checkout in a fresh browser, which then holds the reservation', async ({ page, browser }) => {
    const contactEmail = uniqueContactEmail('resume');
    const reservation = await createReservation(page, { contactEmail });
    const mail = await waitForMail({ to: contactEmail, subject: reservation.reservationNumber });
    const link = mail.links.find((href) => href.includes('/berth-checkout?'));
    expect(link, mail.text).toBeDefined();
    const resumeUrl = new URL(link ?? '');
    expect(resumeUrl.searchParams.get('reservationId')).toBe(reservation.id);
    expect(resumeUrl.searchParams.get('resume')).toMatch(/\S{20,}/);

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    const answer = await other.request.get(`${resumeUrl.pathname}${resumeUrl.search}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe(`/berth-checkout?reservationId=${reservation.id}`);
    expect(answer.headers()['referrer-policy']).toBe('no-referrer');
    expect(answer.headers()['set-cookie']).toContain('berth_checkout=');

    const thirdBrowser = await browser.newContext();
    const visitor = await thirdBrowser.newPage();
    await visitor.goto(`${resumeUrl.pathname}${resumeUrl.search}`);
    await expect(visitor).toHaveURL(`/berth-checkout?reservationId=${reservation.id}`);
    await expect(visitor.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(visitor.locator('#checkout-step-heading')).toHaveText('Lessee details');
    await expect(visitor.getByTestId('hold-time-left')).toContainText(/\(\d+ minutes? left\)/);
    // The browser now holds the reservation: a plain reload finds it without the token.
    await visitor.reload();
    await expect(visitor.locator('#checkout-step-heading')).toHaveText('Lessee details');
    await fresh.close();
    await thirdBrowser.close();
  });

  test('a wrong token finds nothing, says so like any unknown reservation, and leaks no referrer', async ({ page, browser }) => {
    const reservation = await createReservation(page);
    const stranger = await browser.newContext();
    const visitor = await stranger.newPage();
    const response = await visitor.goto(`/berth-checkout?reservationId=${reservation.id}&resume=not-the-token-that-was-mailed`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Reservation not found');
    await stranger.close();
  });
});
