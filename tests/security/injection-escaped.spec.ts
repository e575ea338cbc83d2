import { expect, test, type Page } from '@playwright/test';
import { contactServiceTypes } from '#shared/lead-options.ts';
import { signInAsStaff } from '#tests/e2e/support/admin.ts';
import { newClient, registerClient } from '#tests/e2e/support/client-portal.ts';
import { uniqueWord, uploadThroughApi } from '#tests/e2e/support/documents.ts';
import { createReservation } from '#tests/e2e/support/test-reservation.ts';
import { pdfRunningText } from '#tests/setup/pdf-text.ts';

/**
 * What an attacker types into a text field: markup that runs script if a page inserts it as HTML,
 * SQL metacharacters, a template expression and a `javascript:` address, ending in a word of its
 * own so each field's value can be found on the page.
 */
const hostile = (word: string) => `<img src=x onerror=__xss()><script>__xss()</script>'--"{{7*7}} javascript:__xss() ${word}`;

const origin = () => ({ Origin: test.info().project.use.baseURL ?? '' });

const dialogsOpened = new WeakMap<Page, string[]>();

/** A page that records any script the payloads manage to run, and any dialog they open. */
async function trapScripts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.assign(window, { __xss: () => Object.assign(window, { xssRan: true }) });
  });
  const dialogs: string[] = [];
  dialogsOpened.set(page, dialogs);
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
}

/** The value is on the page as text, and nothing of it became an element or ran. */
async function expectShownAsText(page: Page, value: string): Promise<void> {
  await expect(page.getByText(value).first()).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('script', { hasText: '__xss()' }).count()).toBe(0);
  expect(await page.evaluate(() => 'xssRan' in window)).toBe(false);
  expect(dialogsOpened.get(page)).toEqual([]);
}

async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

test.describe('what people type is kept verbatim and shown as text', () => {
  test('leads: stored as sent, shown as text in the admin area, exported without formulas', async ({ page }) => {
    const words = { name: uniqueWord('Name'), company: uniqueWord('Company'), title: uniqueWord('Title'), details: uniqueWord('Details') };
    const quote = {
      contactName: hostile(words.name),
      contactEmail: 'lead@bayou-e2e.example',
      company: hostile(words.company),
      projectTitle: hostile(words.title),
      projectDescription: hostile(words.details),
      location: "Larose'; DROP TABLE leads;--",
    };
    const sent = await page.request.post('/api/quotes', { headers: origin(), data: quote });
    expect(sent.status(), await sent.text()).toBe(201);
    const formulas = {
      firstName: '=1+1',
      lastName: '+cmd',
      company: '@SUM(A1:A9)',
      email: 'formula@bayou-e2e.example',
      projectDetails: '-2+3\tand a tab',
    };
    const contact = await page.request.post('/api/service-requests', {
      headers: origin(),
      data: { source: 'contact', serviceType: contactServiceTypes[0], ...formulas },
    });
    expect(contact.status(), await contact.text()).toBe(201);

    await signInAsStaff(page);
    const leads = await page.request.get('/api/admin/leads?kind=quote');
    expect(JSON.stringify(await leads.json())).toContain(JSON.stringify(quote.company).slice(1, -1));

    await trapScripts(page);
    await openHydrated(page, '/admin');
    await page.getByRole('tab', { name: 'Service Requests' }).click();
    await expectShownAsText(page, quote.company);

    const csv = await (await page.request.get('/api/admin/leads/export.csv')).text();
    const row = csv.split('\r\n').find((line) => line.includes(formulas.email)) ?? '';
    expect(row).toContain("'=1+1 +cmd");
    expect(row).toContain("'@SUM(A1:A9)");
    expect(csv).not.toMatch(/(^|,)"?[=+\-@\t]/m);
  });

  test('a customer: profile, messages, and the lessee address in the checkout’s lease and its PDF', async ({ page }) => {
    const words = {
      first: uniqueWord('First'),
      company: uniqueWord('Company'),
      subject: uniqueWord('Subject'),
      vessel: uniqueWord('Vessel'),
    };
    const client = { ...newClient(), firstName: hostile(words.first), company: hostile(words.company) };
    await registerClient(page.request, client);
    const subject = hostile(words.subject);
    const message = await page.request.post('/api/client/messages', { headers: origin(), data: { subject, message: hostile('Body') } });
    expect(message.status(), await message.text()).toBe(201);
    const profile = await page.request.get('/api/customers/me');
    expect(JSON.stringify(await profile.json())).toContain(JSON.stringify(client.company).slice(1, -1));

    await trapScripts(page);
    await openHydrated(page, '/client/dashboard');
    await expectShownAsText(page, subject);
    await openHydrated(page, '/customer/dashboard');
    await expectShownAsText(page, client.company);

    const reservation = await createReservation(page);
    const lesseeAddress = hostile(words.vessel);
    const generated = await page.request.post(`/api/berth-reservations/${reservation.id}/generate-lease`, {
      headers: origin(),
      data: { lesseeAddress, lesseeCity: 'Galliano', lesseeState: 'LA', lesseeZip: '70354' },
    });
    expect(generated.status(), await generated.text()).toBe(201);
    const { lease } = (await generated.json()) as { lease: { id: string; leaseDocument: string } };
    expect(lease.leaseDocument).toContain(lesseeAddress);
    const pdf = await page.request.get(`/api/leases/${lease.id}/pdf`);
    expect(pdfRunningText(await pdf.body())).toContain(lesseeAddress);
    await openHydrated(page, `/berth-checkout?reservationId=${reservation.id}`);
    await expectShownAsText(page, lesseeAddress);
  });

  test('documents: title, description and tags, in a file named after the title', async ({ page }) => {
    await signInAsStaff(page);
    const title = hostile(uniqueWord('Title'));
    const description = hostile(uniqueWord('Description'));
    const tag = '<img src=x onerror=__xss()>';
    const document = await uploadThroughApi(page.request, { title, description, tags: `${tag}, '--{{7*7}}` });
    expect(document).toMatchObject({ title, description, tags: [tag, "'--{{7*7}}"] });

    await trapScripts(page);
    await openHydrated(page, '/documents');
    await expectShownAsText(page, title);
    await expectShownAsText(page, description);
  });
});
