import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { BerthView } from '#shared/berth-views.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';

// Every spec shares one server and database, and other journeys book berths too (the checkout spec
// up to about 666 days ahead). Each test here picks its dates at random inside a stretch of the
// calendar kept for its kind, so a test that expects a berth free or counts free berths never sees
// someone else's booking: nobody books in `unbooked` (stays up to 10 days), `bookingCount` books
// 7-day stays, `ownBooking` 10-day ones. Bookings open up to 730 days ahead.
const stretches = {
  unbooked: [667, 679],
  bookingCount: [690, 704],
  ownBooking: [712, 719],
  other: [370, 660],
} as const;
function datesIn(stretch: keyof typeof stretches): string {
  const [from, to] = stretches[stretch];
  return addDays(facilityToday(), from + Math.floor(Math.random() * (to - from)));
}

const monthDayYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** The page's way of writing a stay, e.g. "Dec 3 – Dec 10, 2026". */
function stayInWords(arrival: string, departure: string): string {
  const start = arrival.slice(0, 4) === departure.slice(0, 4) ? monthDay : monthDayYear;
  return `${start.format(new Date(`${arrival}T00:00:00Z`))} – ${monthDayYear.format(new Date(`${departure}T00:00:00Z`))}`;
}

/** A berth card that records when its highlight attribute changes (performance.now()). */
type HighlightTimed = Element & { highlightChanges?: number[] };

/**
 * React islands answer clicks only once hydrated; Astro drops the `ssr` attribute when they are. The
 * berth finder hydrates as it comes into view (decision 077), so the visitor's way to it is taken first.
 */
async function openBerths(page: Page) {
  await page.goto('/berths');
  await findABerth(page).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(15);
}

const findABerth = (page: Page) => page.getByRole('heading', { name: 'Find a berth' });
const cards = (page: Page) => page.getByRole('list', { name: 'Berth details' }).getByRole('article');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const dockMap = (page: Page) => page.getByRole('group', { name: /^Dock map/ });
const mapBerth = (page: Page, name: string) => dockMap(page).getByRole('button', { name: new RegExp(`^${name},`) });
const filters = (page: Page) => page.getByRole('search', { name: 'Berth availability' });
const summary = (page: Page) => page.locator('[aria-live="polite"]').filter({ hasText: /berths/ });
const dialog = (page: Page) => page.getByRole('dialog');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A control of the dialog by its label; a required field's label also holds a hidden asterisk. */
const field = (page: Page, label: string) => dialog(page).getByLabel(new RegExp(`^${escaped(label)}( \\*)?$`));
// The open dialog hides the rest of the page from assistive technology, toasts included, so the
// toast is found by its text rather than its role.
const toastWith = (page: Page, text: string) => page.locator('li', { hasText: text });

async function chooseStay(page: Page, arrival: string, departure: string, length = '', draft = '') {
  await filters(page).getByLabel('Arrival', { exact: true }).fill(arrival);
  await filters(page).getByLabel('Departure', { exact: true }).fill(departure);
  await filters(page).getByLabel('Vessel length (ft)').fill(length);
  await filters(page).getByLabel('Draft (ft)').fill(draft);
}

async function berthId(request: APIRequestContext, name: string): Promise<string> {
  const berths = (await (await request.get('/api/berths')).json()) as BerthView[];
  const berth = berths.find((candidate) => candidate.name === name);
  if (!berth) throw new Error(`no berth named ${name}`);
  return berth.id;
}

/** Books a berth through the API, as another visitor would, so the page has something to show. */
async function bookThroughApi(page: Page, baseURL: string | undefined, name: string, arrivalDate: string, departureDate: string) {
  const response = await page.request.post('/api/berth-reservations', {
    headers: { Origin: new URL(baseURL ?? '').origin },
    data: {
      berthId: await berthId(page.request, name),
      vesselName: 'M/V Other Booking',
      contactName: 'Another Captain',
      contactEmail: 'other@example.com',
      company: 'Other Marine LLC',
      vesselLength: 100,
      vesselDraft: 10,
      arrivalDate,
      departureDate,
    },
  });
  expect(response.status()).toBe(201);
}

async function openDialog(page: Page, berth: string) {
  await card(page, berth).getByRole('button', { name: 'Reserve Berth' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: `Reserve ${berth}` })).toBeVisible();
}

async function fillContact(page: Page) {
  await field(page, 'Vessel name').fill('M/V Grand Isle Tide');
  await field(page, 'Beam (ft)').fill('38');
  // Length and draft are required; tests that chose them already keep theirs.
  for (const [label, feet] of [
    ['Vessel length (ft)', '100'],
    ['Draft (ft)', '10'],
  ] as const) {
    if ((await field(page, label).inputValue()) === '') await field(page, label).fill(feet);
  }
  await field(page, 'Contact name').fill('Danielle Guidry');
  await field(page, 'Email').fill('danielle@gulftide.example');
  await field(page, 'Phone').fill('(985) 555-0110');
  await field(page, 'Company').fill('Gulf Tide Offshore');
  await field(page, 'Purpose').selectOption('crew-change');
  await field(page, 'Special requirements').fill('Crew change Thursday 0600; forklift for groceries.');
}

// Failed requests the tests cause on purpose show as console errors too; anything else fails the test.
let consoleErrors: string[] = [];
test.beforeEach(({ page }) => {
  consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
});

test.afterEach(() => {
  expect(consoleErrors).toEqual([]);
});

test.describe('the berths page', () => {
  test('draws every berth on the dock map and as a card, with a legend in words and letters', async ({ page }) => {
    await openBerths(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Berth Availability');
    await expect(dockMap(page).getByRole('button')).toHaveCount(15);
    await expect(mapBerth(page, 'Outer 3')).toHaveAccessibleName('Outer 3, 160 ft, available');
    await expect(mapBerth(page, 'Outer 2')).toHaveAccessibleName('Outer 2, 150 ft, occupied');
    await expect(card(page, 'Outer 2')).toContainText(/Alongside today: \S/);
    await expect(mapBerth(page, 'Inner 4')).toHaveAccessibleName('Inner 4, 150 ft, maintenance');
    await expect(dockMap(page)).toContainText('Long-term zones');
    await expect(dockMap(page)).toContainText('Service zone');
    await expect(dockMap(page)).toContainText('1,250 ft');

    const legend = page.getByRole('list', { name: 'Legend' });
    await expect(legend.getByRole('listitem')).toHaveText([
      'AAvailable',
      'BBooked for your dates',
      'XDoes not fit your vessel',
      'OOccupied',
      'RReserved',
      'MMaintenance',
    ]);

    await expect(summary(page)).toHaveText('12 of 15 berths open for booking');
    const outer3 = card(page, 'Outer 3');
    await expect(outer3).toContainText('160 ft long');
    await expect(outer3).toContainText('25 ft water depth');
    await expect(outer3).toContainText('Max draft 18 ft');
    await expect(outer3.getByRole('list', { name: 'Amenities' }).getByRole('listitem')).toHaveText(['Shore power', 'Fresh water', 'Fuel']);
    await expect(outer3.getByRole('definition')).toHaveText(['$0.50', '$0.75', '$1.00']);
    await expect(outer3).toContainText('Rates per ft per day');
    await expect(outer3).toContainText('Available');
    await expect(outer3.getByRole('button', { name: 'Reserve Berth' })).toBeEnabled();

    for (const [name, state] of [
      ['Outer 2', 'Occupied'],
      ['Outer 5', 'Occupied'],
      ['Inner 4', 'Maintenance'],
    ] as const) {
      await expect(card(page, name)).toContainText(state);
      await expect(card(page, name).getByRole('button', { name: 'Reserve Berth' })).toHaveCount(0);
    }
  });

  test('dates and vessel size typed before the page finished loading are kept and applied', async ({ page }) => {
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/_astro/BerthFinder*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/berths', { waitUntil: 'domcontentloaded' });
    const arrival = datesIn('bookingCount');
    const departure = addDays(arrival, 3);
    await chooseStay(page, arrival, departure, '150', '15');
    release();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(summary(page)).toHaveText(
      new RegExp(`of 15 berths free for ${escaped(stayInWords(arrival, departure))}, for a 150 ft vessel with 15 ft draft`),
    );
    await expect(filters(page).getByLabel('Arrival', { exact: true })).toHaveValue(arrival);
    await expect(filters(page).getByLabel('Vessel length (ft)')).toHaveValue('150');
  });

  test('dates show which berths are free: one booked for them says so and offers no Reserve Berth', async ({ page, baseURL }) => {
    const start = datesIn('bookingCount');
    await bookThroughApi(page, baseURL, 'Inner 3', start, addDays(start, 7));
    await openBerths(page);

    const [arrival, departure] = [addDays(start, 2), addDays(start, 5)];
    await chooseStay(page, arrival, departure);
    // Inner 4 is in maintenance and Outer 2 has a vessel alongside until further notice; Outer 5's vessel leaves within weeks.
    await expect(summary(page)).toHaveText(`12 of 15 berths free for ${stayInWords(arrival, departure)}`);
    const inner3 = card(page, 'Inner 3');
    await expect(inner3).toContainText('Booked for your dates');
    await expect(inner3).toContainText('Booked for these dates');
    await expect(inner3.getByRole('button', { name: 'Reserve Berth' })).toHaveCount(0);
    await expect(mapBerth(page, 'Inner 3')).toHaveAccessibleName('Inner 3, 160 ft, booked for your dates');
    await expect(card(page, 'Inner 2')).toContainText(`Free ${stayInWords(arrival, departure)}`);
    await expect(card(page, 'Inner 2').getByRole('button', { name: 'Reserve Berth' })).toBeEnabled();

    // Stays are half-open: arriving the day the other vessel leaves is no overlap.
    await chooseStay(page, addDays(start, 7), addDays(start, 10));
    await expect(inner3).toContainText('Free for your dates');
    await expect(inner3.getByRole('button', { name: 'Reserve Berth' })).toBeEnabled();
  });

  test('a vessel too long or too deep for a free berth is told why, and cannot reserve it', async ({ page }) => {
    await openBerths(page);
    const arrival = datesIn('unbooked');
    await chooseStay(page, arrival, addDays(arrival, 3), '150', '15');
    // Outer 1, Outer 3, Outer 5 and Inner 5 are the berths free then, at least 150 ft long with 15 ft of draft.
    await expect(summary(page)).toHaveText(
      `4 of 15 berths free for ${stayInWords(arrival, addDays(arrival, 3))}, for a 150 ft vessel with 15 ft draft`,
    );

    const outer4 = card(page, 'Outer 4');
    await expect(outer4).toContainText('Does not fit your vessel');
    await expect(outer4).toContainText('Too short for a 150 ft vessel (140 ft berth)');
    await expect(outer4.getByRole('button', { name: 'Reserve Berth' })).toBeDisabled();
    await expect(card(page, 'Inner 3')).toContainText('Too shallow for a 15 ft draft (max 14 ft)');
    await expect(card(page, 'Outer 5')).toContainText('Free for your dates');
    await expect(card(page, 'Inner 5')).toContainText('Free for your dates');
    await expect(mapBerth(page, 'Outer 4')).toHaveAccessibleName('Outer 4, 140 ft, does not fit your vessel');

    await filters(page).getByLabel('Vessel length (ft)').fill('');
    await filters(page).getByLabel('Draft (ft)').fill('21');
    await expect(filters(page)).toContainText('Draft can be at most 20 ft');
    await filters(page).getByRole('button', { name: 'Clear' }).click();
    await expect(summary(page)).toHaveText('12 of 15 berths open for booking');
  });

  test('a departure before the arrival is named under the field and the list keeps its last answer', async ({ page }) => {
    await openBerths(page);
    const arrival = datesIn('other');
    await chooseStay(page, arrival, arrival);
    await expect(filters(page)).toContainText('Departure date must be after the arrival date');
    await expect(filters(page).getByLabel('Departure', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(summary(page)).toHaveText('12 of 15 berths open for booking');
  });

  test('an answer for dates already changed never replaces the answer for the new ones', async ({ page }) => {
    await openBerths(page);
    const first = datesIn('other');
    const second = addDays(first, 20);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstSent = () => {};
    const sent = new Promise<void>((resolve) => (firstSent = resolve));
    await page.route(
      (url) => url.pathname === '/api/berths' && url.searchParams.get('arrival') === first,
      async (route) => {
        firstSent();
        await held;
        // By now the page has cancelled this request; there is nothing left to answer.
        await route.continue().catch(() => undefined);
      },
    );

    await chooseStay(page, first, addDays(first, 3));
    await sent;
    await chooseStay(page, second, addDays(second, 3));
    const secondStay = new RegExp(`^\\d+ of 15 berths free for ${escaped(stayInWords(second, addDays(second, 3)))}$`);
    await expect(summary(page)).toHaveText(secondStay);
    release();
    await page.waitForTimeout(500);
    await expect(summary(page)).toHaveText(secondStay);
  });

  test('Enter on a map berth highlights it and its card for about 2 seconds', async ({ page }) => {
    await openBerths(page);
    const shape = mapBerth(page, 'Service Zone 2');
    const target = card(page, 'Service Zone 2');
    // Timed in the page, where the highlight comes and goes: a loaded test machine delays the
    // test's own view of both moments unevenly.
    await target.evaluate((element: HighlightTimed) => {
      element.highlightChanges = [];
      new MutationObserver(() => element.highlightChanges?.push(performance.now())).observe(element, {
        attributeFilter: ['data-highlighted'],
      });
    });
    await shape.focus();
    await page.keyboard.press('Enter');
    await expect(target).toHaveAttribute('data-highlighted', '');
    await expect(shape).toHaveAttribute('data-highlighted', '');
    await expect(target).toBeInViewport();
    await expect(target).toBeFocused();

    await expect(target).not.toHaveAttribute('data-highlighted', { timeout: 4000 });
    const [shownAt = 0, hiddenAt = 0] = await target.evaluate((element: HighlightTimed) => element.highlightChanges ?? []);
    const shownFor = hiddenAt - shownAt;
    expect(shownFor).toBeGreaterThan(1700);
    expect(shownFor).toBeLessThan(3200);
    await expect(shape).not.toHaveAttribute('data-highlighted');

    // Space selects as well, and so does a click on the card itself.
    await mapBerth(page, 'Inner 1').focus();
    await page.keyboard.press(' ');
    await expect(card(page, 'Inner 1')).toHaveAttribute('data-highlighted', '');
    await card(page, 'Outer 6').getByRole('heading').click();
    await expect(mapBerth(page, 'Outer 6')).toHaveAttribute('data-highlighted', '');
    await expect(card(page, 'Inner 1')).not.toHaveAttribute('data-highlighted');
  });

  test('with reduced motion the selection still shows for 2 seconds', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openBerths(page);
    await mapBerth(page, 'Outer 4').click();
    const target = card(page, 'Outer 4');
    await expect(target).toHaveAttribute('data-highlighted', '');
    await expect(target).toBeInViewport();
    await page.waitForTimeout(1200);
    await expect(target).toHaveAttribute('data-highlighted', '');
    await expect(target).not.toHaveAttribute('data-highlighted', { timeout: 2000 });
  });

  test('from the keyboard, choosing a berth on the map leads to that berth’s own Reserve button', async ({ page }) => {
    await openBerths(page);
    await mapBerth(page, 'Outer 3').focus();
    await page.keyboard.press('Enter');
    await expect(card(page, 'Outer 3')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card(page, 'Outer 3').getByRole('button', { name: 'Reserve Berth' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByRole('heading', { name: 'Reserve Outer 3' })).toBeVisible();
  });

  test('a vessel no berth takes gets the longest berth and the dock office instead of a card per berth', async ({ page }) => {
    await openBerths(page);
    const arrival = datesIn('other');
    await chooseStay(page, arrival, addDays(arrival, 3), '250');
    const guidance = page.getByRole('region', { name: 'No berth here takes a vessel 250 ft long' });
    await expect(guidance).toContainText('Our longest berth, Inner 5, is 200 ft long');
    await expect(guidance.getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute('href', /^tel:/);
    await expect(cards(page)).toHaveCount(0);

    await filters(page).getByLabel('Vessel length (ft)').fill('190');
    await filters(page).getByLabel('Draft (ft)').fill('17');
    await expect(page.getByRole('region', { name: 'No berth here takes a vessel 190 ft long with a 17 ft draft' })).toBeVisible();
    await filters(page).getByLabel('Draft (ft)').fill('15');
    await expect(card(page, 'Inner 5')).toContainText('Free for your dates');
  });

  test('with dates, the free berths come first, and Free only leaves out the rest', async ({ page, baseURL }) => {
    const start = datesIn('bookingCount');
    await bookThroughApi(page, baseURL, 'Outer 1', start, addDays(start, 7));
    await openBerths(page);
    await expect(page.getByRole('checkbox', { name: 'Free only' })).toHaveCount(0);
    await chooseStay(page, start, addDays(start, 3));
    await expect(card(page, 'Outer 1')).toContainText('Booked for your dates');

    const states = await cards(page).evaluateAll((articles) => articles.map((article) => article.querySelector('button:enabled') !== null));
    const firstTaken = states.indexOf(false);
    expect(firstTaken).toBeGreaterThan(0);
    expect(states.slice(firstTaken)).not.toContain(true);

    await page.getByRole('checkbox', { name: 'Free only' }).check();
    await expect(cards(page)).toHaveCount(firstTaken);
    await expect(card(page, 'Outer 1')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Free only' }).uncheck();
    await expect(cards(page)).toHaveCount(15);
  });

  test('each free card shows the total for the dates, the same as the dialog’s estimate', async ({ page }) => {
    await openBerths(page);
    const arrival = datesIn('unbooked');
    await chooseStay(page, arrival, addDays(arrival, 10), '150', '12');
    const outer1 = card(page, 'Outer 1');
    // (7 × $0.75 + 3 × $1.00) × 150 ft.
    await expect(outer1).toContainText('$1,237.50 for 10 days');
    await expect(outer1).toContainText('Billed on your 150 ft');
    await expect(outer1).toContainText('Billed on at least 75 ft');
    await openDialog(page, 'Outer 1');
    await expect(dialog(page).getByRole('region', { name: 'Estimated cost' })).toContainText('$1,237.50');
    await page.keyboard.press('Escape');

    // A small boat in a long berth is billed on the berth's minimum: Inner 5 bills at least 100 ft.
    await filters(page).getByLabel('Vessel length (ft)').fill('40');
    await expect(card(page, 'Inner 5')).toContainText('$825.00 for 10 days');
    await expect(card(page, 'Inner 5')).toContainText('Billed on this berth’s minimum of 100 ft');
    await openDialog(page, 'Inner 5');
    await expect(dialog(page).getByRole('region', { name: 'Estimated cost' })).toContainText('$825.00');
  });

  test('a failed load offers Retry, which loads the berths', async ({ page }) => {
    let failures = 1;
    await page.route('**/api/berths', (route) =>
      failures-- > 0 ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.continue(),
    );
    await page.goto('/berths');
    await findABerth(page).scrollIntoViewIfNeeded();
    await expect(page.getByRole('alert')).toContainText('We could not load the berths.');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(cards(page)).toHaveCount(15);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('the reservation dialog', () => {
  test('sent empty, it shows the spec’s messages under the fields and focuses the first', async ({ page }) => {
    await openBerths(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await openDialog(page, 'Outer 1');
    await expect(field(page, 'Vessel name')).toBeFocused();
    await expect(dialog(page)).toContainText('Maximum draft 20 ft');
    await expect(field(page, 'Draft (ft)')).toHaveAttribute('max', '20');
    await expect(field(page, 'Purpose').locator('option')).toHaveText([
      'Select a purpose',
      'Crew change',
      'Fuel',
      'Maintenance',
      'Cargo',
      'Transit',
      'Other',
    ]);

    await dialog(page).getByRole('button', { name: 'Submit Reservation' }).click();
    for (const [label, message] of [
      ['Vessel name', 'Vessel name is required'],
      ['Contact name', 'Contact name is required'],
      ['Email', 'Please enter a valid email address'],
      ['Company', 'Company name is required'],
      ['Vessel length (ft)', 'Outer 1 takes vessels up to 150 ft Vessel length is required'],
      ['Draft (ft)', 'Maximum draft 20 ft; Outer 1 takes up to 18 ft Draft is required'],
      ['Arrival date', 'Arrival date is required'],
      ['Departure date', 'Departure date is required'],
    ] as const) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, label)).toHaveAccessibleDescription(message);
    }
    await expect(field(page, 'Vessel name')).toBeFocused();
    expect(posts).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(card(page, 'Outer 1').getByRole('button', { name: 'Reserve Berth' })).toBeFocused();
  });

  test('the estimate follows the dates and the vessel length', async ({ page }) => {
    await openBerths(page);
    await openDialog(page, 'Outer 1');
    const estimate = dialog(page).getByRole('region', { name: 'Estimated cost' });
    await expect(estimate).toContainText('Select your dates to see an estimate');

    const arrival = datesIn('other');
    await field(page, 'Arrival date').fill(arrival);
    await field(page, 'Departure date').fill(addDays(arrival, 10));
    // No length yet: priced on 100 ft, and it says so. 7 × $0.75 + 3 × $1.00 = $8.25 per ft.
    await expect(estimate).toContainText('$825.00');
    await expect(estimate).toContainText('based on 100 ft');

    await field(page, 'Vessel length (ft)').fill('150');
    await expect(estimate).toContainText('$1,237.50');
    await expect(estimate).toContainText('10 days: 1 week (7 days) × $0.75 + 3 days × $1.00 per ft per day × 150 ft');
    await expect(estimate).not.toContainText('based on 100 ft');

    // 45 days: a 30-day month, two weeks and a day.
    await field(page, 'Departure date').fill(addDays(arrival, 45));
    await expect(estimate).toContainText('$3,975.00');
    await expect(estimate).toContainText('1 month (30 days) × $0.50 + 2 weeks (14 days) × $0.75 + 1 day × $1.00');
  });

  test('prefilled from the filters, a reservation goes on to checkout', async ({ page }) => {
    await openBerths(page);
    const arrival = datesIn('ownBooking');
    const departure = addDays(arrival, 10);
    await chooseStay(page, arrival, departure, '150', '12');
    await expect(card(page, 'Outer 1')).toContainText('Free for your dates');
    await openDialog(page, 'Outer 1');
    await expect(field(page, 'Arrival date')).toHaveValue(arrival);
    await expect(field(page, 'Departure date')).toHaveValue(departure);
    await expect(field(page, 'Vessel length (ft)')).toHaveValue('150');
    await expect(field(page, 'Draft (ft)')).toHaveValue('12');
    await expect(dialog(page).getByRole('region', { name: 'Estimated cost' })).toContainText('$1,237.50');
    await fillContact(page);

    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/berth-reservations') && response.request().method() === 'POST',
    );
    await dialog(page).getByRole('button', { name: 'Submit Reservation' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      berthId: await berthId(page.request, 'Outer 1'),
      vesselName: 'M/V Grand Isle Tide',
      vesselLength: 150,
      vesselBeam: 38,
      vesselDraft: 12,
      arrivalDate: arrival,
      departureDate: departure,
      purpose: 'crew-change',
    });
    expect(sent).not.toHaveProperty('totalCost');
    await page.waitForURL(/\/berth-checkout\?reservationId=[0-9a-f-]{36}$/);
    // The browser that made it can read it back, priced by the server: (7 × $0.75 + 3 × $1.00) × 150 ft.
    const id = new URL(page.url()).searchParams.get('reservationId');
    const stored = await page.request.get(`/api/berth-reservations/${id}`);
    expect(await stored.json()).toMatchObject({ id, totalCost: 123_750, vesselName: 'M/V Grand Isle Tide', berth: { name: 'Outer 1' } });
  });

  test('a failure says "Reservation Failed" with the fallback text, and keeps what was typed', async ({ page }) => {
    await openBerths(page);
    await page.route('**/api/berth-reservations', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await openDialog(page, 'Outer 3');
    await fillContact(page);
    const arrival = datesIn('other');
    await field(page, 'Arrival date').fill(arrival);
    await field(page, 'Departure date').fill(addDays(arrival, 4));
    await dialog(page).getByRole('button', { name: 'Submit Reservation' }).click();

    await expect(toastWith(page, 'Reservation Failed')).toContainText('Failed to submit reservation.');
    const alert = dialog(page).getByRole('alert');
    await expect(alert).toContainText('Reservation Failed');
    await expect(alert).toContainText('Failed to submit reservation.');
    await expect(alert).toBeFocused();
    await expect(field(page, 'Vessel name')).toHaveValue('M/V Grand Isle Tide');
    await expect(field(page, 'Company')).toHaveValue('Gulf Tide Offshore');
    await expect(field(page, 'Arrival date')).toHaveValue(arrival);
    await expect(dialog(page).getByRole('button', { name: 'Submit Reservation' })).toBeEnabled();
    expect(page.url()).toMatch(/\/berths$/);
  });

  test('dates booked meanwhile get the server’s message, and the page checks availability again', async ({ page, baseURL }) => {
    await openBerths(page);
    const arrival = datesIn('ownBooking');
    await bookThroughApi(page, baseURL, 'Outer 6', arrival, addDays(arrival, 5));
    await openDialog(page, 'Outer 6');
    await fillContact(page);
    await field(page, 'Arrival date').fill(addDays(arrival, 2));
    await field(page, 'Departure date').fill(addDays(arrival, 8));

    const recheck = page.waitForRequest((request) => request.url().includes('/api/berths') && request.method() === 'GET');
    await dialog(page).getByRole('button', { name: 'Submit Reservation' }).click();
    const message = 'This berth is already booked for some of those dates. Please choose other dates or another berth.';
    await expect(toastWith(page, 'Reservation Failed')).toContainText(message);
    await expect(dialog(page).getByRole('alert')).toContainText(message);
    await recheck;
    await expect(field(page, 'Vessel name')).toHaveValue('M/V Grand Isle Tide');
  });

  test('the berth’s own limits stand beside the fields and a vessel it cannot take is refused before sending', async ({ page }) => {
    await openBerths(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await openDialog(page, 'Inner 1');
    await expect(dialog(page)).toContainText('Inner 1 takes vessels up to 120 ft');
    await expect(dialog(page)).toContainText('Maximum draft 20 ft; Inner 1 takes up to 12 ft');
    await expect(field(page, 'Draft (ft)')).toHaveAttribute('max', '20');
    await fillContact(page);
    const arrival = datesIn('other');
    await field(page, 'Arrival date').fill(arrival);
    await field(page, 'Departure date').fill(addDays(arrival, 2));
    await field(page, 'Vessel length (ft)').fill('170');
    await field(page, 'Draft (ft)').fill('13');
    await dialog(page).getByRole('button', { name: 'Submit Reservation' }).click();

    const length = field(page, 'Vessel length (ft)');
    await expect(length).toHaveAttribute('aria-invalid', 'true');
    await expect(length).toHaveAccessibleDescription(/Inner 1 is 120 ft long: too short for a 170 ft vessel/);
    await expect(length).toBeFocused();
    await expect(field(page, 'Draft (ft)')).toHaveAccessibleDescription(
      /Inner 1 takes a draft of at most 12 ft: too shallow for a 13 ft draft/,
    );
    expect(posts).toEqual([]);
  });
});

for (const width of [1280, 390]) {
  test.describe(`at ${width}px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    const expectNoAxeViolations = async (page: Page) => {
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
    };

    test('axe finds no violations on /berths, with dates chosen, or with the dialog open', async ({ page }) => {
      // Three full axe runs on the longest page.
      test.slow();
      await openBerths(page);
      await expectNoAxeViolations(page);
      const arrival = datesIn('unbooked');
      await chooseStay(page, arrival, addDays(arrival, 3), '170');
      await expect(card(page, 'Outer 3')).toContainText('Does not fit your vessel');
      await expectNoAxeViolations(page);
      await openDialog(page, 'Inner 5');
      await dialog(page).getByRole('button', { name: 'Submit Reservation' }).click();
      await expect(field(page, 'Vessel name')).toBeFocused();
      await expectNoAxeViolations(page);
    });

    test('the page never scrolls sideways; the map scrolls inside its own frame when it must', async ({ page }) => {
      await openBerths(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const frame = dockMap(page).locator('..');
      const mapOverflows = await frame.evaluate((element: Element) => element.scrollWidth > element.clientWidth);
      expect(mapOverflows).toBe(width < 800);
      await expect(frame).toHaveCSS('overflow-x', 'auto');
    });
  });
}

/** The cards stack in one column on a phone. */
test('on a phone the cards stack in one column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await openBerths(page);
  const lefts = await cards(page).evaluateAll((elements) =>
    elements.slice(0, 3).map((element) => Math.round(element.getBoundingClientRect().left)),
  );
  expect(new Set(lefts).size).toBe(1);
});
