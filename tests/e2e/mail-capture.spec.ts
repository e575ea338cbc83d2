import { expect, test, type Page } from '@playwright/test';
import { startOnForms } from './support/first-use.ts';
import { testLeadsEmail } from './support/mail-capture.ts';
import { waitForMail } from './support/mailbox.ts';

const form = (page: Page) => page.getByRole('form', { name: 'Quote request' });

test('a quote request mails its number to the customer and to the leads address', async ({ page }) => {
  // An address of this run only, so mail from other tests cannot answer for it.
  const customerEmail = `captain.${Date.now()}@gulftide.example`;
  await page.goto('/quote-request');
  await startOnForms(page);
  await form(page).getByRole('textbox', { name: 'Contact name' }).fill('Danielle Guidry');
  await form(page).getByRole('textbox', { name: 'Email' }).fill(customerEmail);
  await form(page).getByRole('textbox', { name: 'Company' }).fill('Gulf Tide Offshore');
  await page.getByRole('button', { name: /Logistics & Supply/ }).click();
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  const numberOnPage = page.getByRole('status').filter({ hasText: 'Your request number is' });
  const quoteNumber = (await numberOnPage.textContent())?.match(/Q-\d{4}-\d{6}/)?.[0];
  expect(quoteNumber).toBeDefined();

  const confirmation = await waitForMail({ to: customerEmail, subject: `Your quote request ${quoteNumber}` });
  expect(confirmation.from).toContain('Bayou Lafourche Marine');
  expect(confirmation.to).toEqual([customerEmail]);
  expect(confirmation.subject).toBe(`Your quote request ${quoteNumber} — Bayou Lafourche Marine`);
  // Anyone can type anyone's address: the confirmation greets nobody by the typed name (decision 082).
  expect(confirmation.text).toMatch(/^Hello,\r?\n/);
  expect(confirmation.text).not.toContain('Danielle');
  expect(confirmation.text).toContain(`Your request number is ${quoteNumber}`);

  const notification = await waitForMail({ to: testLeadsEmail, subject: `New quote request ${quoteNumber}:` });
  expect(notification.to).toEqual([testLeadsEmail]);
  expect(notification.subject).toBe(`New quote request ${quoteNumber}: Logistics & Supply — Gulf Tide Offshore, Standard (2-3 weeks)`);
  expect(notification.text).toContain(`Quote request ${quoteNumber} came in from the website.`);
  expect(notification.text).toContain(customerEmail);
});
