import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInAsStaff } from './support/admin.ts';
import { newClient, openHydrated, registerClient, signInThroughApi } from './support/client-portal.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * The toast's title and description. An open modal dialog hides the rest of the page from assistive
 * technology (Radix announces the toast through its own live region), so the toast list is read
 * including hidden nodes.
 */
async function expectToast(page: Page, title: string, description?: string) {
  const toast = page
    .getByRole('region', { name: 'Notification', exact: true, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .last();
  await expect(toast).toContainText(title);
  if (description !== undefined) await expect(toast).toContainText(description);
}

const survey = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`);
const berthPlan = survey('berth plan for March');

async function openClientsTab(page: Page) {
  await openHydrated(page, '/admin');
  await page.getByRole('tab', { name: 'Client Portal' }).click();
  await expect(page.getByRole('heading', { name: 'Clients', exact: true })).toBeVisible();
}

const clientRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Clients' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const clientRow = (page: Page, email: string) => clientRows(page).filter({ hasText: email });

async function findClient(page: Page, email: string) {
  await page.getByLabel('Search clients').fill(email);
  await expect(clientRow(page, email)).toBeVisible();
  await expect(clientRows(page)).toHaveCount(1);
}

test.describe('admin Client Portal tab', () => {
  test('staff create a client, message them, file a document for them, reset their password and read their timeline', async ({
    page,
    browser,
  }) => {
    // Five office tasks on one client, each through its dialog, then the client's own portal: a slow test.
    test.slow();
    const client = newClient();
    const name = `${client.firstName} ${client.lastName}`;
    await signInAsStaff(page);
    await openClientsTab(page);

    // Create: disabled until the four required fields are filled.
    await page.getByRole('button', { name: 'New Client' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Client' });
    const createButton = create.getByRole('button', { name: 'Create Client' });
    await expect(createButton).toBeDisabled();
    await expect(create).toContainText('Please fill in all required fields');
    await expect(create.getByLabel('Password')).toHaveAccessibleDescription('At least 8 characters.');
    await expect(create.getByLabel('Account status')).toHaveValue('active');
    await expect(create.getByLabel('Account status').locator('option')).toHaveText(['Active', 'Pending', 'Inactive']);
    await create.getByLabel('First name').fill(client.firstName);
    await create.getByLabel('Last name').fill(client.lastName);
    await create.getByLabel('Email').fill(client.email);
    await create.getByLabel('Company').fill(client.company);
    await create.getByLabel('Password').fill('seven77');
    await expect(createButton).toBeEnabled();
    await createButton.click();
    // The server's own rule, checked before sending: the message at the field, the dialog still open.
    await expect(create.getByLabel('Password')).toHaveAccessibleDescription(
      'At least 8 characters. Password must be at least 8 characters long',
    );
    await expect(create.getByLabel('Password')).toBeFocused();
    await create.getByLabel('Password').fill(client.password);
    await createButton.click();
    await expectToast(page, 'Client created');
    await expect(create).toBeHidden();

    await findClient(page, client.email);
    const row = clientRow(page, client.email);
    for (const action of ['View', 'Edit', 'Reset Password', 'Message', 'Upload']) {
      await expect(row.getByRole('button', { name: `${action} ${name}` })).toBeVisible();
    }

    // Message: checked on press, then sent into the client's thread.
    await row.getByRole('button', { name: `Message ${name}` }).click();
    const message = page.getByRole('dialog', { name: `Message ${name}` });
    await message.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Please fill in all fields');
    await expect(message.getByLabel('Subject')).toBeFocused();
    await expect(message.getByLabel('Subject')).toHaveAccessibleDescription('Please fill in all fields');
    await expect(message.getByLabel('Message')).toHaveAccessibleDescription('Please fill in all fields');
    await message.getByLabel('Subject').fill('Berth assignment for March');
    await message.getByLabel('Message').fill('Your vessel is assigned to Outer 3 from March 2.');
    await message.getByLabel('Priority').selectOption('high');
    await message
      .getByLabel('Attachment (optional)')
      .setInputFiles({ name: 'Berth plan March.pdf', mimeType: 'application/pdf', buffer: berthPlan });
    await message.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Message sent');
    await expect(message).toBeHidden();
    await expect(row.getByRole('button', { name: `Message ${name}` })).toBeFocused();

    // Upload: checked on press, a refused type never sent, then filed.
    await row.getByRole('button', { name: `Upload ${name}` }).click();
    const upload = page.getByRole('dialog', { name: `Upload a file for ${name}` });
    await expect(upload).toContainText('Maximum 10 MB');
    await expect(upload.getByLabel('Category').locator('option')).toHaveCount(8);
    await upload.getByRole('button', { name: 'Upload File' }).click();
    await expectToast(page, 'Please select a file and add a description');
    await expect(upload.getByLabel('Description')).toHaveAccessibleDescription('Please select a file and add a description');
    await upload.getByLabel('File').setInputFiles({ name: 'rates.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK') });
    await upload.getByLabel('Description').fill('Rates');
    await upload.getByRole('button', { name: 'Upload File' }).click();
    await expectToast(page, 'Failed to upload file', 'Only PDF, DOC, DOCX, JPG, JPEG, PNG and ZIP files can be uploaded');
    await upload
      .getByLabel('File')
      .setInputFiles({ name: 'Hull survey March.pdf', mimeType: 'application/pdf', buffer: survey('hull survey') });
    await upload.getByLabel('Description').fill('Hull survey before the March stay');
    await upload.getByLabel('Category').selectOption('Survey Reports');
    await upload.getByRole('button', { name: 'Upload File' }).click();
    await expectToast(page, 'File uploaded');
    await expect(upload).toBeHidden();

    // Reset password: asked first, then the temporary password shown once.
    await row.getByRole('button', { name: `Reset Password ${name}` }).click();
    const reset = page.getByRole('dialog', { name: `Reset password for ${name}` });
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Password reset');
    const tempPassword = (await reset.getByTestId('temp-password').textContent())?.trim() ?? '';
    expect(tempPassword.length).toBeGreaterThanOrEqual(12);
    await expect(reset.getByRole('button', { name: 'Copy password' })).toBeFocused();
    await reset.getByRole('button', { name: 'Close' }).click();
    await expect(reset).toBeHidden();

    // The client signs in with it and finds the message, the file and the notifications.
    const clientContext = await browser.newContext();
    const clientPage = await clientContext.newPage();
    await signInThroughApi(clientPage.request, { email: client.email, password: tempPassword });
    await openHydrated(clientPage, '/client/dashboard');
    const fromOffice = clientPage
      .getByRole('region', { name: 'Recent messages' })
      .getByRole('article')
      .filter({ hasText: 'Berth assignment for March' });
    await expect(fromOffice).toContainText('From Admin');
    await expect(fromOffice).toContainText('High priority');
    const attachmentDownload = clientPage.waitForEvent('download');
    await fromOffice.getByRole('link', { name: 'Download attachment Berth plan March.pdf' }).click();
    const attachment = await attachmentDownload;
    expect(attachment.suggestedFilename()).toBe('Berth plan March.pdf');
    expect(await readFile((await attachment.path()) ?? '')).toEqual(berthPlan);
    const header = clientPage.getByRole('region', { name: `Welcome, ${name}` });
    const bell = header.getByRole('button', { name: /^Notifications \d+ unread$/ });
    await expect(bell).toBeVisible();
    const unread = Number(/(\d+) unread/.exec((await bell.textContent()) ?? '')?.[1]);
    expect(unread).toBeGreaterThanOrEqual(2);
    await bell.click();
    const notifications = clientPage.getByRole('dialog', { name: 'Notifications' });
    await expect(notifications.getByRole('article')).toHaveCount(unread);
    await notifications.getByRole('button', { name: 'Mark all read' }).click();
    await expect(notifications).toContainText('Nothing unread.');
    await notifications.getByRole('button', { name: 'Close' }).click();
    await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeFocused();
    await clientPage.getByRole('tab', { name: 'My Files' }).click();
    await expect(clientPage.getByRole('tabpanel', { name: 'My Files' })).toContainText('Hull survey March.pdf');
    await openHydrated(clientPage, '/customer/dashboard');
    await clientPage.getByRole('tab', { name: 'Documents' }).click();
    await expect(clientPage.getByRole('tabpanel', { name: 'Documents' })).toContainText('Hull survey March.pdf');
    await clientContext.close();

    // The timeline holds what the office did for this client.
    await row.getByRole('button', { name: `View ${name}` }).click();
    const details = page.getByRole('dialog', { name });
    const timeline = details.getByRole('list', { name: 'Timeline, newest first' });
    await expect(timeline).toContainText('Message from office');
    await expect(timeline).toContainText('File from office');
    await expect(timeline).toContainText('Office action');
    await expect(timeline).toContainText(`harbormaster added ${name} as a client`);
    await expect(timeline.getByRole('link', { name }).first()).toHaveAttribute('href', /tab=clients/);
    await expect(timeline).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(row.getByRole('button', { name: `View ${name}` })).toBeFocused();

    // The details lead to this client's audit entries, a place the address keeps.
    await row.getByRole('button', { name: `View ${name}` }).click();
    await details.getByRole('link', { name: 'View audit' }).click();
    await expect(details).toBeHidden();
    const auditTab = page.getByRole('tab', { name: 'Audit' });
    await expect(auditTab).toHaveAttribute('aria-selected', 'true');
    await expect(auditTab).toBeFocused();
    await expect(page).toHaveURL(/\/admin\?tab=audit&customerId=[0-9a-f-]{36}$/);
    const audit = page.getByRole('tabpanel', { name: 'Audit' });
    await expect(audit.getByLabel('Customer', { exact: true }).locator('option:checked')).toHaveText(`${name} (${client.email})`);
    const entries = audit.getByRole('list', { name: 'Audit entries, newest first' });
    await expect(entries.getByRole('listitem').filter({ hasText: 'Client created' })).toHaveCount(1);
    await expect(entries.getByRole('listitem').filter({ hasText: 'Client created' })).toContainText(
      `harbormaster added ${name} as a client`,
    );
    await expect(entries).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await expect(entries.getByRole('listitem').filter({ hasText: 'Message sent' })).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Audit' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('tabpanel', { name: 'Audit' }).getByLabel('Customer', { exact: true }).locator('option:checked'),
    ).toHaveText(`${name} (${client.email})`);
  });

  test('a client message is replied to inside the client’s thread', async ({ page, browser }) => {
    const client = newClient();
    const clientContext = await browser.newContext();
    const clientPage = await clientContext.newPage();
    const origin = { Origin: test.info().project.use.baseURL ?? '' };
    expect((await clientPage.request.post('/api/customers/register', { headers: origin, data: client })).status()).toBe(201);
    expect(
      (
        await clientPage.request.post('/api/client/messages', {
          headers: origin,
          data: { subject: 'Fuel at the dock', message: 'Can we take fuel Thursday?' },
        })
      ).status(),
    ).toBe(201);

    await signInAsStaff(page);
    await openClientsTab(page);
    const inbox = page.getByRole('list', { name: 'Client messages, unread first' });
    const incoming = inbox.getByRole('listitem').filter({ hasText: 'Can we take fuel Thursday?' });
    await expect(incoming).toContainText('Unread');
    await incoming.getByRole('button', { name: /^Reply/ }).click();
    const reply = page.getByRole('dialog', { name: `Message ${client.firstName} ${client.lastName}` });
    await expect(reply.getByLabel('Subject')).toHaveValue('Re: Fuel at the dock');
    await reply.getByLabel('Message').fill('Yes, Thursday from 7 AM at the fuel dock.');
    await reply.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Message sent');
    await incoming.getByRole('button', { name: /^Mark read/ }).click();
    await expect(incoming).not.toContainText('Unread');

    await openHydrated(clientPage, '/client/dashboard');
    await expect(clientPage.getByRole('region', { name: 'Recent messages' }).getByRole('article').first()).toContainText(
      'Yes, Thursday from 7 AM',
    );
    await clientContext.close();
  });

  for (const width of [1280, 390]) {
    test(`the notifications bell sits in both portal dashboards' page header beside Sign Out, by keyboard, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const client = await registerClient(page.request);
      for (const path of ['/client/dashboard', '/customer/dashboard']) {
        await openHydrated(page, path);
        const header = page.getByRole('region', { name: `Welcome, ${client.firstName} ${client.lastName}` });
        await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
        const bell = header.getByRole('button', { name: /^Notifications/ });
        await expect(bell).toBeInViewport();
        await bell.focus();
        await page.keyboard.press('Enter');
        const notifications = page.getByRole('dialog', { name: 'Notifications' });
        await expect(notifications).toContainText('No notifications yet');
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(notifications).toBeHidden();
        await expect(bell).toBeFocused();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
    });

    test(`the tab has no axe violations and does not scroll sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsStaff(page);
      await openClientsTab(page);
      await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.getByRole('button', { name: 'New Client' }).click();
      await expect(page.getByRole('dialog', { name: 'Create New Client' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
