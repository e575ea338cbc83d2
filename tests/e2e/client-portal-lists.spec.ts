import { expect, test, type Page } from '@playwright/test';
import { openHydrated, registerClient } from './support/client-portal.ts';
import { answerHandled, failList } from './support/failing-list.ts';

const uploadsPath = '/api/client/uploads';

async function openMyFiles(page: Page) {
  await page.getByRole('tab', { name: 'My Files' }).click();
  const panel = page.getByRole('tabpanel', { name: 'My Files' });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('My Files, when the files fail to load, says so and loads them again on Retry', () => {
  test('failing before the tab is opened', async ({ page }) => {
    await registerClient(page.request);
    const failure = await failList(page, uploadsPath);
    await openHydrated(page, '/client/dashboard');
    // The messages are in and drawn first, so no later answer redraws the dashboard after the failure.
    await answerHandled(page, '/api/client/messages');
    failure.release();
    await answerHandled(page, uploadsPath);

    const files = await openMyFiles(page);
    await expect(files.getByRole('alert')).toContainText('We could not load your files.');
    failure.recover();
    await files.getByRole('button', { name: 'Retry' }).click();
    await expect(files).toContainText('No files yet');
  });

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
