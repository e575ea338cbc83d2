import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { createReservation, fillLeaseInfo, openCheckout, vesselName } from './support/test-reservation.ts';

const stepHeading = (page: Page) => page.locator('#checkout-step-heading');
const currentStep = (page: Page) => page.getByRole('list', { name: 'Checkout progress' }).locator('[aria-current="step"]');
const toast = (page: Page) => page.getByRole('region', { name: 'Notification', exact: true }).getByRole('listitem');

async function expectStep(page: Page, label: string, heading: string) {
  await expect(stepHeading(page)).toHaveText(heading);
  await expect(currentStep(page)).toContainText(label);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

async function generateLease(page: Page) {
  await fillLeaseInfo(page);
  await page.getByRole('button', { name: 'Generate Lease' }).click();
  await expectStep(page, 'Review', 'Review the lease');
}

async function signLease(page: Page) {
  await page.getByRole('button', { name: 'Agree and continue to sign' }).click();
  await expectStep(page, 'Sign', 'Sign the lease');
  await page.getByLabel('Signer name').fill('Renee Guidry');
  await page.getByLabel('Signer title').fill('Operations Manager');
  await page.getByLabel('Signature').fill('Renee Guidry');
  await page.getByRole('button', { name: 'Sign Lease' }).click();
  await expectStep(page, 'Payment', 'Payment');
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/** Answers with a failure the way the API does, so the page's error path runs. */
const failWith = (status: number, message?: string) => (route: Route) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    body: JSON.stringify(message ? { message, code: 'x', requestId: 'test' } : { requestId: 'test' }),
  });

/** Console errors other than the browser's own note about a failed request (a 402 decline, a forced 500). */
function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('berth checkout', () => {
  test('a visitor fills in the lease, reviews it, signs, is declined, pays and downloads the signed lease', async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    const stripeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('stripe.com')) stripeRequests.push(request.url());
    });
    const reservation = await createReservation(page);
    await openCheckout(page, reservation.id);

    await expectStep(page, 'Lease Info', 'Lessee details');
    const summary = page.getByRole('region', { name: 'Your reservation' });
    await expect(summary).toContainText(reservation.berth.name);
    await expect(summary).toContainText(vesselName);
    await expect(summary).toContainText('3 days');
    await expect(summary).toContainText('$360.00');
    await expect(page.getByText('renee@guidryoffshore.example')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Berths' })).toHaveAttribute('href', '/berths');
    await expect(page.getByTestId('hold-time-left')).toContainText(/Your berth is held until .+ \((60|59) minutes left\)\./);

    await fillLeaseInfo(page);
    const generate = page.getByRole('button', { name: 'Generate Lease' });
    await generate.click();
    await expectStep(page, 'Review', 'Review the lease');
    await expect(stepHeading(page)).toBeFocused();
    await expect(page.getByRole('list', { name: 'Checkout progress' })).toBeInViewport();
    const leaseText = page.getByRole('region', { name: /Berth lease agreement/ });
    await expect(leaseText).toContainText(vesselName);
    await expect(leaseText).toContainText(/named storm/i);
    await expect(leaseText).toContainText('Galliano');
    await expect(page.getByRole('list', { name: 'Checkout progress' }).getByRole('listitem').first()).toContainText('(completed)');

    await page.getByRole('button', { name: 'Agree and continue to sign' }).click();
    await expectStep(page, 'Sign', 'Sign the lease');
    const sign = page.getByRole('button', { name: 'Sign Lease' });
    await expect(sign).toBeDisabled();
    await expect(page.getByLabel('Signer name')).toHaveValue('Renee Guidry');
    await page.getByLabel('Signer name').fill('Renee Guidry');
    await expect(sign).toBeDisabled();
    await page.getByLabel('Signer title').fill('Operations Manager');
    await expect(sign).toBeDisabled();
    await page.getByLabel('Signature').fill('   ');
    await expect(sign).toBeDisabled();
    await page.getByLabel('Signature').fill('Renee Guidry');
    await expect(sign).toBeEnabled();
    await sign.click();

    await expectStep(page, 'Payment', 'Payment');
    await expect(page.getByText('Test mode — no real charge.')).toBeVisible();
    const cardNumber = page.getByLabel('Card number');
    await expect(cardNumber).toHaveAttribute('inputmode', 'numeric');
    await expect(cardNumber).toHaveAttribute('autocomplete', 'cc-number');
    await expect(page.getByRole('button', { name: 'Pay $360.00' })).toBeVisible();

    await payWith(page, '4000 0000 0000 0002');
    await expect(toast(page)).toContainText('Payment Failed');
    await expect(toast(page)).toContainText('Your card was declined.');
    await expectStep(page, 'Payment', 'Payment');
    await expect(cardNumber).toHaveValue('4000 0000 0000 0002');

    await payWith(page, '4242424242424242');
    await expectStep(page, 'Complete', 'Reservation complete');
    const details = page.locator('main dl').first();
    await expect(details).toContainText(reservation.reservationNumber);
    await expect(details).toContainText(vesselName);
    await expect(details).toContainText('$360.00');
    await expect(details).toContainText('Pending approval');
    const next = page.getByRole('region', { name: 'What happens next' });
    await expect(next).toContainText('approves it within one business day');
    await expect(next).toContainText('certificate of insurance for liability cover of at least $1,000,000 per occurrence');
    await expect(next).toContainText('crew list');
    await expect(page.getByTestId('hold-time-left')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Return to Berths' })).toHaveAttribute('href', '/berths');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download signed lease (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const stored = await (await page.request.get(`/api/berth-reservations/${reservation.id}`)).json();
    expect(stored).toMatchObject({ paymentStatus: 'paid', paidAmount: reservation.totalCost, status: 'pending' });
    expect(stripeRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a reload at any step reopens the step the reservation has reached', async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    const reservation = await createReservation(page);
    await openCheckout(page, reservation.id);
    await page.reload();
    await expectStep(page, 'Lease Info', 'Lessee details');

    await generateLease(page);
    await page.reload();
    await expectStep(page, 'Review', 'Review the lease');
    await expect(page).toHaveURL(`/berth-checkout?reservationId=${reservation.id}`);

    // Editing starts from what the draft says; Sign has nothing stored yet, so a reload there is back at Review.
    await page.getByRole('button', { name: 'Edit Lease Info' }).click();
    await expectStep(page, 'Lease Info', 'Lessee details');
    await expect(page.getByLabel('City')).toHaveValue('Galliano');
    await page.getByLabel('Special terms (optional)').fill('Fuel by truck at the berth.');
    await page.getByRole('button', { name: 'Generate Lease' }).click();
    await expect(page.getByRole('region', { name: /Berth lease agreement/ })).toContainText('Fuel by truck at the berth.');
    await page.getByRole('button', { name: 'Agree and continue to sign' }).click();
    await expectStep(page, 'Sign', 'Sign the lease');
    await page.reload();
    await expectStep(page, 'Review', 'Review the lease');

    await signLease(page);
    await page.reload();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expectStep(page, 'Payment', 'Payment');
    await expect(page.getByLabel('Card number')).toBeVisible();

    await payWith(page, '4242424242424242');
    await expectStep(page, 'Complete', 'Reservation complete');
    await page.reload();
    await expectStep(page, 'Complete', 'Reservation complete');
    await expect(page.getByRole('link', { name: 'Download signed lease (PDF)' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('until the form’s code is here Generate Lease says Loading… and is disabled, so the form cannot be sent off the page', async ({
    page,
  }) => {
    const reservation = await createReservation(page);
    const html = await (await page.request.get(`/berth-checkout?reservationId=${reservation.id}`)).text();
    expect(html).toMatch(/<button type="submit" disabled="" aria-busy="true"[^>]*>(?:(?!<\/button>).)*Loading…<\/button>/);
    await openCheckout(page, reservation.id);
    // The form's code comes on first use (decision 074): pointing at the form is enough.
    await page.getByLabel('Street address').hover();
    await expect(page.getByRole('button', { name: 'Generate Lease' })).toBeEnabled();
  });

  test('another browser, without the checkout cookie, is told the reservation is not found', async ({ page, browser }) => {
    const reservation = await createReservation(page);
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    const response = await strangerPage.goto(`/berth-checkout?reservationId=${reservation.id}`);
    expect(response?.status()).toBe(404);
    await expect(strangerPage.getByRole('heading', { level: 1 })).toHaveText('Reservation not found');
    await expect(strangerPage.getByRole('link', { name: 'Return to Berths' })).toHaveAttribute('href', '/berths');
    await expect(strangerPage.locator('#checkout-step-heading')).toHaveCount(0);
    await expectNoAxeViolations(strangerPage);
    await stranger.close();
  });

  test('an unknown reservation id is not found either', async ({ page }) => {
    const response = await page.goto('/berth-checkout?reservationId=00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reservation not found');
  });

  test('without a reservation id the visitor is sent to /berths', async ({ page }) => {
    const response = await page.request.get('/berth-checkout', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/berths');
    await page.goto('/berth-checkout');
    await expect(page).toHaveURL('/berths');
  });

  test('the page is private, kept out of search, and only it lets Stripe Elements load', async ({ page }) => {
    const reservation = await createReservation(page);
    const response = await page.goto(`/berth-checkout?reservationId=${reservation.id}`);
    const headers = response?.headers() ?? {};
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['content-security-policy']).toContain('https://js.stripe.com');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const otherPage = await page.request.get('/contact');
    expect(otherPage.headers()['content-security-policy']).not.toContain('stripe.com');
  });
});

test.describe('berth checkout failures', () => {
  test('a failed lease generation keeps the form and says so, with the server’s reason', async ({ page }) => {
    const reservation = await createReservation(page);
    await openCheckout(page, reservation.id);
    await page.route('**/generate-lease', failWith(500, 'Lease template unavailable'));
    await fillLeaseInfo(page);
    await page.getByRole('button', { name: 'Generate Lease' }).click();
    await expect(toast(page)).toContainText('Failed to generate lease agreement');
    await expect(toast(page)).toContainText('Lease template unavailable');
    await expectStep(page, 'Lease Info', 'Lessee details');
    await expect(page.getByLabel('Street address')).toHaveValue('100 Bayou Rd');

    await page.unroute('**/generate-lease');
    await page.getByRole('button', { name: 'Generate Lease' }).click();
    await expectStep(page, 'Review', 'Review the lease');
    // The failure belonged to the step just left: it does not linger over the next one.
    await expect(toast(page)).toHaveCount(0);
  });

  test('the Lease Info form shows the schema’s messages for fields left blank with spaces', async ({ page }) => {
    const reservation = await createReservation(page);
    await openCheckout(page, reservation.id);
    await fillLeaseInfo(page);
    await page.getByLabel('City').fill('   ');
    await page.getByRole('button', { name: 'Generate Lease' }).click();
    await expect(page.getByLabel('City')).toHaveAccessibleDescription('City is required');
    await expect(page.getByLabel('City')).toBeFocused();
  });

  test('a failed signature says "Failed to sign lease" and stays on Sign', async ({ page }) => {
    const reservation = await createReservation(page);
    await openCheckout(page, reservation.id);
    await generateLease(page);
    await page.route('**/api/leases/*/sign', failWith(500));
    await page.getByRole('button', { name: 'Agree and continue to sign' }).click();
    await page.getByLabel('Signer name').fill('Renee Guidry');
    await page.getByLabel('Signer title').fill('Operations Manager');
    await page.getByLabel('Signature').fill('Renee Guidry');
    await page.getByRole('button', { name: 'Sign Lease' }).click();
    await expect(toast(page)).toContainText('Failed to sign lease');
    await expectStep(page, 'Sign', 'Sign the lease');
    await expect(page.getByLabel('Signature')).toHaveValue('Renee Guidry');
    await expect(page.getByRole('button', { name: 'Sign Lease' })).toBeEnabled();
  });

  test('a failed payment setup says so and can be retried', async ({ page }) => {
    const reservation = await createReservation(page);
    await openCheckout(page, reservation.id);
    await generateLease(page);
    await page.route('**/create-payment-intent', failWith(500, 'Internal error'));
    await signLease(page);
    await expect(toast(page)).toContainText('Payment Setup Failed');
    await expect(toast(page)).toContainText('Unable to setup payment processing');
    await expect(page.getByLabel('Card number')).toHaveCount(0);

    await page.unroute('**/create-payment-intent');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
  });

  test('when card payment is switched off the server’s reason is shown', async ({ page }) => {
    const reservation = await createReservation(page);
    await openCheckout(page, reservation.id);
    await generateLease(page);
    await page.route('**/create-payment-intent', failWith(503, 'Card payment is not available right now. Please call the harbor office.'));
    await signLease(page);
    await expect(toast(page)).toContainText('Payment Setup Failed');
    await expect(toast(page)).toContainText('Card payment is not available right now. Please call the harbor office.');
    await expect(page.locator('main')).toContainText('Card payment is not available right now.');
  });

  test('a payment the server could not record says so and can be recorded again', async ({ page }) => {
    const reservation = await createReservation(page);
    await openCheckout(page, reservation.id);
    await generateLease(page);
    await signLease(page);
    await page.route('**/confirm-payment', failWith(500));
    await payWith(page, '4242424242424242');
    await expect(toast(page)).toContainText('Payment Confirmation Failed');
    await expect(toast(page)).toContainText('Payment processed but confirmation failed. Please contact support.');
    await expect(page.getByLabel('Card number')).toHaveCount(0);

    await page.unroute('**/confirm-payment');
    await page.getByRole('button', { name: 'Record payment again' }).click();
    await expectStep(page, 'Complete', 'Reservation complete');
  });

  test('a lease written again in another tab is not signed: Review reopens with the new text, then signing goes through', async ({
    page,
  }) => {
    const reservation = await createReservation(page);
    await openCheckout(page, reservation.id);
    await generateLease(page);
    await page.getByRole('button', { name: 'Agree and continue to sign' }).click();
    await expectStep(page, 'Sign', 'Sign the lease');

    // The other tab: the same browser writes the lease again with other special terms.
    const baseURL = test.info().project.use.baseURL ?? '';
    const rewritten = await page.request.post(`/api/berth-reservations/${reservation.id}/generate-lease`, {
      headers: { Origin: baseURL },
      data: {
        lesseeAddress: '100 Bayou Rd',
        lesseeCity: 'Galliano',
        lesseeState: 'LA',
        lesseeZip: '70354',
        specialTerms: 'Fuel at cost plus 5%.',
      },
    });
    expect(rewritten.ok(), await rewritten.text()).toBe(true);

    const signing = page.waitForRequest('**/api/leases/*/sign');
    await page.getByLabel('Signer title').fill('Operations Manager');
    await page.getByLabel('Signature').fill('Renee Guidry');
    await page.getByRole('button', { name: 'Sign Lease' }).click();
    expect((await signing).postDataJSON()).toMatchObject({ leaseTextSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });

    await expectStep(page, 'Review', 'Review the lease');
    await expect(page.locator('main')).toContainText('The lease changed since you reviewed it.');
    await expect(page.getByRole('region', { name: /Berth lease agreement/ })).toContainText('Fuel at cost plus 5%.');
    await expect(toast(page)).toHaveCount(0);

    await signLease(page);
    const stored = await (await page.request.get(`/api/berth-reservations/${reservation.id}`)).json();
    expect(stored.lease).toMatchObject({ status: 'signed', specialTerms: 'Fuel at cost plus 5%.' });
  });
});

/**
 * A stand-in for Stripe.js, served in place of https://js.stripe.com (unreachable offline): just
 * enough of Stripe() and Elements for the Payment Element to mount and `confirmPayment` to answer.
 * The first confirmation is declined, the next ones succeed; each call's options are kept.
 */
const fakeStripeJs = `
  window.__confirmPaymentCalls = [];
  window.Stripe = function Stripe(publishableKey) {
    const element = {
      mount(node) {
        const target = typeof node === 'string' ? document.querySelector(node) : node;
        target.innerHTML = '<p>Stripe card field for ' + publishableKey + '</p>';
      },
      on() { return element; }, off() { return element; },
      update() {}, destroy() {}, unmount() {}, focus() {}, blur() {}, clear() {}, collapse() {},
    };
    const elements = {
      create() { return element; }, getElement() { return element; }, update() {},
      fetchUpdates() { return Promise.resolve({}); }, submit() { return Promise.resolve({}); },
    };
    return {
      elements() { return elements; },
      createToken() {}, createPaymentMethod() {}, confirmCardPayment() {},
      confirmPayment(options) {
        window.__confirmPaymentCalls.push({ redirect: options.redirect, hasElements: options.elements === elements });
        return Promise.resolve(window.__confirmPaymentCalls.length === 1
          ? { error: { type: 'card_error', message: 'Your card has insufficient funds.' } }
          : { paymentIntent: { id: 'pi_stripe_mode', status: 'succeeded' } });
      },
    };
  };
  window.Stripe.version = 'endive';
`;

test.describe('Stripe mode (Stripe.js stood in for, the API answering in Stripe mode)', () => {
  async function reachStripePayment(page: Page) {
    const reservation = await createReservation(page);
    await page.route('**/create-payment-intent', (route) =>
      route.fulfill({
        json: {
          mode: 'stripe',
          clientSecret: 'pi_stripe_mode_secret_test',
          paymentIntentId: 'pi_stripe_mode',
          amount: reservation.totalCost,
          publishableKey: 'pk_test_checkout',
        },
      }),
    );
    await openCheckout(page, reservation.id);
    await generateLease(page);
    await signLease(page);
    return reservation;
  }

  test('the card is taken by the Payment Element, a decline shows Stripe’s message, success completes', async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: fakeStripeJs }));
    const reservation = await reachStripePayment(page);
    const stored = await (await page.request.get(`/api/berth-reservations/${reservation.id}`)).json();
    await page.route('**/confirm-payment', (route) =>
      route.fulfill({
        json: { reservation: { ...stored, paymentStatus: 'paid', paidAmount: stored.totalCost, paidAt: new Date().toISOString() } },
      }),
    );

    await expect(page.getByText('Stripe card field for pk_test_checkout')).toBeVisible();
    await expect(page.getByText('Test mode — no real charge.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Pay $360.00' }).click();
    await expect(toast(page)).toContainText('Payment Failed');
    await expect(toast(page)).toContainText('Your card has insufficient funds.');
    await expectStep(page, 'Payment', 'Payment');

    const confirming = page.waitForRequest('**/confirm-payment');
    await page.getByRole('button', { name: 'Pay $360.00' }).click();
    expect((await confirming).postDataJSON()).toEqual({ paymentIntentId: 'pi_stripe_mode' });
    await expectStep(page, 'Complete', 'Reservation complete');
    expect(await page.evaluate(() => (window as unknown as { __confirmPaymentCalls: unknown[] }).__confirmPaymentCalls)).toEqual([
      { redirect: 'if_required', hasElements: true },
      { redirect: 'if_required', hasElements: true },
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('when Stripe.js cannot be loaded the payment setup fails with the spec’s words', async ({ page }) => {
    await page.route('https://js.stripe.com/**', (route) => route.abort());
    await reachStripePayment(page);
    await expect(toast(page)).toContainText('Payment Setup Failed');
    await expect(toast(page)).toContainText('Unable to setup payment processing');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  // A 390 px wide phone's page area, under the browser's own address and tool bars.
  test.use({ viewport: { width: 390, height: 740 } });

  test('the step indicator shows on opening, without scrolling past the page heading', async ({ page }) => {
    const reservation = await createReservation(page);
    await openCheckout(page, reservation.id);
    await expect(page.getByRole('list', { name: 'Checkout progress' })).toBeInViewport({ ratio: 1 });
  });
});

for (const width of [1280, 390]) {
  test.describe(`at ${width}px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('axe finds no violations at any step', async ({ page }) => {
      const reservation = await createReservation(page);
      await openCheckout(page, reservation.id);
      await expectNoAxeViolations(page);

      await generateLease(page);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Agree and continue to sign' }).click();
      await page.getByLabel('Signer name').fill('Renee Guidry');
      await expectNoAxeViolations(page);
      await page.getByLabel('Signer title').fill('Operations Manager');
      await page.getByLabel('Signature').fill('Renee Guidry');
      await page.getByRole('button', { name: 'Sign Lease' }).click();
      await expect(page.getByLabel('Card number')).toBeVisible();
      await expectNoAxeViolations(page);

      await payWith(page, '4242424242424242');
      await expectStep(page, 'Complete', 'Reservation complete');
      await expectNoAxeViolations(page);
    });

    test('nothing spills past the edge of the screen', async ({ page }) => {
      const reservation = await createReservation(page);
      await openCheckout(page, reservation.id);
      await generateLease(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
    });
  });
}
