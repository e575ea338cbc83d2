import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  newAccount,
  openHydrated,
  openTab,
  postAsBrowser,
  registerThroughApi,
  toastWith,
  verifyEmailFromMail,
} from './support/customer-portal.ts';
import { demoCustomer, signInThroughApi } from './support/client-portal.ts';
import { failList } from './support/failing-list.ts';
import { createReservation, type CreatedReservation } from './support/test-reservation.ts';

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);

/** A guest's whole checkout through the API: lease, signature, test card, confirmation. */
async function payAsGuest(page: Page, reservation: CreatedReservation) {
  const reservationPath = `/api/berth-reservations/${reservation.id}`;
  const { lease } = (await postAsBrowser(
    page,
    `${reservationPath}/generate-lease`,
    { lesseeAddress: '1 Dock Rd', lesseeCity: 'Larose', lesseeState: 'LA', lesseeZip: '70373' },
    201,
  )) as { lease: { id: string } };
  await postAsBrowser(page, `/api/leases/${lease.id}/sign`, {
    signerName: 'Renee Guidry',
    signerTitle: 'Owner',
    signature: 'Renee Guidry',
  });
  const intent = (await postAsBrowser(page, `${reservationPath}/create-payment-intent`)) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  await postAsBrowser(page, '/api/payments/test/confirm', { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' });
  await postAsBrowser(page, `${reservationPath}/confirm-payment`, { paymentIntentId: intent.paymentIntentId });
}

test('records made with the email before the account join it once the email is verified, and every tab shows them', async ({ page }) => {
  test.setTimeout(60_000);
  const account = newAccount('records');
  await postAsBrowser(
    page,
    '/api/service-requests',
    {
      source: 'contact',
      firstName: 'Renee',
      lastName: 'Guidry',
      company: 'Guidry Offshore LLC',
      email: account.email,
      serviceType: 'Crew Changes',
      projectDetails: 'Crew change for 12 at Port Fourchon, Slip 14, Thursday before dawn.',
    },
    201,
  );
  const reservation = await createReservation(page, { contactEmail: account.email });
  await payAsGuest(page, reservation);

  await registerThroughApi(page, account);
  await openHydrated(page, '/customer/dashboard');
  // Until the address is verified, nothing made with it earlier is shown.
  await expect(page.getByText('No service requests yet')).toBeVisible();

  await verifyEmailFromMail(page, account.email);
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toHaveCount(0);

  const counter = (name: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: name }) })
      .locator('dd');
  await expect(counter('Active Projects')).toHaveText('1');
  await expect(counter('Pending Invoices')).toHaveText('0');
  await expect(counter('Documents')).toHaveText('1');

  const requests = page.getByRole('tabpanel', { name: 'Service Requests' });
  const request = requests.getByRole('row').filter({ hasText: 'Crew Changes' });
  await expect(request).toContainText('Crew change for 12 at Port Fourchon');
  await expect(request).toContainText('Pending');
  await expect(request).toContainText('Not scheduled');

  // The tabs follow the arrow keys.
  await page.getByRole('tab', { name: 'Service Requests' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Invoices' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
  const invoice = page.getByRole('tabpanel', { name: 'Invoices' }).getByRole('row').filter({ hasText: reservation.reservationNumber });
  await expect(invoice).toContainText(dollars(reservation.totalCost));
  await expect(invoice).toContainText('Paid');

  const documents = await openTab(page, 'Documents');
  const lease = documents.getByRole('row').filter({ hasText: `Berth-Lease-${reservation.reservationNumber}.pdf` });
  await expect(lease).toContainText(/lease/i);
  const downloading = page.waitForEvent('download');
  await lease.getByRole('link', { name: /Download/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Berth-Lease-${reservation.reservationNumber}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

  const reservations = await openTab(page, 'Berth Reservations');
  const row = reservations.getByRole('row').filter({ hasText: reservation.reservationNumber });
  await expect(row).toContainText(reservation.berth.name);
  await expect(row).toContainText(reservation.vesselName);
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(dollars(reservation.totalCost));
  await expect(row.getByRole('link', { name: /Continue checkout/ })).toHaveCount(0);
});

test('the Documents tab lists library documents for the customer beside the office’s files, not public ones, and downloads them', async ({
  page,
}) => {
  await signInThroughApi(page.request, demoCustomer);
  await openHydrated(page, '/customer/dashboard');
  const counter = page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: 'Documents' }) })
    .locator('dd');
  // The demo stay's signed lease is one of them.
  await expect(counter).toHaveText('5');

  const documents = await openTab(page, 'Documents');
  await expect(documents.getByRole('row').filter({ hasText: 'Hull-Survey-Gulf-Tide-Resolute.pdf' })).toBeVisible();
  await expect(documents.getByRole('row').filter({ hasText: 'Dockage-Rates-and-Facility-Rules.pdf' })).toHaveCount(0);
  await expect(documents.getByRole('row').filter({ hasText: /Berth-Lease-R-\d{4}-\d{6}\.pdf/ })).toContainText(/lease/i);
  const certificate = documents.getByRole('row').filter({ hasText: 'Certificate-of-Insurance-Gulf-Tide-Endeavor.pdf' });
  await expect(certificate).toContainText('Certificates');
  const downloading = page.waitForEvent('download');
  await certificate.getByRole('link', { name: /Download/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Certificate-of-Insurance-Gulf-Tide-Endeavor.pdf');
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a hold made in this browser before signing in is offered to the account and added to it', async ({ page }) => {
  const hold = await createReservation(page, { contactEmail: newAccount('guest-hold').email });
  await registerThroughApi(page, newAccount('claimer'));
  await openHydrated(page, '/customer/dashboard');

  const reservations = await openTab(page, 'Berth Reservations');
  await expect(reservations.getByText('No berth reservations yet')).toBeVisible();
  const offer = reservations.getByRole('region', { name: 'Reserved in this browser before you signed in' });
  await expect(offer).toContainText(hold.reservationNumber);
  await offer.getByRole('button', { name: `Add to my account ${hold.reservationNumber}` }).click();

  await expect(toastWith(page, 'Added to your account')).toBeVisible();
  await expect(offer).toHaveCount(0);
  const row = reservations.getByRole('row').filter({ hasText: hold.reservationNumber });
  await expect(row).toContainText('Awaiting payment');
  await expect(row.getByRole('link', { name: `Continue checkout of ${hold.reservationNumber}` })).toHaveAttribute(
    'href',
    `/berth-checkout?reservationId=${hold.id}`,
  );
});

// Each tab reads its list when it is opened (the counters come counted from /api/customer/counts).
const failingLists = [
  { tab: 'Invoices', path: '/api/customer/invoices', what: 'invoices', empty: 'No invoices yet' },
  { tab: 'Documents', path: '/api/customer/documents', what: 'documents', empty: 'No documents yet' },
  { tab: 'Berth Reservations', path: '/api/customer/reservations', what: 'berth reservations', empty: 'No berth reservations yet' },
];

test.describe('a list that fails to load says so and loads again on Retry', () => {
  for (const list of failingLists) {
    test(`${list.tab}, failing once its tab is open`, async ({ page }) => {
      await registerThroughApi(page, newAccount('retry'));
      const failure = await failList(page, list.path);
      await openHydrated(page, '/customer/dashboard');
      const panel = await openTab(page, list.tab);
      await expect(panel.getByRole('status')).toHaveText(`Loading your ${list.what}…`);
      failure.release();
      await expect(panel.getByRole('alert')).toContainText('Failed to load data');
      failure.recover();
      await panel.getByRole('button', { name: 'Retry' }).click();
      await expect(panel.getByText(list.empty)).toBeVisible();
    });
  }
});
