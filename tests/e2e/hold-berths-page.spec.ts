import { expect, test, type Page } from '@playwright/test';
import type { BerthView, ReservationView } from '#shared/berth-views.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';

// Runs against the server whose holds last one minute. Each test takes its own dates far ahead,
// apart from the checkout's hold specs on the same server.
const datesAhead = () => addDays(facilityToday(), 540 + Math.floor(Math.random() * 60));

const monthDayYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const stayInWords = (arrival: string, departure: string) => {
  const arrivalFormat = arrival.slice(0, 4) === departure.slice(0, 4) ? monthDay : monthDayYear;
  return `${arrivalFormat.format(new Date(`${arrival}T00:00:00Z`))} – ${monthDayYear.format(new Date(`${departure}T00:00:00Z`))}`;
};

/** Makes a hold from this browser (the page's request context shares its cookies), as the dialog would. */
async function holdFromThisBrowser(
  page: Page,
  baseURL: string | undefined,
  berthName: string,
  arrivalDate: string,
): Promise<ReservationView> {
  const berths = (await (await page.request.get('/api/berths')).json()) as BerthView[];
  const berth = berths.find((candidate) => candidate.name === berthName);
  if (!berth) throw new Error(`no berth named ${berthName}`);
  const response = await page.request.post('/api/berth-reservations', {
    headers: { Origin: new URL(baseURL ?? '').origin },
    data: {
      berthId: berth.id,
      vesselName: 'M/V Resumed Tide',
      vesselLength: 140,
      vesselBeam: 36,
      vesselDraft: 12,
      contactName: 'Renee Cheramie',
      contactEmail: 'renee@bayou-tide.example',
      contactPhone: '(985) 555-0142',
      company: 'Bayou Tide Marine',
      arrivalDate,
      departureDate: addDays(arrivalDate, 6),
      purpose: 'fuel',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as ReservationView;
}

/** The berth finder hydrates as it comes into view (decision 077): a visitor scrolls to it, `?rebook=` takes the page there. */
async function openBerths(page: Page, path = '/berths') {
  await page.goto(path);
  if (!path.includes('rebook=')) await page.getByRole('heading', { name: 'Find a berth' }).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

test('a browser holding a live hold is offered to resume it on /berths', async ({ page, baseURL }) => {
  const arrival = datesAhead();
  const hold = await holdFromThisBrowser(page, baseURL, 'Outer 3', arrival);
  await openBerths(page);
  const banner = page.getByRole('region', { name: 'Resume your reservation' });
  await expect(banner).toContainText(hold.reservationNumber);
  await expect(banner).toContainText('Outer 3');
  await expect(banner).toContainText(stayInWords(arrival, addDays(arrival, 6)));
  await expect(banner).toContainText(/(less than a minute|1 minute) left/);
  await expect(banner.getByRole('link', { name: /^Resume your reservation/ })).toHaveAttribute(
    'href',
    `/berth-checkout?reservationId=${hold.id}`,
  );
});

test('a browser without a hold is offered nothing', async ({ page }) => {
  await openBerths(page);
  await expect(page.getByRole('list', { name: 'Berth details' }).getByRole('article')).toHaveCount(15);
  await expect(page.getByRole('region', { name: 'Resume your reservation' })).toHaveCount(0);
});

test('reserving again after a hold expired opens the same berth with the same vessel, contact and dates', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const arrival = datesAhead();
  const hold = await holdFromThisBrowser(page, baseURL, 'Inner 5', arrival);
  const expiresAt = Date.parse(hold.holdExpiresAt ?? '');
  expect(Number.isNaN(expiresAt)).toBe(false);
  await page.waitForTimeout(Math.max(0, expiresAt - Date.now()) + 2000);

  await openBerths(page, `/berths?rebook=${hold.id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Reserve Inner 5' })).toBeVisible();
  const field = (label: string) => dialog.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));
  await expect(field('Vessel name')).toHaveValue('M/V Resumed Tide');
  await expect(field('Vessel length (ft)')).toHaveValue('140');
  await expect(field('Beam (ft)')).toHaveValue('36');
  await expect(field('Draft (ft)')).toHaveValue('12');
  await expect(field('Contact name')).toHaveValue('Renee Cheramie');
  await expect(field('Email')).toHaveValue('renee@bayou-tide.example');
  await expect(field('Company')).toHaveValue('Bayou Tide Marine');
  await expect(field('Arrival date')).toHaveValue(arrival);
  await expect(field('Departure date')).toHaveValue(addDays(arrival, 6));
  await expect(field('Purpose')).toHaveValue('fuel');
});
