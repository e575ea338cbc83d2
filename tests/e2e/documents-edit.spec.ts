import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInAsStaff } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectToast, newClient, openHydrated, registerClient } from './support/client-portal.ts';
import { documentCard, pdfFile, uniqueWord, uploadThroughApi } from './support/documents.ts';

const origin = () => ({ Origin: test.info().project.use.baseURL ?? '' });

/** Types a search and waits for the server's answer to it. */
async function search(page: Page, words: string) {
  const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === words.trim());
  await page.getByLabel('Search documents').fill(words);
  await answered;
}

for (const width of [1280, 390]) {
  test.describe(`documents staff keep in order at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsStaff(page);
    });

    test("a document's access level edited, then shared", async ({ page }) => {
      const title = uniqueWord('Slip rules ');
      await uploadThroughApi(page.request, { title, accessLevel: 'internal', description: 'Old words' });
      await openHydrated(page, '/documents');
      await search(page, title);
      await documentCard(page, title)
        .getByRole('button', { name: `Edit ${title}` })
        .click();
      const edit = page.getByRole('dialog', { name: `Edit ${title}` });
      await expect(edit.getByLabel('Access level')).toHaveValue('internal');
      await edit.getByLabel('Title').fill('');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit).toContainText('Please add a title');
      await expect(edit.getByLabel('Description', { exact: true })).toHaveValue('Old words');
      await edit.getByLabel('Title').fill(title);
      await edit.getByLabel('Description', { exact: true }).fill('');
      await edit.getByLabel('Access level').selectOption('customer');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Document Updated');
      await expect(edit).toBeHidden();
      const card = documentCard(page, title);
      await expect(card).toContainText('Customer');
      await expect(card).not.toContainText('Old words');

      await card.getByRole('button', { name: `Share ${title}` }).click();
      const share = page.getByRole('dialog', { name: `Share ${title}` });
      await share.getByLabel('Recipient email').fill('surveyor@example.com');
      await share.getByRole('button', { name: 'Create Link' }).click();
      await expect(share.getByRole('textbox', { name: 'Share link', exact: true })).toHaveValue(/\/api\/shares\//);
    });

    test('Share on an internal document says what to change and makes the change', async ({ page }) => {
      const title = uniqueWord('Payroll ');
      await uploadThroughApi(page.request, { title, accessLevel: 'internal' });
      await openHydrated(page, '/documents');
      await search(page, title);
      await documentCard(page, title)
        .getByRole('button', { name: `Share ${title}` })
        .click();
      const share = page.getByRole('dialog', { name: `Share ${title}` });
      await expect(share).toContainText('This document is internal: only staff can open it.');
      await expect(share.getByLabel('Recipient email')).toHaveCount(0);
      await share.getByRole('button', { name: 'Make it Customer and share' }).click();
      await expect(share.getByLabel('Recipient email')).toBeFocused();
      await share.getByLabel('Recipient email').fill('outside@example.com');
      await share.getByRole('button', { name: 'Create Link' }).click();
      await expect(share.getByRole('textbox', { name: 'Share link', exact: true })).toBeVisible();
    });

    test('a bulk move of two documents asks first, naming them, and says what it did', async ({ page }) => {
      const word = uniqueWord('Bulk ');
      const [first, second] = [`${word} lease`, `${word} insurance`];
      for (const title of [first, second, `${word} stays`]) await uploadThroughApi(page.request, { title });
      await openHydrated(page, '/documents');
      await search(page, word);
      await page.getByRole('checkbox', { name: `Select ${first}` }).check();
      await page.getByRole('checkbox', { name: `Select ${second}` }).check();
      const bar = page.getByRole('region', { name: 'Bulk actions' });
      await expect(bar).toContainText('2 selected');
      await bar.getByLabel('Category to move to').selectOption({ label: 'Certificates' });
      await bar.getByRole('button', { name: 'Move' }).click();
      const ask = page.getByRole('alertdialog', { name: 'Move 2 documents to Certificates?' });
      await expect(ask).toContainText(first);
      await expect(ask).toContainText(second);
      await ask.getByRole('button', { name: 'Move' }).click();
      await expectToast(page, 'Documents Updated', '2 documents moved to Certificates');
      await expect(documentCard(page, first)).toContainText('Certificates');
      await expect(documentCard(page, second)).toContainText('Certificates');
      await expect(documentCard(page, `${word} stays`)).not.toContainText('Certificates');
      await expect(bar).toBeHidden();

      await page.getByLabel('Select all shown').check();
      await expect(bar).toContainText('3 selected');
    });

    test('the list view sorts its rows, keeps the actions, and is remembered in the address', async ({ page }) => {
      const word = uniqueWord('Sorted ');
      for (const title of [`${word} Bravo`, `${word} Alpha`, `${word} Charlie`]) await uploadThroughApi(page.request, { title });
      await openHydrated(page, '/documents?view=list');
      await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
      await search(page, word);
      const table = page.getByRole('table', { name: 'Documents' });
      await expect(table.getByRole('row').filter({ hasText: word })).toHaveCount(3);
      const order = async () =>
        (await table.getByRole('row').filter({ hasText: word }).allInnerTexts()).map((text) => /(Alpha|Bravo|Charlie)/.exec(text)?.[1]);
      // Newest first as loaded; on phones the rows stack as cards and the header's sort buttons are for wide screens.
      expect(await order()).toEqual(['Charlie', 'Alpha', 'Bravo']);
      if (width >= 768) {
        await table.getByRole('button', { name: 'Title' }).click();
        await expect(table.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending');
        expect(await order()).toEqual(['Alpha', 'Bravo', 'Charlie']);
        await table.getByRole('button', { name: 'Title' }).click();
        expect(await order()).toEqual(['Charlie', 'Bravo', 'Alpha']);
      }
      await expect(table.getByRole('button', { name: `Edit ${word} Alpha` })).toBeVisible();
      await expectNoAxeViolations(page);
      const widest = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(widest).toBeLessThanOrEqual(width);

      await page.getByRole('button', { name: 'Cards' }).click();
      await expect(page).not.toHaveURL(/view=list/);
      await page.getByRole('button', { name: 'List' }).click();
      await expect(page).toHaveURL(/view=list/);
    });
  });
}

test('staff open an attachment they sent to a client', async ({ page, browser }) => {
  const clientContext = await browser.newContext();
  const client = await registerClient(clientContext.request, newClient());
  await clientContext.close();
  await signInAsStaff(page);
  const found = await page.request.get(`/api/admin/clients?search=${encodeURIComponent(client.email)}`);
  const [customer] = (await found.json()) as { id: string }[];
  const subject = uniqueWord('Dock plan ');
  const content = pdfFile(subject);
  const sent = await page.request.post('/api/admin/send-client-message-with-attachment', {
    headers: origin(),
    multipart: {
      customerId: customer?.id ?? '',
      subject,
      message: 'The plan for your stay.',
      priority: 'normal',
      file: { name: 'Dock plan.pdf', mimeType: 'application/pdf', buffer: content },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await openHydrated(page, '/admin');
  await page.getByRole('tab', { name: 'Client Portal' }).click();
  const message = page.getByRole('list', { name: 'Client messages, unread first' }).getByRole('listitem').filter({ hasText: subject });
  const download = page.waitForEvent('download');
  await message.getByRole('link', { name: 'Dock plan.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Dock plan.pdf');
  expect(await readFile((await file.path()) ?? '')).toEqual(content);
});
