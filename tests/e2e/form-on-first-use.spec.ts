import { expect, test, type Page } from '@playwright/test';
import { expectToast, openHydrated, registerClient } from './support/client-portal.ts';
import { createReservation, openCheckout } from './support/test-reservation.ts';

// The client dashboard's Send a message form is not on the page's first load: its code (zod,
// react-hook-form) comes when the person first uses the form (decision 074). Until it is here the
// fields take typing and the button says Loading…; then nothing typed is lost and the form sends.

const messageForm = (page: Page) => page.getByRole('form', { name: 'Send a message' });
const formChunk = /\/_astro\/MessageForm\.[\w-]+\.js$/;
const leaseInfoChunk = /\/_astro\/LeaseInfoStep\.[\w-]+\.js$/;

/** Holds the form's code back until `release()`, as on a slow connection; counts its requests. */
async function holdFormCode(page: Page, chunk = formChunk) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested: string[] = [];
  await page.route(chunk, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

test('a message typed while the form’s code is on its way is kept, the cursor stays, and it is sent', async ({ page }) => {
  await registerClient(page.request);
  const code = await holdFormCode(page);
  await openHydrated(page, '/client/dashboard');
  const form = messageForm(page);
  const button = form.locator('[type="submit"]');
  await expect(button).toHaveText('Loading…');
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  expect(code.requested, 'the form’s code is not part of the first load').toEqual([]);

  await form.getByLabel('Subject').pressSequentially('Ice for the Lafitte Tide');
  await form.getByLabel('Message').click();
  await form.getByLabel('Message').pressSequentially('Forty bags at the fuel dock on Friday');
  await expect.poll(() => code.requested.length, 'the form’s code was asked for once, at first use').toBe(1);
  await expect(button).toHaveText('Loading…');

  code.release();
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(form.getByLabel('Subject')).toHaveValue('Ice for the Lafitte Tide');
  await expect(form.getByLabel('Message')).toHaveValue('Forty bags at the fuel dock on Friday');
  await expect(form.getByLabel('Message')).toBeFocused();
  await page.keyboard.type(', please.');
  await expect(form.getByLabel('Message')).toHaveValue('Forty bags at the fuel dock on Friday, please.');

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Message Sent');
  const recent = page.getByRole('region', { name: 'Recent messages' }).getByRole('article');
  await expect(recent.first()).toContainText('Ice for the Lafitte Tide');
  await expect(recent.first()).toContainText('Forty bags at the fuel dock on Friday, please.');
  await expect(form.getByLabel('Subject')).toHaveValue('');
});

test('Send pressed before the form’s code is here is kept: the form checks once it is', async ({ page }) => {
  await registerClient(page.request);
  const code = await holdFormCode(page);
  await openHydrated(page, '/client/dashboard');
  const form = messageForm(page);
  // A person on a touch screen presses the button that still says Loading… (a click cannot reach a disabled button).
  await form.locator('[type="submit"]').click({ force: true });
  await expect.poll(() => code.requested.length).toBe(1);

  code.release();
  await expectToast(page, 'Missing Information', 'Please enter both subject and message');
  await expect(form.getByLabel('Subject')).toBeFocused();
  await expect(form.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');
});

test('Lease Info typed while the form’s code is on its way is kept, and the lease is generated', async ({ page }) => {
  const reservation = await createReservation(page);
  const code = await holdFormCode(page, leaseInfoChunk);
  await openCheckout(page, reservation.id);
  const form = page.locator('form', { has: page.getByLabel('Street address') });
  const button = form.locator('[type="submit"]');
  await expect(button).toHaveText('Loading…');
  await expect(button).toBeDisabled();
  expect(code.requested, 'the form’s code is not part of the checkout’s first load').toEqual([]);

  await form.getByLabel('Street address').pressSequentially('100 Bayou Rd');
  await form.getByLabel('City').click();
  await form.getByLabel('City').pressSequentially('Galliano');
  await expect.poll(() => code.requested.length, 'the form’s code was asked for once, at first use').toBe(1);
  // Generate Lease pressed on a touch screen while it still says Loading…: the press is kept.
  await button.click({ force: true });
  await expect(button).toHaveText('Loading…');

  code.release();
  await expect(form.getByLabel('Street address')).toHaveValue('100 Bayou Rd');
  await expect(form.getByLabel('City')).toHaveValue('Galliano');
  // The kept press was made: the browser's check stops at the first field still empty.
  await expect(form.getByLabel('State')).toBeFocused();
  await expect(page.locator('#checkout-step-heading')).toHaveText('Lessee details');
  await form.getByLabel('State').fill('LA');
  await form.getByLabel('ZIP code').fill('70354');
  await form.getByRole('button', { name: 'Generate Lease' }).click();
  await expect(page.locator('#checkout-step-heading')).toHaveText('Review the lease');
  await expect(page.getByRole('region', { name: /Berth lease agreement/ })).toContainText('Galliano');
});
