import { expect, test, type Page } from '@playwright/test';
import { signInAsStaff } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectToast, newClient, openHydrated, registerClient, signInThroughApi } from './support/client-portal.ts';
import { cards, categoryIds, documentCard, pdfFile, uniqueWord, uploadThroughApi } from './support/documents.ts';

/** The toast, read including nodes an open modal hides from assistive technology. */
async function expectToastBehindDialog(page: Page, title: string, description?: string) {
  const toast = page
    .getByRole('region', { name: 'Notification', exact: true, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .last();
  await expect(toast).toContainText(title);
  if (description !== undefined) await expect(toast).toContainText(description);
}

async function openLibraryAsStaff(page: Page) {
  await signInAsStaff(page);
  await openHydrated(page, '/documents');
  await expect(page.getByRole('button', { name: 'Upload Document' })).toBeVisible();
}

/** Types a search and waits for the server's answer to it (the field sends it once typing pauses). */
async function search(page: Page, words: string) {
  const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === words.trim());
  await page.getByLabel('Search documents').fill(words);
  await answered;
}

test.describe('document library', () => {
  test('staff upload a document with a progress bar and its card shows size, version and tags', async ({ page }) => {
    const title = uniqueWord('Hull survey ');
    await openLibraryAsStaff(page);
    // Hold the upload's answer so the progress bar can be seen while the file is on its way.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/documents/upload', async (route) => {
      await held;
      await route.continue();
    });

    await page.getByRole('button', { name: 'Upload Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    await expect(dialog.getByLabel('Access level')).toHaveValue('internal');
    await dialog.getByRole('button', { name: 'Upload Document' }).click();
    await expect(dialog).toContainText('Please select a file to upload');
    await expect(dialog).toContainText('Please add a title');

    await dialog.getByLabel('File').setInputFiles({ name: 'hull-survey.pdf', mimeType: 'application/pdf', buffer: pdfFile(title, 2000) });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description', { exact: true }).fill('Dry-dock survey of the Gulf Tide, port side plating.');
    await dialog.getByLabel('Category').selectOption({ label: 'Reports' });
    await dialog.getByLabel('Access level').selectOption('public');
    await dialog.getByLabel('Tags').fill('survey, Gulf Tide, hull, 2026, dry dock');
    await dialog.getByRole('button', { name: 'Upload Document' }).click();
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    release();

    await expectToast(page, 'Document Uploaded');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Upload Document' })).toBeFocused();
    await search(page, title);
    const card = documentCard(page, title);
    await expect(card).toContainText('hull-survey.pdf');
    await expect(card).toContainText('Public');
    await expect(card).toContainText('v1');
    await expect(card).toContainText(/\d+(\.\d+)? KB/);
    await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['survey', 'Gulf Tide', 'hull', '+2 more']);
    await expect(page.getByText('1 document shown')).toBeAttached();
  });

  test('an upload the server refuses says so in the dialog and in a toast', async ({ page }) => {
    await openLibraryAsStaff(page);
    await page.getByRole('button', { name: 'Upload Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    // A .pdf name on content that is not a PDF: the server checks the type from the content.
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text, not a pdf') });
    await dialog.getByLabel('Title').fill(uniqueWord('Refused '));
    await dialog.getByRole('button', { name: 'Upload Document' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Upload failed');
    await expectToastBehindDialog(page, 'Upload Failed');
  });

  test('search, category and access-level filters ask the server', async ({ page }) => {
    const word = uniqueWord('Filter');
    await signInAsStaff(page);
    const categories = await categoryIds(page.request);
    await uploadThroughApi(page.request, { title: `${word} invoice`, accessLevel: 'public', categoryId: categories.invoices });
    await uploadThroughApi(page.request, {
      title: `${word} manual`,
      accessLevel: 'internal',
      categoryId: categories.manuals,
      description: 'Crane operating manual',
    });
    await openHydrated(page, '/documents');

    await search(page, word.toUpperCase());
    await expect(cards(page)).toHaveCount(2);
    await search(page, `${word} crane`);
    await expect(page.getByText('No documents found')).toBeVisible();
    await search(page, word);
    await expect(cards(page)).toHaveCount(2);

    const listed = page.waitForRequest((request) => request.url().includes(`categoryId=${categories.invoices}`));
    await page.getByLabel('Category').selectOption({ label: 'Invoices' });
    await listed;
    await expect(cards(page)).toHaveText([new RegExp(`${word} invoice`)]);
    await page.getByLabel('Category').selectOption({ label: 'All categories' });
    await page.getByLabel('Access level').selectOption('internal');
    await expect(cards(page)).toHaveText([new RegExp(`${word} manual`)]);
  });

  test('a new version becomes v2 and both versions are listed', async ({ page }) => {
    const title = uniqueWord('Tariff ');
    await signInAsStaff(page);
    await uploadThroughApi(page.request, { title });
    await openHydrated(page, '/documents');
    await search(page, title);
    await documentCard(page, title)
      .getByRole('button', { name: `New version of ${title}` })
      .click();

    const dialog = page.getByRole('dialog', { name: `New version of ${title}` });
    await expect(dialog.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem')).toHaveCount(1);
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'tariff-2027.pdf', mimeType: 'application/pdf', buffer: pdfFile(`${title} 2027`) });
    await dialog.getByLabel('Change notes').fill('Rates for 2027');
    await dialog.getByRole('button', { name: 'Upload Version' }).click();
    await expectToastBehindDialog(page, 'New Version Uploaded');
    const versions = dialog.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem');
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText('v2');
    await expect(versions.first()).toContainText('Rates for 2027');
    await expect(versions.last()).toContainText('v1');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(documentCard(page, title)).toContainText('v2');
    await expect(documentCard(page, title)).toContainText('tariff-2027.pdf');
  });

  test('a share link opens the file in a fresh browser and the dialog lists that open', async ({ page, browser }) => {
    const title = uniqueWord('Berth rules ');
    await signInAsStaff(page);
    await uploadThroughApi(page.request, { title, accessLevel: 'public' });
    await openHydrated(page, '/documents');
    await search(page, title);
    await documentCard(page, title)
      .getByRole('button', { name: `Share ${title}` })
      .click();

    const dialog = page.getByRole('dialog', { name: `Share ${title}` });
    await expect(dialog.getByLabel('Link works for')).toHaveValue('7');
    await expect(dialog.getByLabel('Access')).toHaveValue('view');
    await dialog.getByLabel('Recipient email').fill('surveyor@example.com');
    await dialog.getByRole('button', { name: 'Create Link' }).click();
    const link = dialog.getByRole('textbox', { name: 'Share link', exact: true });
    await expect(link).toHaveValue(/\/api\/shares\//);
    const url = await link.inputValue();

    const visitor = await browser.newContext();
    const opened = await visitor.request.get(url);
    expect(opened.status()).toBe(200);
    expect((await opened.body()).toString()).toContain(title);
    await visitor.close();

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await documentCard(page, title)
      .getByRole('button', { name: `Share ${title}` })
      .click();
    const share = page
      .getByRole('dialog', { name: `Share ${title}` })
      .getByRole('list', { name: 'Share links, newest first' })
      .getByRole('listitem')
      .first();
    await expect(share).toContainText('surveyor@example.com');
    await expect(share).toContainText('Active');
    await expect(share).toContainText('Opened 1 time');
    await share.getByRole('button', { name: /^Revoke the link to surveyor@example\.com, created / }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke the link to surveyor@example.com?' })
      .getByRole('button', { name: 'Revoke link' })
      .click();
    await expect(share).toContainText('Revoked');
  });

  test('delete asks first, moves the document to the trash, and Restore brings it back', async ({ page }) => {
    const title = uniqueWord('Old quote ');
    await signInAsStaff(page);
    await uploadThroughApi(page.request, { title });
    await openHydrated(page, '/documents');
    await search(page, title);
    await expect(cards(page)).toHaveCount(1);
    await documentCard(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();

    const confirm = page.getByRole('alertdialog', { name: `Delete ${title}?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(documentCard(page, title).getByRole('button', { name: `Delete ${title}` })).toBeFocused();
    await documentCard(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Document Deleted', 'Document has been moved to trash.');
    await expect(page.getByText('No documents found')).toBeVisible();

    await page.getByRole('button', { name: 'Trash' }).click();
    const trashed = page.getByRole('list', { name: 'Trashed documents' }).getByRole('article', { name: title });
    await expect(trashed).toContainText('Deleted for good on');
    await trashed.getByRole('button', { name: `Restore ${title}` }).click();
    await expectToast(page, 'Document Restored');
    await expect(trashed).toBeHidden();
    await page.getByRole('button', { name: 'Library' }).click();
    await expect(documentCard(page, title)).toBeVisible();
  });

  test('a visitor sees only public documents and no management buttons', async ({ page, browser }) => {
    const word = uniqueWord('Visible');
    await signInAsStaff(page);
    const notice = await uploadThroughApi(page.request, { title: `${word} public notice`, accessLevel: 'public' });
    await uploadThroughApi(page.request, { title: `${word} internal memo`, accessLevel: 'internal' });

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await openHydrated(visitorPage, '/documents');
    await search(visitorPage, word);
    await expect(cards(visitorPage)).toHaveText([new RegExp(`${word} public notice`)]);
    await expect(visitorPage.getByRole('button', { name: 'Upload Document' })).toHaveCount(0);
    await expect(visitorPage.getByRole('button', { name: 'Trash' })).toHaveCount(0);
    await expect(cards(visitorPage).getByRole('button')).toHaveText(['Download']);
    const download = visitorPage.waitForEvent('download');
    await cards(visitorPage)
      .getByRole('button', { name: `Download ${notice.title}` })
      .click();
    expect((await download).suggestedFilename()).toBe(notice.fileName);
    await visitor.close();
  });

  test('a Customer document uploaded for a client is listed for that client only', async ({ page, browser }) => {
    const title = uniqueWord('Moorage contract ');
    const customerContext = await browser.newContext();
    const client = await registerClient(customerContext.request, newClient());
    await openLibraryAsStaff(page);
    await page.getByRole('button', { name: 'Upload Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    await dialog.getByLabel('File').setInputFiles({ name: 'moorage.pdf', mimeType: 'application/pdf', buffer: pdfFile(title) });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Access level').selectOption('customer');
    await dialog.getByLabel('Find a customer').fill(client.email);
    const customer = dialog.getByLabel('Customer', { exact: true });
    await expect(customer.locator('option')).toHaveCount(2);
    await customer.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Upload Document' }).click();
    await expectToast(page, 'Document Uploaded');

    await signInThroughApi(customerContext.request, client);
    const customerPage = await customerContext.newPage();
    await openHydrated(customerPage, '/documents');
    await search(customerPage, title);
    await expect(cards(customerPage)).toHaveText([new RegExp(title)]);
    await expect(cards(customerPage).first()).toContainText('Customer');
    await customerContext.close();

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await openHydrated(visitorPage, '/documents');
    await search(visitorPage, title);
    await expect(visitorPage.getByText('No documents found')).toBeVisible();
    await visitor.close();
  });

  test('a failed download says so in a toast', async ({ page }) => {
    const title = uniqueWord('Certificate ');
    await signInAsStaff(page);
    await uploadThroughApi(page.request, { title, accessLevel: 'public' });
    await page.route('**/api/documents/*/download', (route) => route.fulfill({ status: 500, body: 'broken' }));
    await openHydrated(page, '/documents');
    await search(page, title);
    await documentCard(page, title)
      .getByRole('button', { name: `Download ${title}` })
      .click();
    await expectToast(page, 'Download Failed', 'Could not download the document.');
  });

  test('six skeleton cards stand in while the library loads', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/documents',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await openHydrated(page, '/documents');
    await expect(page.locator('[data-skeleton-card]')).toHaveCount(6);
    await expect(page.getByRole('status').filter({ hasText: 'Loading documents…' })).toBeAttached();
    release();
    await expect(page.locator('[data-skeleton-card]')).toHaveCount(0);
  });

  test('Load more reaches every document past the first page', async ({ page }) => {
    const word = uniqueWord('Paged');
    await signInAsStaff(page);
    for (let index = 1; index <= 26; index += 1) await uploadThroughApi(page.request, { title: `${word} sheet ${index}` });
    await openHydrated(page, '/documents');
    await search(page, word);
    await expect(cards(page).filter({ hasNotText: word })).toHaveCount(0);
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByText('24 documents shown, more to load')).toBeAttached();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(26);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
    // Newest first: the first upload is the last card.
    await expect(cards(page).last()).toContainText(`${word} sheet 1`);
    await expect(page.getByText('26 documents shown')).toBeAttached();
  });

  test('a failed load shows Retry instead of an empty library', async ({ page }) => {
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/documents',
      (route) => (failing ? route.fulfill({ status: 503, body: 'down' }) : route.continue()),
    );
    await openHydrated(page, '/documents');
    await expect(page.getByRole('alert')).toContainText('Failed to load data');
    await expect(page.getByText('No documents found')).toHaveCount(0);
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('no axe violations at 1280 and 390 px, with a dialog open', async ({ page }) => {
    const title = uniqueWord('Axe check ');
    await signInAsStaff(page);
    await uploadThroughApi(page.request, { title, accessLevel: 'public', tags: 'one, two, three, four' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHydrated(page, '/documents');
    await search(page, title);
    await expect(documentCard(page, title)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(documentCard(page, title)).toBeVisible();
    expect((await documentCard(page, title).boundingBox())?.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Upload Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
