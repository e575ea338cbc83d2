import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInAsStaff, staffUsername } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { testLeadsEmail } from './support/mail-capture.ts';
import { capturedMail, waitForMail } from './support/mailbox.ts';

// Staff answer a lead by email from its dialog: the mail reaches the sender with the office to
// answer to, the reply joins the lead's history and the lead counts as answered.

/** A contact request as the public form sends it, from a sender no other test uses. */
async function sendContactRequest(page: Page, lastName: string, email: string) {
  const response = await page.request.post('/api/service-requests', {
    headers: { Origin: test.info().project.use.baseURL ?? '' },
    data: {
      firstName: 'Dana',
      lastName,
      company: 'Gulf Tide Offshore',
      email,
      serviceType: 'Tank Cleaning',
      urgency: 'standard',
      projectDetails: 'Two cargo tanks on the M/V Gulf Tide need cleaning before a change of service.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

for (const width of [1280, 390]) {
  test(`staff reply to a lead by email from its dialog at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const lastName = `Guidry ${crypto.randomUUID().slice(0, 8)}`;
    const email = `dana.${width}.${Date.now()}@gulftide.example`;
    await sendContactRequest(page, lastName, email);
    await signInAsStaff(page);
    await page.goto('/admin');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
    await page.getByRole('tab', { name: 'Service Requests' }).click();
    await page.getByRole('button', { name: new RegExp(`^(Open|View) Dana ${lastName}`) }).click();

    const dialog = page.getByRole('dialog', { name: /^Service request S-\d{4}-\d{6}$/ });
    const form = dialog.getByRole('form', { name: 'Reply by email' });
    const subject = form.getByRole('textbox', { name: 'Subject' });
    await expect(subject).toHaveValue(/^Re: your request S-\d{4}-\d{6}$/);
    const requestNumber = (await subject.inputValue()).replace('Re: your request ', '');
    await expect(dialog).toContainText('No replies sent yet.');
    await expect(dialog).toContainText(/Waiting/);

    // An empty message is refused at its field; a failed send keeps what was typed and says so.
    await form.getByRole('button', { name: 'Send reply' }).click();
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(/Message is required/);
    const message = `Hello Dana,\n\nWe can clean both tanks on Tuesday (${width}).`;
    await form.getByRole('textbox', { name: 'Message' }).fill(message);
    await page.route('**/replies', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'service_unavailable', message: 'Mail is resting' }),
      }),
    );
    await form.getByRole('button', { name: 'Send reply' }).click();
    await expect(form.getByRole('alert')).toHaveText('Mail is resting');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(message);
    await page.unroute('**/replies');

    // Two quick presses send one reply.
    await form.getByRole('button', { name: 'Send reply' }).dblclick();
    await expect(form.getByRole('status')).toHaveText(`Reply sent to ${email}`);
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    const history = dialog.getByRole('list', { name: 'Replies sent' }).getByRole('listitem');
    await expect(history).toHaveCount(1);
    await expect(history).toContainText(`Re: your request ${requestNumber}`);
    await expect(history).toContainText(
      new RegExp(`Sent by ${staffUsername} · [A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} [AP]M C[SD]T`),
    );
    await expect(history).toContainText('We can clean both tanks on Tuesday');
    await expect(dialog).toContainText(/Answered in/);
    await expectNoAxeViolations(page);
    // The dialog fits the screen; the list behind it is its own tab's concern.
    expect(
      await dialog.evaluate(
        (element) => element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().right <= window.innerWidth,
      ),
    ).toBe(true);

    const mail = await waitForMail({ to: email, subject: `Re: your request ${requestNumber}` });
    expect(mail.to).toEqual([email]);
    expect(mail.replyTo).toBe(testLeadsEmail);
    expect(mail.from).toContain('Bayou Lafourche Marine');
    expect(mail.text).toContain(message);
    expect(mail.text).toContain(`This is about your request ${requestNumber}.`);
    // The outbox sends every 250 ms: a second mail would have come by now.
    await sleep(1500);
    expect((await capturedMail()).filter((captured) => captured.to.includes(email) && captured.subject.startsWith('Re:'))).toHaveLength(1);
  });
}
