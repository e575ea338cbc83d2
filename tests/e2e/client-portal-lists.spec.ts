import { expect, test, type Page } from '@playwright/test';
import { openHydrated, registerClient } from './support/client-portal.ts';
import { failList } from './support/failing-list.ts';

const uploadsPath = '/api/client/uploads';
const counter = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function openMyFiles(page: Page) {
  await page.getByRole('tab', { name: 'My Files' }).click();
  const panel = page.getByRole('tabpanel', { name: 'My Files' });
  await expect(panel).toBeVisible();
  return panel;
}

test('My Files is read when opened, 25 files at a time with Load more; the counters count every upload before that', async ({ page }) => {
  test.setTimeout(60_000);
  await registerClient(page.request);
  for (let number = 1; number <= 26; number += 1) {
    const upload = await page.request.post('/api/client/upload', {
      headers: { Origin: test.info().project.use.baseURL ?? '' },
      multipart: { file: { name: `Survey ${number}.txt`, mimeType: 'text/plain', buffer: Buffer.from(`Hull survey page ${number}\n`) } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
  }
  const uploadsRead: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === uploadsPath) uploadsRead.push(request.url());
  });
  await openHydrated(page, '/client/dashboard');
  await expect(counter(page, 'Uploads')).toHaveText('26');
  await expect(counter(page, 'Processed uploads')).toHaveText('0');
  expect(uploadsRead).toEqual([]);

  const files = await openMyFiles(page);
  const names = files.getByRole('listitem').getByRole('heading');
  await expect(names).toHaveCount(25);
  await expect(names.first()).toHaveText('Survey 26.txt');
  await expect(names.last()).toHaveText('Survey 2.txt');
  await files.getByRole('button', { name: 'Load more' }).click();
  await expect(names).toHaveCount(26);
  await expect(names.last()).toHaveText('Survey 1.txt');
  await expect(files.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(uploadsRead).toHaveLength(2);
});

test.describe('My Files, when the files fail to load, says so and loads them again on Retry', () => {
  test('failing once the tab is open', async ({ page }) => {
    await registerClient(page.request);
    const failure = await failList(page, uploadsPath);
    await openHydrated(page, '/client/dashboard');
    const files = await openMyFiles(page);
    await expect(files.getByRole('status')).toHaveText('Loading your files…');
    failure.release();
    await expect(files.getByRole('alert')).toContainText('We could not load your files.');
    failure.recover();
    await files.getByRole('button', { name: 'Retry' }).click();
    await expect(files).toContainText('No files yet');
  });
});
