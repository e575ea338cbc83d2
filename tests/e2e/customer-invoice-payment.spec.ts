import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, facilityToday, formatStayDate } from '#shared/stay-dates.ts';
import { staffPassword, staffUsername } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newAccount, openHydrated, registerThroughApi, toastWith } from './support/customer-portal.ts';
import { waitForMail } from './support/mailbox.ts';

const origin = () => ({ Origin: test.info().project.use.baseURL ?? '' });

/** The office bills the customer through the staff API, in a request context of its own: an invoice three days overdue. */
async function issueOverdueInvoice(request: APIRequestContext, customerId: string, invoiceNumber: string) {
  const login = await request.post('/api/auth/login', { headers: origin(), data: { username: staffUsername, password: staffPassword } });
  expect(login.status(), await login.text()).toBe(200);
  const issued = await request.post(`/api/admin/clients/${customerId}/invoices`, {
    headers: origin(),
    data: { invoiceNumber, description: 'Dockage, Outer 3, 14 nights', totalAmount: 168_000, dueDate: addDays(facilityToday(), -3) },
  });
  expect(issued.status(), await issued.text()).toBe(201);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a customer pays an overdue invoice by card from the Invoices tab (${viewport.width} px)`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const account = newAccount('invoice-pay');
    const customer = await registerThroughApi(page, account);
    const invoiceNumber = `INV-E2E-${viewport.width}-${Date.now()}`;
    await issueOverdueInvoice(request, customer.id, invoiceNumber);

    await openHydrated(page, '/customer/dashboard?tab=invoices');
    const row = page.getByRole('tabpanel', { name: 'Invoices' }).getByRole('row').filter({ hasText: invoiceNumber });
    await expect(row).toContainText('Overdue');
    await expect(row).toContainText('$1,680.00');
    await row.getByRole('button', { name: `Pay invoice ${invoiceNumber}, $1,680.00` }).click();

    // The dialog names the invoice and the amount before any card is taken.
    const dialog = page.getByRole('dialog', { name: `Pay invoice ${invoiceNumber}` });
    await expect(dialog).toContainText('Dockage, Outer 3, 14 nights: $1,680.00');
    const cardNumber = dialog.getByLabel('Card number');
    const pay = dialog.getByRole('button', { name: 'Pay $1,680.00' });
    await expect(pay).toBeVisible();
    await expectNoAxeViolations(page);

    // A declined card: a clear error, the dialog and what was typed stay, the invoice is still owed.
    await cardNumber.fill('4000 0000 0000 0002');
    await pay.click();
    await expect(toastWith(page, 'Your card was declined.')).toBeVisible();
    await expect(cardNumber).toHaveValue('4000 0000 0000 0002');

    await cardNumber.fill('4242 4242 4242 4242');
    await pay.click();
    await expect(dialog).toBeHidden();
    await expect(toastWith(page, `Invoice ${invoiceNumber} is paid. A receipt is on its way to your email.`)).toBeVisible();
    await expect(row).toContainText(`Paid on ${formatStayDate(facilityToday())}`);
    await expect(row.getByRole('button', { name: /^Pay invoice/ })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const receipt = await waitForMail({ to: account.email, subject: `Payment received: invoice ${invoiceNumber}, $1,680.00` });
    expect(receipt.text).toContain('$1,680.00');
    expect(receipt.links.some((href) => href.endsWith('/customer/dashboard?tab=invoices'))).toBe(true);
  });
}
