import { expect, test, type Page } from '@playwright/test';
import { createdShareSchema } from '#shared/document-views.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openHydrated } from './support/client-portal.ts';
import { documentCard, uniqueWord, uploadThroughApi } from './support/documents.ts';

const recipient = 'harbor-pilot@example.com';

/** A Public document shared by link through the API, as the signed-in member of staff. */
async function sharedDocument(page: Page) {
  const title = uniqueWord('Pilot notice ');
  const document = await uploadThroughApi(page.request, { title, accessLevel: 'public' });
  const response = await page.request.post(`/api/documents/${document.id}/shares`, {
    headers: { Origin: test.info().project.use.baseURL ?? '' },
    data: { email: recipient, expiresInDays: 7 },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { title, created: createdShareSchema.parse(await response.json()) };
}

async function openShareDialog(page: Page, title: string) {
  await openHydrated(page, '/documents');
  const searched = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === title);
  await page.getByLabel('Search documents').fill(title);
  await searched;
  await documentCard(page, title)
    .getByRole('button', { name: `Share ${title}` })
    .click();
  return page.getByRole('dialog', { name: `Share ${title}` });
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [1280, 390]) {
  test(`revoke asks first, naming the link, and the revoked link shows a page at ${width} px`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsStaff(page);
    const { title, created } = await sharedDocument(page);
    const createdAt = formatFacilityDateTime(created.share.createdAt);

    const dialog = await openShareDialog(page, title);
    const row = dialog.getByRole('list', { name: 'Share links, newest first' }).getByRole('listitem').first();
    await expect(row).toContainText(recipient);
    await expect(row).toContainText(`Created ${createdAt}`);
    const revoke = row.getByRole('button', { name: `Revoke the link to ${recipient}, created ${createdAt}` });

    await revoke.click();
    const confirm = page.getByRole('alertdialog', { name: `Revoke the link to ${recipient}?` });
    await expect(confirm).toContainText(`The link created ${createdAt} stops opening the document`);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(revoke).toBeFocused();
    await expect(row).toContainText('Active');

    await revoke.click();
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Revoked');
    expect(await fitsWidth(page)).toBe(true);

    const visitor = await browser.newContext({ viewport: { width, height: 900 } });
    const recipientPage = await visitor.newPage();
    const answer = await recipientPage.goto(created.url);
    expect(answer?.status()).toBe(410);
    await expect(recipientPage.getByRole('heading', { level: 1 })).toHaveText('This link was revoked');
    await expect(recipientPage.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(recipientPage.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expectNoAxeViolations(recipientPage);
    expect(await fitsWidth(recipientPage)).toBe(true);
    await visitor.close();
  });
}
