import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { startOnForms } from '#tests/e2e/support/first-use.ts';

const endpoint = '**/api/service-requests';

/**
 * React islands answer clicks only once hydrated; Astro drops the `ssr` attribute when they are. The
 * contact form hydrates as it comes into view (decision 077), the schedule form when the visitor starts
 * on it (decision 072), so the visitor's way to it is taken first.
 */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main form').scrollIntoViewIfNeeded();
  await startOnForms(page);
}

/** A control of the page's one form, found by its label (the footer has a "Company" list too). */
const field = (page: Page, label: string) => page.locator('main form').getByLabel(label);

const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notification', exact: true });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

/** Answers the request with a failure the way the API does, so the page's error path runs. */
const failWith =
  (status: number, body: string, contentType = 'application/json') =>
  (route: Route) =>
    route.fulfill({ status, contentType, body });

test.describe('contact form', () => {
  async function fillContact(page: Page) {
    await field(page, 'First Name').fill('Renee');
    await field(page, 'Last Name').fill('Guidry');
    await field(page, 'Company').fill('Guidry Offshore LLC');
    await field(page, 'Email').fill('renee@guidryoffshore.example');
    await field(page, 'Phone').fill('(985) 555-0110');
    await field(page, 'Service Needed').selectOption('Tank Cleaning');
    await field(page, 'Urgency').selectOption('priority');
    await field(page, 'Project Details').fill('Two cargo tanks on the M/V Lafitte, alongside at Port Fourchon.');
  }

  test('the page says who answers when, and its call line reads as a sentence', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('main')).not.toContainText('day or night');
    await expect(page.locator('main section').first()).toContainText(/The office answers .+\. 24\/7 emergency response/);
    await expect(page.locator('#request')).toContainText(/Call the office at \(\d{3}\) \d{3}-\d{4} or email \S+@\S+\./);
  });

  test('opens at the top of the page with nothing focused in the form', async ({ page }) => {
    await page.goto('/contact');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.locator('main form').scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(page.locator('#request form :focus')).toHaveCount(0);
    await expect(field(page, 'Urgency')).toHaveValue('standard');
    await expect(field(page, 'Urgency').locator('option:checked')).toHaveText('Standard (5-7 days)');
    await expect(field(page, 'Service Needed').locator('option')).toHaveCount(14);
  });

  test('a request is stored, confirmed with a toast and the form starts over', async ({ page }) => {
    await openHydrated(page, '/contact');
    await fillContact(page);

    // Hold the real request until the pending state has been seen, then let it through to the API.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(endpoint, async (route) => {
      await held;
      await route.continue();
    });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/service-requests'));
    await page.getByRole('button', { name: 'Submit Request' }).click();

    const pending = page.getByRole('button', { name: 'Submitting...' });
    await expect(pending).toBeDisabled();
    release();

    const response = await answer;
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({ source: 'contact', id: expect.any(String) });
    expect(response.request().postDataJSON()).toMatchObject({
      source: 'contact',
      firstName: 'Renee',
      serviceType: 'Tank Cleaning',
      urgency: 'priority',
      website: '',
    });

    const toast = toastRegion(page).getByRole('listitem');
    await expect(toast).toContainText('Request Submitted');
    await expect(toast).toContainText('Thank you for your service request. We will contact you within 24 hours.');
    await expect(field(page, 'First Name')).toHaveValue('');
    await expect(field(page, 'Project Details')).toHaveValue('');
    await expect(field(page, 'Service Needed')).toHaveValue('');
    await expect(field(page, 'Urgency')).toHaveValue('standard');
    await expect(page.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });

  test('a failed request keeps the values and shows the server’s message', async ({ page }) => {
    await openHydrated(page, '/contact');
    await page.route(endpoint, failWith(500, JSON.stringify({ message: 'Mail server down', requestId: 'x' })));
    await fillContact(page);
    await page.getByRole('button', { name: 'Submit Request' }).click();

    const toast = toastRegion(page).getByRole('listitem');
    await expect(toast).toContainText('Submission Failed');
    await expect(toast).toContainText('Mail server down');
    await expect(field(page, 'First Name')).toHaveValue('Renee');
    await expect(field(page, 'Service Needed')).toHaveValue('Tank Cleaning');
    await expect(field(page, 'Urgency')).toHaveValue('priority');
    await expect(field(page, 'Project Details')).toHaveValue(/M\/V Lafitte/);
    await expectNoAxeViolations(page);

    // A second failure replaces the first toast: one at a time.
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(toast).toHaveCount(1);
  });

  test('a failure without a server message falls back to the spec’s words', async ({ page }) => {
    await openHydrated(page, '/contact');
    await page.route(endpoint, failWith(502, 'Bad Gateway', 'text/plain'));
    await fillContact(page);
    await page.getByRole('button', { name: 'Submit Request' }).click();

    const toast = toastRegion(page).getByRole('listitem');
    await expect(toast).toContainText('Submission Failed');
    await expect(toast).toContainText('There was an error submitting your request. Please try again.');
  });

  test('the browser’s required check stops an empty form before anything is sent', async ({ page }) => {
    await openHydrated(page, '/contact');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/service-requests')) sent.push(request.url());
    });
    await page.getByRole('button', { name: 'Submit Request' }).click();

    await expect(field(page, 'First Name')).toBeFocused();
    expect(await field(page, 'First Name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    for (const label of ['Last Name', 'Company', 'Email', 'Service Needed', 'Project Details']) {
      await expect(field(page, label)).toHaveAttribute('required', '');
    }
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
    await expect(field(page, 'Phone')).toHaveAttribute('type', 'tel');
    await expect(field(page, 'Phone')).not.toHaveAttribute('required');
    expect(sent).toEqual([]);
  });

  test('what the browser lets through (only spaces) is caught with a message tied to the field', async ({ page }) => {
    await openHydrated(page, '/contact');
    await fillContact(page);
    await field(page, 'First Name').fill('   ');
    await page.getByRole('button', { name: 'Submit Request' }).click();

    const firstName = field(page, 'First Name');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('First name is required');
    await expect(firstName).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('the honeypot is out of sight and out of the tab order', async ({ page }) => {
    await openHydrated(page, '/contact');
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(await trap.evaluate((input) => getComputedStyle(input).display)).not.toBe('none');
    const box = await trap.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
  });
});

test.describe('scheduling form', () => {
  async function fillSchedule(page: Page) {
    await field(page, 'First Name').fill('Marcus');
    await field(page, 'Last Name').fill('Theriot');
    await field(page, 'Company').fill('Theriot Marine Transport');
    await field(page, 'Email').fill('dispatch@theriotmarine.example');
    await field(page, 'Service Type').selectOption('Crew Changes');
    await field(page, 'Project Details').fill('Crew change for 12 on the OSV Grand Isle, dockside.');
    await field(page, 'Urgency').selectOption('high');
    await field(page, 'Preferred Date').fill('2030-06-14');
    await field(page, 'Preferred Time').selectOption('7:00 AM');
    await field(page, 'Estimated Duration').selectOption('Half day');
    await field(page, 'Location').fill('Port Fourchon, Slip 12');
  }

  test('offers the spec’s lists and defaults', async ({ page }) => {
    await openHydrated(page, '/schedule');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule Marine Services');
    await expect(field(page, 'Service Type').locator('option')).toHaveCount(12);
    await expect(field(page, 'Urgency')).toHaveValue('standard');
    await expect(field(page, 'Urgency').locator('option')).toHaveText(['Low', 'Standard', 'High', 'Emergency']);
    const times = field(page, 'Preferred Time').locator('option');
    await expect(times).toHaveCount(13);
    await expect(times.nth(1)).toHaveText('6:00 AM');
    await expect(times.last()).toHaveText('5:00 PM');
    await expect(field(page, 'Estimated Duration').locator('option')).toHaveText([
      'Not sure',
      '1 hour',
      '2 hours',
      '3 hours',
      '4 hours',
      'Half day',
      'Full day',
      'Multiple days',
    ]);
    await expect(field(page, 'Preferred Date')).toHaveAttribute('type', 'date');
  });

  test('shows the spec’s messages under the fields and focuses the first one', async ({ page }) => {
    await openHydrated(page, '/schedule');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/service-requests')) sent.push(request.url());
    });
    await page.getByRole('button', { name: 'Schedule Service' }).click();

    const expected: [string, string][] = [
      ['First Name', 'First name is required'],
      ['Last Name', 'Last name is required'],
      ['Company', 'Company name is required'],
      ['Email', 'Please enter a valid email address'],
      ['Service Type', 'Please select a service type'],
      ['Project Details', 'Please provide at least 10 characters of project details'],
    ];
    for (const [label, message] of expected) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, label)).toHaveAccessibleDescription(message);
    }
    await expect(field(page, 'First Name')).toBeFocused();
    await expectNoAxeViolations(page);

    await fillSchedule(page);
    await field(page, 'Email').fill('marcus@theriot');
    await field(page, 'Project Details').fill('Crew.');
    await page.getByRole('button', { name: 'Schedule Service' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please provide at least 10 characters of project details')).toBeVisible();
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await expect(field(page, 'Email')).toBeFocused();
    expect(sent).toEqual([]);
  });

  test("a preferred date before today is refused in the form with the server's message", async ({ page }) => {
    await openHydrated(page, '/schedule');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/service-requests')) sent.push(request.url());
    });
    await fillSchedule(page);
    await field(page, 'Preferred Date').fill('2025-01-05');
    await page.getByRole('button', { name: 'Schedule Service' }).click();
    await expect(field(page, 'Preferred Date')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Preferred Date')).toHaveAccessibleDescription('Choose today or a later date');
    await expect(field(page, 'Preferred Date')).toBeFocused();
    expect(sent).toEqual([]);
  });

  test('a request leads to the confirmation, then another request or home', async ({ page }) => {
    await openHydrated(page, '/schedule');
    await fillSchedule(page);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/service-requests'));
    await page.getByRole('button', { name: 'Schedule Service' }).click();

    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      source: 'schedule',
      serviceType: 'Crew Changes',
      urgency: 'high',
      preferredDate: '2030-06-14',
      preferredTime: '7:00 AM',
      duration: 'Half day',
      location: 'Port Fourchon, Slip 12',
    });

    const confirmation = page.getByRole('heading', { name: 'Service Request Received' });
    await expect(confirmation).toBeFocused();
    await expect(page.getByRole('link', { name: '(985) 555-0199' }).first()).toHaveAttribute('href', 'tel:+19855550199');
    const toast = toastRegion(page).getByRole('listitem');
    await expect(toast).toContainText('Service Request Scheduled');
    await expect(toast).toContainText("We'll contact you within 24 hours to confirm your appointment.");
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Schedule Another Service' }).click();
    await expect(field(page, 'First Name')).toHaveValue('');
    await expect(field(page, 'First Name')).toBeFocused();
    await expect(field(page, 'Location')).toHaveValue('');
    await expect(field(page, 'Urgency')).toHaveValue('standard');

    await fillSchedule(page);
    await page.getByRole('button', { name: 'Schedule Service' }).click();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a failed request shows the error toast and keeps the values', async ({ page }) => {
    await openHydrated(page, '/schedule');
    await page.route(endpoint, failWith(500, JSON.stringify({ message: 'Internal error', requestId: 'x' })));
    await fillSchedule(page);
    await page.getByRole('button', { name: 'Schedule Service' }).click();

    const toast = toastRegion(page).getByRole('listitem');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('Failed to submit request. Please try again.');
    await expect(field(page, 'Location')).toHaveValue('Port Fourchon, Slip 12');
    await expect(field(page, 'Preferred Time')).toHaveValue('7:00 AM');
    await expect(page.getByRole('button', { name: 'Schedule Service' })).toBeEnabled();
  });
});

test.describe('toasts', () => {
  test('the toast area answers F8 and a toast closes with its button', async ({ page }) => {
    await openHydrated(page, '/contact');
    await page.route(endpoint, failWith(500, JSON.stringify({ message: 'Mail server down' })));
    await field(page, 'First Name').fill('Renee');
    await field(page, 'Last Name').fill('Guidry');
    await field(page, 'Company').fill('Guidry Offshore LLC');
    await field(page, 'Email').fill('renee@guidryoffshore.example');
    await field(page, 'Service Needed').selectOption('Other');
    await field(page, 'Project Details').fill('Rigging survey.');
    await page.getByRole('button', { name: 'Submit Request' }).click();

    const region = toastRegion(page);
    await expect(region.getByRole('listitem')).toContainText('Mail server down');
    await page.keyboard.press('F8');
    await expect(region.getByRole('list')).toBeFocused();
    await region.getByRole('button', { name: 'Close' }).click();
    await expect(region.getByRole('listitem')).toHaveCount(0);
  });

  test('a flash message from the previous page shows once, then never again', async ({ page }) => {
    await page.goto('/about');
    // What setFlashToast (site/lib/flash.ts) stores before navigating away.
    await page.evaluate(() =>
      sessionStorage.setItem(
        'flash-toast',
        JSON.stringify({ title: 'Quote Request Submitted!', description: 'Your request Q-2025-000042 was submitted.' }),
      ),
    );
    await page.goto('/');

    const flash = page.getByRole('status', { name: 'Notification' });
    await expect(flash).toContainText('Quote Request Submitted!');
    await expect(flash).toContainText('Your request Q-2025-000042 was submitted.');
    await expectNoAxeViolations(page);
    // Gone by itself after 5 seconds.
    await expect(flash.getByText('Quote Request Submitted!')).toBeHidden({ timeout: 7_000 });

    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByText('Quote Request Submitted!')).toHaveCount(0);
  });

  test("on a phone the flash message leaves the home hero's buttons uncovered", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/about');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'flash-toast',
        JSON.stringify({ title: 'Quote Request Submitted!', description: 'Your request Q-2026-000042 was submitted.' }),
      ),
    );
    await page.goto('/');
    const flash = page.getByRole('status', { name: 'Notification' });
    await expect(flash).toContainText('Quote Request Submitted!');
    const toastBox = await flash.boundingBox();
    for (const button of await page.locator('main section').first().getByRole('link').all()) {
      const box = await button.boundingBox();
      if (!toastBox || !box) continue;
      const overlaps = box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height;
      expect(overlaps, `the toast covers "${await button.textContent()}"`).toBe(false);
    }
  });

  test('a flash message closes with its button or Escape', async ({ page }) => {
    const setFlash = () => sessionStorage.setItem('flash-toast', JSON.stringify({ title: 'Saved' }));
    await page.goto('/about');
    await page.evaluate(setFlash);
    await page.goto('/services');
    const flash = page.getByRole('status', { name: 'Notification' });
    await flash.getByRole('button', { name: 'Close' }).click();
    await expect(flash.getByText('Saved')).toHaveCount(0);

    await page.evaluate(setFlash);
    await page.goto('/specialists');
    await expect(flash.getByText('Saved')).toBeVisible();
    await page.keyboard.press('F8');
    await expect(flash).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(flash.getByText('Saved')).toHaveCount(0);
  });
});

test('a request carries where the visitor first and last came from', async ({ page }) => {
  await page.goto('/?utm_source=google&utm_campaign=spring');
  await page.goto('/services');
  await page.goto('/about?utm_source=newsletter&utm_medium=email');
  await openHydrated(page, '/contact');

  await field(page, 'First Name').fill('Renee');
  await field(page, 'Last Name').fill('Guidry');
  await field(page, 'Company').fill('Guidry Offshore LLC');
  await field(page, 'Email').fill('renee@guidryoffshore.example');
  await field(page, 'Service Needed').selectOption('Crew Changes');
  await field(page, 'Project Details').fill('Crew change for 8 next Tuesday.');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/service-requests'));
  await page.getByRole('button', { name: 'Submit Request' }).click();

  const { attribution } = (await sent).postDataJSON();
  expect(attribution.firstTouch).toMatchObject({ utmSource: 'google', utmCampaign: 'spring', landingPage: '/' });
  expect(attribution.lastTouch).toMatchObject({ utmSource: 'newsletter', utmMedium: 'email', landingPage: '/about' });
  await expect(toastRegion(page).getByRole('listitem')).toContainText('Request Submitted');
});

for (const width of [1280, 390]) {
  test.describe(`at ${width}px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ['/contact', '/schedule']) {
      test(`${path} has no axe violations and does not scroll sideways`, async ({ page }) => {
        await openHydrated(page, path);
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}
