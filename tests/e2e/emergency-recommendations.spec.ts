import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '#tests/e2e/support/axe.ts';
import { startOnForms } from '#tests/e2e/support/first-use.ts';

// An emergency never dead-ends (decision 096): an urgent description leads with the 24/7 line, matched
// or not, and a match's "Request a Quote" carries the description into the quote form.
const [company] = JSON.parse(readFileSync(new URL('../../content/company.json', import.meta.url), 'utf8')) as [
  { phones: Record<'emergency', { display: string; tel: string }>; hours: { emergency: string } },
];

async function describeProject(page: Page, text: string) {
  await page.goto('/recommendations');
  await startOnForms(page);
  await page.getByRole('textbox', { name: 'Project description' }).fill(text);
  await page.getByRole('button', { name: 'Get Recommendations' }).click();
  return page.getByRole('region', { name: 'Matching results' });
}

const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

for (const width of [1280, 390]) {
  test.describe(`at ${width}px wide`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('an urgent description no service matches shows the 24/7 line, not the no-recommendations toast', async ({ page }) => {
      const results = await describeProject(page, 'A man fell overboard and we cannot find him');
      await expect(results.getByRole('heading', { name: 'Call our 24/7 emergency line' })).toBeFocused();
      await expect(results.getByText(/^You said fell overboard: this is handled as an emergency\./)).toBeVisible();
      await expect(results.getByText(`${company.hours.emergency}. A crew mobilizes within 4 hours`, { exact: false })).toBeVisible();
      const call = results.getByRole('link', { name: `Call ${company.phones.emergency.display}` });
      await expect(call).toHaveAttribute('href', `tel:${company.phones.emergency.tel}`);
      await expect(results.getByRole('article')).toHaveCount(0);
      await expect(page.getByText('No Recommendations Found')).toHaveCount(0);
      await noOverflow(page);
      await expectNoAxeViolations(page);
    });

    test('an urgent description with matches shows the 24/7 line, then the matches', async ({ page }) => {
      const results = await describeProject(page, 'my boat is taking on water at the dock tonight');
      const headings = results.getByRole('heading', { level: 2 });
      await expect(headings).toHaveText(['Call our 24/7 emergency line', 'Recommended services']);
      await expect(results.getByRole('link', { name: `Call ${company.phones.emergency.display}` })).toHaveAttribute(
        'href',
        `tel:${company.phones.emergency.tel}`,
      );
      await expect(results.getByRole('article').first().getByRole('heading', { name: 'Vessel Support & Maintenance' })).toBeVisible();
      await noOverflow(page);
      await expectNoAxeViolations(page);
    });

    test('Request a Quote carries the description typed into the quote form', async ({ page }) => {
      const typed = 'Our fuel tank is leaking into the bilge and the engine room smells of diesel';
      const results = await describeProject(page, typed);
      await results.getByRole('article').first().getByRole('link', { name: 'Request a Quote' }).click();
      await expect(page).toHaveURL(/\/quote-request\?service=tank-cleaning&description=/);
      const form = page.getByRole('form', { name: 'Quote request' });
      await expect(form.getByRole('textbox', { name: 'Project description' })).toHaveValue(typed);
      await expect(form.getByRole('textbox', { name: 'Project title' })).toHaveValue('Tank Cleaning');
      await startOnForms(page);
      await expect(form.getByRole('textbox', { name: 'Project description' })).toHaveValue(typed);
    });
  });
}
