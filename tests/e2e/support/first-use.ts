import { expect, type Page } from '@playwright/test';

/**
 * Does what a visitor does to start on the page's forms, so their islands hydrate: a `client:interaction`
 * island runs on the first focus, press or key inside it (decision 072), so the first field of each is
 * focused. Then waits until every island of the page has hydrated.
 */
export async function startOnForms(page: Page): Promise<void> {
  for (const island of await page.locator('astro-island[client="interaction"][ssr]').all()) {
    await island.locator('input:not([type="hidden"]):not([tabindex="-1"]), textarea, select').first().focus();
  }
  await expect(page.locator('astro-island[ssr]'), `islands left unhydrated on ${new URL(page.url()).pathname}`).toHaveCount(0);
}
