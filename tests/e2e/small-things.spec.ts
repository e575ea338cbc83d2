import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '#tests/e2e/support/axe.ts';
import { startOnForms } from '#tests/e2e/support/first-use.ts';
import { gluedSentences, writtenText } from '#tests/e2e/support/glued-sentences.ts';

// Issue 23, "Small things a customer noticed": text run together, and a quote number that vanished with its toast.

const builtPages = fileURLToPath(new URL('../../dist/client/', import.meta.url));

/** Every pre-rendered page, by the path it is served at (`about/index.html` → `/about`). */
const prerenderedPaths = readdirSync(builtPages, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`)
  .sort();

const quoteForm = (page: Page) => page.getByRole('form', { name: 'Quote request' });
const toast = (page: Page) => page.getByRole('region', { name: 'Notification', exact: true }).getByRole('listitem');
const quoteNumberOnPage = (page: Page) => page.getByRole('status').filter({ hasText: 'Your request number is' });

/**
 * `within` is the page's body, or its main part where a toast is up: Radix announces a toast's title
 * and description to screen readers run together, in a region of its own under the body.
 */
async function expectNoGluedSentences(page: Page, within: 'body' | 'main' = 'body'): Promise<void> {
  expect(gluedSentences(await writtenText(page.locator(within))), new URL(page.url()).pathname).toEqual([]);
}

async function requestQuote(page: Page, email: string): Promise<string> {
  await page.goto('/quote-request');
  await startOnForms(page);
  await quoteForm(page).getByRole('textbox', { name: 'Contact name' }).fill('Danielle Guidry');
  await quoteForm(page).getByRole('textbox', { name: 'Email' }).fill(email);
  await quoteForm(page).getByRole('textbox', { name: 'Company' }).fill('Gulf Tide Offshore');
  await page.getByRole('button', { name: /Fabrication & Welding/ }).click();
  const answered = page.waitForResponse('**/api/quotes');
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  const answer = await answered;
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { quoteNumber: string }).quoteNumber;
}

test.describe('no sentence runs into the next word', () => {
  test('on any pre-rendered page', async ({ page }) => {
    expect(prerenderedPaths).toContain('/services/tank-cleaning');
    for (const path of prerenderedPaths) {
      await page.goto(path);
      await expectNoGluedSentences(page);
    }
  });

  test("in the scheduling form's confirmation", async ({ page }) => {
    await page.goto('/schedule');
    await startOnForms(page);
    const field = (label: string) => page.locator('main form').getByLabel(label);
    await field('First Name').fill('Marcus');
    await field('Last Name').fill('Theriot');
    await field('Company').fill('Theriot Marine Transport');
    await field('Email').fill(`dispatch.${Date.now()}@theriotmarine.example`);
    await field('Service Type').selectOption('Crew Changes');
    await field('Project Details').fill('Crew change for 12 on the OSV Grand Isle, dockside.');
    await page.getByRole('button', { name: 'Schedule Service' }).click();
    await expect(page.getByRole('heading', { name: 'Service Request Received' })).toBeFocused();
    await expect(page.locator('main')).toContainText('Emergency? Call our 24/7 line: (985) 555-0199');
    await expectNoGluedSentences(page, 'main');
  });

  test("in the quote form's confirmation", async ({ page }) => {
    await requestQuote(page, `captain.${Date.now()}@gulftide.example`);
    await expect(quoteNumberOnPage(page)).toBeVisible();
    await expectNoGluedSentences(page, 'main');
  });
});

for (const width of [1280, 390]) {
  test(`at ${width}px the quote number stays on the page after the toast, with what happens next`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `captain.${width}.${Date.now()}@gulftide.example`;
    const quoteNumber = await requestQuote(page, email);
    expect(quoteNumber).toMatch(/^Q-\d{4}-\d{6}$/);

    // The spec's toast still says it, as before.
    await expect(toast(page)).toContainText('Quote Request Submitted!');
    await expect(toast(page)).toContainText(`Your request ${quoteNumber} has been submitted. Our team will contact you within 24 hours.`);
    await expect(page.getByRole('heading', { name: 'Quote Request Submitted' })).toBeFocused();
    await expect(quoteNumberOnPage(page)).toContainText(quoteNumber);
    await expect(quoteNumberOnPage(page)).toBeInViewport();
    await expect(page.getByText(`A copy is on its way to ${email}.`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Within 24 hours you receive an initial quote' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // The toast leaves after five seconds; the number does not.
    await expect(toast(page)).toHaveCount(0, { timeout: 7_000 });
    await expect(quoteNumberOnPage(page)).toContainText(quoteNumber);
    await expect(page).toHaveURL(/\/quote-request$/);

    await page.getByRole('button', { name: 'Request Another Quote' }).click();
    const contactName = quoteForm(page).getByRole('textbox', { name: 'Contact name' });
    await expect(contactName).toBeFocused();
    await expect(contactName).toHaveValue('');
    await expect(quoteForm(page).getByRole('textbox', { name: 'Project title' })).toHaveValue('');
    await expect(quoteNumberOnPage(page)).toHaveCount(0);
  });
}
