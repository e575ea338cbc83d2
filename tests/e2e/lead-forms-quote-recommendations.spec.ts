import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { startOnForms } from '#tests/e2e/support/first-use.ts';

const form = (page: Page) => page.getByRole('form', { name: 'Quote request' });
/** React islands answer clicks only once hydrated; the forms hydrate when the visitor starts on them. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await startOnForms(page);
}

const toast = (page: Page) => page.getByRole('region', { name: 'Notification', exact: true }).getByRole('listitem');

async function fillQuoteContact(page: Page) {
  await form(page).getByRole('textbox', { name: 'Contact name' }).fill('Danielle Guidry');
  await form(page).getByRole('textbox', { name: 'Email' }).fill('ops@example.com');
  await form(page).getByRole('textbox', { name: 'Company' }).fill('Gulf Tide Offshore');
}

const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations;

for (const width of [1280, 390]) {
  test.describe(`at ${width}px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ['/quote-request', '/recommendations']) {
      test(`axe finds no violations on ${path} before anything is entered`, async ({ page }) => {
        await open(page, path);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('quote request', () => {
  test('opens at the top of the page when reached from far down another page', async ({ page }) => {
    await open(page, '/specialists');
    const link = page.locator('#comparison a[href="/quote-request"]');
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await link.click();
    await page.waitForURL('/quote-request');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a category sets the title and fills an empty description, but never overwrites a typed one', async ({ page }) => {
    await open(page, '/quote-request');
    const description = form(page).getByRole('textbox', { name: 'Project description' });
    await page.getByRole('button', { name: /Maintenance & Repair/ }).click();
    await expect(form(page).getByRole('textbox', { name: 'Project title' })).toHaveValue('Maintenance & Repair');
    await expect(description).not.toHaveValue('');

    await description.fill('Replace two deck winch motors on our 180 ft OSV.');
    await page.getByRole('button', { name: /Fabrication & Welding/ }).click();
    await expect(form(page).getByRole('textbox', { name: 'Project title' })).toHaveValue('Fabrication & Welding');
    await expect(description).toHaveValue('Replace two deck winch motors on our 180 ft OSV.');
  });

  test("a service page's address names that service in the title, still editable; an unknown one is ignored", async ({ page }) => {
    await open(page, '/quote-request?service=tank-cleaning');
    const title = form(page).getByRole('textbox', { name: 'Project title' });
    await expect(title).toHaveValue('Tank Cleaning');
    await title.fill('Tank Cleaning, two cargo tanks');
    await expect(title).toHaveValue('Tank Cleaning, two cargo tanks');

    await open(page, '/quote-request?service=yacht-detailing');
    await expect(form(page).getByRole('textbox', { name: 'Project title' })).toHaveValue('');
  });

  test('shows the spec messages under the fields', async ({ page }) => {
    await open(page, '/quote-request');
    await form(page).getByRole('textbox', { name: 'Email' }).fill('captain');
    await form(page).getByRole('textbox', { name: 'Project description' }).fill('Too short');
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    for (const message of [
      'Contact name is required',
      'Please enter a valid email address',
      'Company name is required',
      'Project title is required',
      'Please provide at least 20 characters of project description',
    ]) {
      await expect(form(page).getByText(message)).toBeVisible();
    }
    const contactName = form(page).getByRole('textbox', { name: 'Contact name' });
    await expect(contactName).toBeFocused();
    await expect(contactName).toHaveAttribute('aria-invalid', 'true');
    await expect(contactName).toHaveAccessibleDescription('Contact name is required');
    await expect(form(page).getByRole('textbox', { name: 'Project description' })).toHaveAccessibleDescription(
      /Please provide at least 20 characters of project description/,
    );
    await expect(form(page).getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'false');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('success replaces the form with the quote number, which stays after the toast has gone', async ({ page }) => {
    await open(page, '/quote-request');
    await fillQuoteContact(page);
    await page.getByRole('button', { name: /Logistics & Supply/ }).click();
    const answered = page.waitForResponse('**/api/quotes');
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    const answer = await answered;
    expect(answer.status()).toBe(201);
    const { quoteNumber } = (await answer.json()) as { quoteNumber: string };
    expect(quoteNumber).toMatch(/^Q-\d{4}-\d{6}$/);

    await expect(toast(page)).toContainText('Quote Request Submitted!');
    await expect(toast(page)).toContainText(`Your request ${quoteNumber} has been submitted. Our team will contact you within 24 hours.`);
    await expect(page).toHaveURL(/\/quote-request$/);
    await expect(page.getByRole('heading', { name: 'Quote Request Submitted' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Your request number is' })).toContainText(quoteNumber);
    await expect(toast(page)).toHaveCount(0, { timeout: 7_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Your request number is' })).toContainText(quoteNumber);
  });

  test('while pending the button says so and is disabled; a failure shows the server message and keeps the values', async ({ page }) => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/quotes', async (route) => {
      await answered;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Quote service unavailable', requestId: 'r' }),
      });
    });
    await open(page, '/quote-request');
    await fillQuoteContact(page);
    await page.getByRole('button', { name: /Electrical & Automation/ }).click();
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(form(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer();
    await expect(toast(page)).toContainText('Submission Failed');
    await expect(toast(page)).toContainText('Quote service unavailable');
    await expect(form(page).getByRole('textbox', { name: 'Contact name' })).toHaveValue('Danielle Guidry');
    await expect(form(page).getByRole('textbox', { name: 'Project title' })).toHaveValue('Electrical & Automation');
    await expect(form(page).getByRole('button', { name: 'Submit Quote Request' })).toBeEnabled();
    await expect(page).toHaveURL(/\/quote-request$/);
  });
});

test.describe('smart service matching', () => {
  const [company] = JSON.parse(readFileSync(new URL('../../content/company.json', import.meta.url), 'utf8')) as [
    { phones: Record<'emergency', { display: string; tel: string }>; hours: { standard: string } },
  ];
  const describeProject = async (page: Page, text: string) => {
    await open(page, '/recommendations');
    await page.getByRole('textbox', { name: 'Project description' }).fill(text);
    await page.getByRole('button', { name: 'Get Recommendations' }).click();
  };

  test('a short description gets the spec message', async ({ page }) => {
    await describeProject(page, 'Crew');
    const description = page.getByRole('textbox', { name: 'Project description' });
    await expect(description).toHaveAccessibleDescription(/Please provide a detailed project description \(at least 10 characters\)/);
    await expect(description).toBeFocused();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a clear description ranks the right service first with its badge, reasoning and next steps', async ({ page }) => {
    await describeProject(page, 'Need 12 crew swapped off our OSV at Port Fourchon on Thursday with manifests filed');
    const results = page.getByRole('region', { name: 'Matching results' });
    await expect(results.getByRole('heading', { name: 'Recommended services' })).toBeFocused();
    await expect(results).toHaveAttribute('aria-live', 'polite');
    const first = results.getByRole('article').first();
    await expect(first.getByRole('heading', { name: 'Crew Changes' })).toBeVisible();
    await expect(first.getByText(/High Match · \d+%/)).toBeVisible();
    await expect(first.getByText(/^You wrote about .*: that is what our Crew Changes service does\./)).toBeVisible();
    await expect(first.getByRole('listitem').first()).toHaveText(/^Request a quote/);
    await expect(results.getByText(/handled as an emergency/)).toHaveCount(0);
    await expect(first.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute(
      'href',
      /^\/quote-request\?service=crew-changes&description=Need\+12\+crew/,
    );
    await expect(first.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(first.getByRole('link', { name: 'About Crew Changes' })).toHaveAttribute('href', '/services/crew-changes');
    for (const term of ['Estimated duration', 'Estimated cost', 'Deployment']) {
      await expect(first.getByRole('term').filter({ hasText: term })).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const width of [1280, 390]) {
    test(`at ${width}px, urgency written in the description gets the emergency answer first`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await describeProject(page, 'Need a crew change for our OSV at Port Fourchon tonight, 12 crew');
      const results = page.getByRole('region', { name: 'Matching results' });
      await expect(results.getByText(/^You said tonight: this is handled as an emergency\./)).toBeVisible();
      const call = results.getByRole('link', { name: `Call ${company.phones.emergency.display}` });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', `tel:${company.phones.emergency.tel}`);
      const first = results.getByRole('article').first();
      await expect(first.getByRole('heading', { name: 'Crew Changes' })).toBeVisible();
      await expect(first.getByText(/^Emergency response: 24\/7 mobilization within 4 hours/)).toBeVisible();
      await expect(first.getByRole('listitem').first()).toHaveText(/^Call our 24\/7 emergency line now/);
      await expect(results).not.toContainText('within 24 hours');
      await expect(results).not.toContainText(company.hours.standard);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('shows the analysis while it runs, then badges that follow the confidence bands', async ({ page }) => {
    const item = (id: string, name: string, confidence: number) => ({
      service: { id, name, description: `${name} work`, deployment: 'Within 4 hours' },
      confidence,
      urgency: 'standard',
      reasoning: `You wrote about “${id}”: that is what our ${name} service does.`,
      estimatedDuration: '1 day',
      estimatedCost: '$1,000–$2,000',
      nextSteps: ['Request a quote'],
    });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/recommendations', async (route) => {
      await answered;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          recommendations: [
            item('rigging', 'Rigging Solutions', 0.85),
            item('piping', 'Piping Systems', 0.65),
            item('painting', 'Painting & Coating', 0.4),
          ],
        }),
      });
    });
    await describeProject(page, 'Lift a module onto a barge and hook up its piping');
    const results = page.getByRole('region', { name: 'Matching results' });
    await expect(results).toHaveAttribute('aria-busy', 'true');
    await expect(results.getByText('Analyzing your project...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    answer();
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(results.getByRole('article').getByRole('heading', { level: 3 })).toHaveText([
      'Rigging Solutions',
      'Piping Systems',
      'Painting & Coating',
    ]);
    await expect(page.getByText('High Match · 85%')).toBeVisible();
    await expect(page.getByText('Good Match · 65%')).toBeVisible();
    await expect(page.getByText('Possible Match · 40%')).toBeVisible();
  });

  test('an empty list shows the no-recommendations toast', async ({ page }) => {
    await page.route('**/api/recommendations', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ recommendations: [] }) }),
    );
    await describeProject(page, 'Something nobody on the bayou offers');
    await expect(toast(page)).toContainText('No Recommendations Found');
    await expect(toast(page)).toContainText('Please try providing more details about your project requirements.');
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('a failed answer shows the analysis-failed toast', async ({ page }) => {
    await page.route('**/api/recommendations', (route) => route.fulfill({ status: 500, body: '' }));
    await describeProject(page, 'Blast and paint the hull of a 120 ft tug');
    await expect(toast(page)).toContainText('Analysis Failed');
    await expect(toast(page)).toContainText('Unable to generate recommendations. Please try again or contact our team.');
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Project description' })).toHaveValue('Blast and paint the hull of a 120 ft tug');
  });
});
