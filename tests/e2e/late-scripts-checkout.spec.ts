import { expect, test, type Page } from '@playwright/test';
import { createReservation, type CreatedReservation } from './support/test-reservation.ts';
import {
  expectHydrated,
  expectNoFieldsInAddress,
  expectNotHydrated,
  holdBackScripts,
  openWithoutScripts,
  typeAndSubmitBeforeHydration,
  failOnPageErrors,
} from './support/late-scripts.ts';

// Booking a berth on a slow connection: the islands' code arrives after the person has typed and
// pressed the button (decision 069).

failOnPageErrors();

const origin = () => ({ Origin: test.info().project.use.baseURL ?? '' });
const stepHeading = (page: Page) => page.locator('#checkout-step-heading');
const checkoutPath = (reservation: CreatedReservation) => `/berth-checkout?reservationId=${reservation.id}`;
const leaseInfo = { lesseeAddress: '100 Bayou Rd', lesseeCity: 'Galliano', lesseeState: 'LA', lesseeZip: '70354' };

async function generateLeaseThroughApi(page: Page, reservation: CreatedReservation): Promise<string> {
  const response = await page.request.post(`/api/berth-reservations/${reservation.id}/generate-lease`, {
    headers: origin(),
    data: leaseInfo,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { lease: { id: string } }).lease.id;
}

/** Before the page runs, a step drawn only in the browser says it is loading rather than showing nothing. */
async function expectStepLoading(page: Page, heading: string) {
  await expect(stepHeading(page)).toHaveText(heading);
  await expect(page.getByRole('region', { name: heading }).locator('[aria-busy="true"]')).toContainText('Loading…');
  await expectNotHydrated(page);
}

test.describe('berth booking before the page’s scripts run', () => {
  test('stay dates and vessel size typed early are kept; the reservation then goes to the checkout', async ({ page }) => {
    const arrival = new Date(Date.now() + (30 + Math.floor(Math.random() * 300)) * 86_400_000).toISOString().slice(0, 10);
    const departure = new Date(Date.parse(arrival) + 3 * 86_400_000).toISOString().slice(0, 10);
    const release = await holdBackScripts(page);
    await openWithoutScripts(page, '/berths');
    const filters = page.getByRole('search', { name: 'Berth availability' });
    const typed = { Arrival: arrival, Departure: departure, 'Vessel length (ft)': '120', 'Draft (ft)': '12' };
    for (const [label, value] of Object.entries(typed)) await filters.getByLabel(label, { exact: true }).fill(value);
    await expectNotHydrated(page);
    await filters.getByLabel('Draft (ft)').press('Enter');
    expectNoFieldsInAddress(page, Object.values(typed));
    release();
    await expectHydrated(page);
    for (const [label, value] of Object.entries(typed)) await expect(filters.getByLabel(label, { exact: true })).toHaveValue(value);

    await page.getByRole('button', { name: 'Reserve Berth' }).first().click();
    const dialog = page.getByRole('dialog');
    const field = (label: string) => dialog.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));
    await field('Vessel name').fill('M/V Cheniere Caminada');
    await field('Beam (ft)').fill('32');
    await field('Contact name').fill('Renee Guidry');
    await field('Email').fill('renee@guidryoffshore.example');
    await field('Phone').fill('(985) 555-0110');
    await field('Company').fill('Guidry Offshore LLC');
    await field('Purpose').selectOption('crew-change');
    await field('Special requirements').fill('Shore power on arrival.');
    await dialog.getByRole('button', { name: 'Submit Reservation' }).click();
    await expect(page).toHaveURL(/\/berth-checkout\?reservationId=[^&]+$/);
  });

  test('Lease Info typed early is kept and generates the lease', async ({ page }) => {
    const reservation = await createReservation(page);
    const release = await holdBackScripts(page);
    await openWithoutScripts(page, checkoutPath(reservation));
    await typeAndSubmitBeforeHydration(page, release, {
      form: page.locator('form', { has: page.locator('[name="lesseeAddress"]') }),
      values: { ...leaseInfo, specialTerms: 'Fuel by truck at the berth.' },
      allowedQuery: ['reservationId'],
    });
    await expect(stepHeading(page)).toHaveText('Review the lease');
  });

  test('Review and Sign say they are loading until they work, then the lease is signed', async ({ page }) => {
    const reservation = await createReservation(page);
    await generateLeaseThroughApi(page, reservation);
    const release = await holdBackScripts(page);
    await openWithoutScripts(page, checkoutPath(reservation));
    await expectStepLoading(page, 'Review the lease');
    release();
    await expectHydrated(page);
    await page.getByRole('button', { name: 'Agree and continue to sign' }).click();
    await page.getByLabel('Signer name').fill('Renee Guidry');
    await page.getByLabel('Signer title').fill('Operations Manager');
    await page.getByLabel('Signature').fill('Renee Guidry');
    await page.getByRole('button', { name: 'Sign Lease' }).click();
    await expect(stepHeading(page)).toHaveText('Payment');
    expectNoFieldsInAddress(page, ['Renee Guidry', 'Operations Manager'], ['reservationId']);
  });

  test('Payment says it is loading until it works, then the test card pays', async ({ page }) => {
    const reservation = await createReservation(page);
    const leaseId = await generateLeaseThroughApi(page, reservation);
    const signed = await page.request.post(`/api/leases/${leaseId}/sign`, {
      headers: origin(),
      data: { signerName: 'Renee Guidry', signerTitle: 'Operations Manager', signature: 'Renee Guidry' },
    });
    expect(signed.status(), await signed.text()).toBe(200);
    const release = await holdBackScripts(page);
    await openWithoutScripts(page, checkoutPath(reservation));
    await expectStepLoading(page, 'Payment');
    release();
    await expectHydrated(page);
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(stepHeading(page)).toHaveText('Reservation complete');
    expectNoFieldsInAddress(page, ['4242424242424242'], ['reservationId']);
  });
});
