import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  demoCustomer,
  expectToast,
  openHydrated,
  registerClient,
  sendMessageThroughApi,
  signInThroughApi,
} from './support/client-portal.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const counter = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
const recentMessages = (page: Page) => page.getByRole('region', { name: 'Recent messages' }).getByRole('article');
const messageForm = (page: Page) => page.getByRole('form', { name: 'Send a message' });
const uploadForm = (page: Page) => page.getByRole('form', { name: 'Send a file to the office' });

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(panel(page, name)).toBeVisible();
}

/** A CSV of about `bytes` bytes: text content, which the server checks whole. */
function csvOf(bytes: number): Buffer {
  const line = 'vessel,berth,arrival,departure\nGulf Tide Endeavor,Outer 3,2026-03-01,2026-03-09\n';
  return Buffer.from(line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes));
}

/** Slows this page's uploads (Chromium's network emulation), so the progress bar can be seen. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

test.describe('client dashboard', () => {
  test('the office’s messages show with their badges, time and attachment, and are marked read once seen', async ({ page }) => {
    await signInThroughApi(page.request, demoCustomer);
    await openHydrated(page, '/client/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${demoCustomer.name}`);
    await expect(page.getByText(demoCustomer.company).first()).toBeVisible();
    await expect(counter(page, 'Messages')).toHaveText('3');
    await expect(counter(page, 'Uploads')).toHaveText('2');
    await expect(counter(page, 'Processed uploads')).toHaveText('1');

    const fromOffice = recentMessages(page).filter({ hasText: 'Crew change confirmed' });
    await expect(fromOffice).toContainText('From Admin');
    await expect(fromOffice).toContainText('New');
    await expect(fromOffice.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T$/);
    const urgent = recentMessages(page).filter({ hasText: 'Hydraulic leak at the stern roller' });
    await expect(urgent).toContainText('Urgent priority');
    await expect(urgent).not.toContainText('From Admin');

    const attachment = fromOffice.getByRole('link', { name: /Crew-Change-Plan-Gulf-Tide-Endeavor\.pdf/ });
    const [download] = await Promise.all([page.waitForEvent('download'), attachment.click()]);
    expect(download.suggestedFilename()).toBe('Crew-Change-Plan-Gulf-Tide-Endeavor.pdf');
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

    // Shown once: the next visit no longer calls it new.
    await expect
      .poll(async () => {
        const { messages } = await (await page.request.get('/api/client/messages')).json();
        return messages.find((message: { subject: string }) => message.subject === 'Crew change confirmed').isRead;
      })
      .toBe(true);
    await openHydrated(page, '/client/dashboard');
    await expect(recentMessages(page).filter({ hasText: 'Crew change confirmed' })).not.toContainText('New');

    await openTab(page, 'My Files');
    const files = panel(page, 'My Files').getByRole('listitem');
    await expect(files.filter({ hasText: 'Endeavor COI.pdf' })).toContainText('Pending');
    await expect(files.filter({ hasText: 'Resolute stern roller measurements.csv' })).toContainText('Processed');
    await expect(files.filter({ hasText: 'From the office' }).first()).toBeVisible();
    // The library's certificate of insurance linked to the client is among the office's files, with its expiry.
    const insurance = files.filter({ hasText: 'Certificate-of-Insurance-Gulf-Tide-Endeavor.pdf' });
    await expect(insurance).toContainText('From the office');
    await expect(insurance).toContainText(/Expires [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  });

  test('a message is checked when Send is pressed, sent, listed first and the form empties', async ({ page }) => {
    await registerClient(page.request);
    await openHydrated(page, '/client/dashboard');
    await expect(panel(page, 'Messages')).toContainText('No messages yet');
    await expect(counter(page, 'Messages')).toHaveText('0');

    const form = messageForm(page);
    const send = form.getByRole('button', { name: 'Send Message' });
    // The form's code comes when the pointer reaches the form (decision 074); until then its button says Loading….
    await form.hover();
    await send.click();
    await expectToast(page, 'Missing Information', 'Please enter both subject and message');
    await expect(form.getByLabel('Subject')).toHaveAccessibleDescription('Please enter both subject and message');
    await expect(form.getByLabel('Message')).toHaveAccessibleDescription('Please enter both subject and message');
    await expect(form.getByLabel('Subject')).toBeFocused();
    await form.getByLabel('Subject').fill('Fuel delivery for the Lafitte Tide');
    await send.click();
    await expectToast(page, 'Missing Information', 'Please enter both subject and message');
    await expect(form.getByLabel('Message')).toBeFocused();
    await expect(form.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Message').fill('Can we take 8,000 gallons at the dock Thursday morning?');
    await page.route('**/api/client/messages', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await send.click();
    await expectToast(page, 'Failed to Send Message', 'Please try again');
    await expect(form.getByLabel('Subject')).toHaveValue('Fuel delivery for the Lafitte Tide');

    await page.unroute('**/api/client/messages');
    await send.click();
    await expectToast(page, 'Message Sent');
    await expect(form.getByLabel('Subject')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(recentMessages(page).first()).toContainText('Fuel delivery for the Lafitte Tide');
    await expect(recentMessages(page).first()).toContainText('Can we take 8,000 gallons');
    await expect(counter(page, 'Messages')).toHaveText('1');
  });

  test('a message typed before the page’s script runs is kept, and sent by POST to the API, never in the address', async ({ page }) => {
    await registerClient(page.request);
    // The page's scripts are held back until the message is typed, as on a slow connection.
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route('**/_astro/**', async (route) => {
      // Stylesheets pass: one held would hold the page's HTML back too.
      if (route.request().resourceType() === 'script') await scriptsReleased;
      await route.fallback();
    });
    await page.goto('/client/dashboard', { waitUntil: 'commit' });
    const form = messageForm(page);
    await expect(form).toHaveAttribute('method', 'post');
    await form.getByLabel('Subject').fill('Ice for the Lafitte Tide');
    await form.getByLabel('Message').fill('Forty bags at the fuel dock on Friday, please.');
    await expect(form.getByRole('button', { name: 'Loading…' })).toBeDisabled();

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/client/messages') && request.method() === 'POST');
    releaseScripts();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(form.getByLabel('Subject')).toHaveValue('Ice for the Lafitte Tide');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).postDataJSON()).toEqual({
      subject: 'Ice for the Lafitte Tide',
      message: 'Forty bags at the fuel dock on Friday, please.',
    });
    await expectToast(page, 'Message Sent');
    await expect(recentMessages(page).first()).toContainText('Ice for the Lafitte Tide');
    expect(new URL(page.url()).search).toBe('');
  });

  test('the five latest messages are listed, and View all opens the thread, 25 at a time with Load more', async ({ page }) => {
    await registerClient(page.request);
    for (let number = 1; number <= 26; number += 1) {
      await sendMessageThroughApi(page.request, `Question ${number}`, `Question number ${number} about the berth.`);
    }
    await openHydrated(page, '/client/dashboard');
    await expect(counter(page, 'Messages')).toHaveText('26');
    await expect(recentMessages(page)).toHaveCount(5);
    await expect(recentMessages(page).first()).toContainText('Question 26');
    await expect(recentMessages(page).last()).toContainText('Question 22');
    await expect(panel(page, 'Messages')).not.toContainText('Question 21');

    // The button counts the whole thread, not the page read so far.
    await page.getByRole('button', { name: 'View all (26)' }).click();
    const dialog = page.getByRole('dialog', { name: 'All messages' });
    const subjects = dialog.getByRole('article').getByRole('heading');
    await expect(subjects).toHaveCount(25);
    await expect(subjects.first()).toHaveText('Question 26');
    await expect(subjects.last()).toHaveText('Question 2');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Load more' }).click();
    await expect(subjects).toHaveCount(26);
    await expect(subjects.last()).toHaveText('Question 1');
    await expect(dialog.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'View all (26)' })).toBeFocused();
  });

  test('an upload is refused before sending when no file, a refused type or a file too large is chosen', async ({ page }) => {
    await registerClient(page.request);
    await openHydrated(page, '/client/dashboard');
    await openTab(page, 'Upload Files');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/client/upload')) uploads.push(request.url());
    });
    const form = uploadForm(page);
    const upload = form.getByRole('button', { name: 'Upload File' });
    await expect(form.locator('[required]')).toHaveCount(0);

    await upload.click();
    await expectToast(page, 'No File Selected', 'Please select a file to upload');
    await expect(form.getByLabel('File')).toBeFocused();
    await expect(form.getByLabel('File')).toHaveAccessibleDescription(/Please select a file to upload/);

    await form.getByLabel('File').setInputFiles({ name: 'installer.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await upload.click();
    await expectToast(page, 'Upload Failed', 'Only PDF, DOC, DOCX, XLS, XLSX, PNG, JPG, JPEG, TXT and CSV files can be uploaded');

    await form.getByLabel('File').setInputFiles({ name: 'manifest.csv', mimeType: 'text/csv', buffer: csvOf(10 * 1024 * 1024 + 1) });
    await upload.click();
    await expectToast(page, 'Upload Failed', 'The file is larger than 10 MB');
    expect(uploads).toEqual([]);

    // The server checks the content as well, and its words reach the toast.
    await form
      .getByLabel('File')
      .setInputFiles({ name: 'survey.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a pdf') });
    await upload.click();
    await expectToast(page, 'Upload Failed', /This \.pdf file does not contain/);
  });

  test('an upload shows its progress, is listed in My Files with its size, and downloads the same bytes', async ({ page }) => {
    await registerClient(page.request);
    await openHydrated(page, '/client/dashboard');
    await openTab(page, 'Upload Files');
    const content = csvOf(1_500_000);
    const form = uploadForm(page);
    await form.getByLabel('File').setInputFiles({ name: 'Lafitte Tide crew list.csv', mimeType: 'text/csv', buffer: content });
    await form.getByLabel('Description').fill('Crew list for the March crew change');
    await form.getByLabel('Category').selectOption('contract');
    await throttleUploads(page, 500_000);
    await form.getByRole('button', { name: 'Upload File' }).click();

    const progress = form.getByRole('progressbar', { name: /Lafitte Tide crew list\.csv/ });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await expect(form.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
    await expectToast(page, 'File Uploaded');
    await expect(progress).toBeHidden();
    await expect(form.getByLabel('Description')).toHaveValue('');
    await expect(counter(page, 'Uploads')).toHaveText('1');
    await expect(counter(page, 'Processed uploads')).toHaveText('0');

    await openTab(page, 'My Files');
    const row = panel(page, 'My Files').getByRole('listitem').filter({ hasText: 'Lafitte Tide crew list.csv' });
    await expect(row).toContainText('1.43 MB');
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('Contract');
    await expect(row).toContainText('Crew list for the March crew change');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: 'Download Lafitte Tide crew list.csv' }).click(),
    ]);
    expect((await readFile(await download.path())).equals(content)).toBe(true);
  });

  test('a certificate takes an expiry date, which My Files shows; other categories do not ask for one', async ({ page }) => {
    await registerClient(page.request);
    await openHydrated(page, '/client/dashboard');
    await openTab(page, 'Upload Files');
    const form = uploadForm(page);
    const expiry = form.getByLabel('Expiry date (optional)');
    await expect(expiry).toHaveCount(0);
    await form.getByLabel('Category').selectOption('certificate');
    await expect(expiry).toBeVisible();
    await form.getByLabel('File').setInputFiles({
      name: 'Lafitte Tide COI.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% certificate of insurance\n%%EOF\n'),
    });
    await expiry.fill('2027-03-31');
    await form.getByRole('button', { name: 'Upload File' }).click();
    await expectToast(page, 'File Uploaded');
    await expect(form.getByLabel('Expiry date (optional)')).toHaveCount(0);

    await openTab(page, 'My Files');
    const row = panel(page, 'My Files').getByRole('listitem').filter({ hasText: 'Lafitte Tide COI.pdf' });
    await expect(row).toContainText('Certificate');
    await expect(row).toContainText('Expires Mar 31, 2027');
    await expect(row.locator('time[datetime="2027-03-31"]')).toBeVisible();
  });

  test('Cancel during an upload stops it and nothing is listed', async ({ page }) => {
    await registerClient(page.request);
    await openHydrated(page, '/client/dashboard');
    await openTab(page, 'Upload Files');
    const form = uploadForm(page);
    await form.getByLabel('File').setInputFiles({ name: 'hull survey.csv', mimeType: 'text/csv', buffer: csvOf(3_000_000) });
    await throttleUploads(page, 200_000);
    await form.getByRole('button', { name: 'Upload File' }).click();
    await expect(form.getByRole('progressbar')).toBeVisible();
    await form.getByRole('button', { name: 'Cancel upload' }).click();
    await expectToast(page, 'Upload Cancelled', 'hull survey.csv was not sent.');
    await expect(form.getByRole('progressbar')).toBeHidden();

    await openTab(page, 'My Files');
    await expect(panel(page, 'My Files')).toContainText('No files yet');
    const { uploads } = await (await page.request.get('/api/client/uploads')).json();
    expect(uploads).toEqual([]);
  });

  test('a list that fails to load says so and loads again on Retry; the counters, counted apart, stay', async ({ page }) => {
    await registerClient(page.request);
    let failing = true;
    await page.route('**/api/client/uploads*', (route) => (failing ? route.fulfill({ status: 500, body: '' }) : route.fallback()));
    await openHydrated(page, '/client/dashboard');
    await openTab(page, 'My Files');
    const alert = panel(page, 'My Files').getByRole('alert');
    await expect(alert).toContainText('We could not load your files.');
    await expect(counter(page, 'Uploads')).toHaveText('0');
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(panel(page, 'My Files')).toContainText('No files yet');
    await expect(counter(page, 'Uploads')).toHaveText('0');
  });

  test('counters that fail to load say they are not loaded, and the thread still shows', async ({ page }) => {
    await registerClient(page.request);
    await sendMessageThroughApi(page.request, 'Berth for the Lafitte Tide', 'Is Outer 3 free in March?');
    await page.route('**/api/client/counts', (route) => route.fulfill({ status: 500, body: '' }));
    await openHydrated(page, '/client/dashboard');
    await expect(recentMessages(page)).toHaveCount(1);
    for (const label of ['Messages', 'Uploads', 'Processed uploads']) {
      await expect(counter(page, label)).toHaveText('–not loaded yet');
    }
  });
});

for (const width of [1280, 390]) {
  test.describe(`client dashboard at ${width}px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('has no axe violations on any tab and does not scroll sideways', async ({ page }) => {
      const client = await registerClient(page.request);
      await sendMessageThroughApi(page.request, 'Berth for the Lafitte Tide', 'Is Outer 3 free in March?');
      await openHydrated(page, '/client/dashboard');
      await expect(recentMessages(page)).toHaveCount(1);
      for (const tab of ['Messages', 'Upload Files', 'My Files', 'Profile']) {
        await openTab(page, tab);
        if (tab === 'Profile') await expect(panel(page, tab)).toContainText(client.email);
        else if (tab === 'My Files') await expect(panel(page, tab)).toContainText('No files yet');
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
    });
  });
}
