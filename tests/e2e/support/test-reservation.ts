import { expect, test, type Page } from '@playwright/test';
import type { LeaseAnswer, PaymentIntentResponse } from '#shared/berth-views.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';

export interface CreatedReservation {
  id: string;
  reservationNumber: string;
  totalCost: number;
  vesselName: string;
  contactEmail: string;
  arrivalDate: string;
  departureDate: string;
  berth: { name: string };
}

export const vesselName = 'M/V Lafitte Tide';
const dayMs = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Creates a reservation through the page's own browser context, so the checkout cookie the API sets
 * lands where the checkout will read it. Tests run in parallel against one database: a stay that
 * overlaps another test's (409) moves on to later dates. `contactEmail` lets a test find the mail
 * sent for its own reservation. `arrivalInDays` fixes the arrival (0 = today) for one night and tries the next berth instead.
 */
export async function createReservation(
  page: Page,
  { contactEmail = 'renee@guidryoffshore.example', arrivalInDays }: { contactEmail?: string; arrivalInDays?: number } = {},
): Promise<CreatedReservation> {
  const baseURL = test.info().project.use.baseURL ?? '';
  const berths: { id: string; name: string; status: string; length: number; maxDraft: number }[] = await (
    await page.request.get('/api/berths')
  ).json();
  // The journey spec books the Inner berths; these take the 120 ft, 12 ft draft test vessel. A berth
  // with a stay today ('reserved') is free on other days: an overlap answers 409 and the next is tried.
  const available = berths.filter(
    (berth) =>
      ['available', 'reserved'].includes(berth.status) && !berth.name.startsWith('Inner') && berth.length >= 120 && berth.maxDraft >= 12,
  );
  let offset = arrivalInDays ?? 14 + Math.floor(Math.random() * 500);
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const berth = available[(offset + attempt) % available.length];
    const arrival = new Date(Date.now() + offset * dayMs);
    // A fixed arrival counts from the facility's day, as the office's arrivals list does.
    const arrivalDate = arrivalInDays === undefined ? isoDay(arrival) : addDays(facilityToday(), arrivalInDays);
    const response = await page.request.post('/api/berth-reservations', {
      headers: { Origin: baseURL },
      data: {
        berthId: berth?.id,
        vesselName,
        vesselLength: 120,
        vesselBeam: 32,
        vesselDraft: 12,
        contactName: 'Renee Guidry',
        contactEmail,
        contactPhone: '(985) 555-0110',
        company: 'Guidry Offshore LLC',
        arrivalDate,
        // A fixed arrival shares a few big berths with the other viewport's run and other specs' fixed
        // days, so it takes one night only; a random one has the calendar to itself.
        departureDate: addDays(arrivalDate, arrivalInDays === undefined ? 3 : 1),
        purpose: 'crew-change',
      },
    });
    if (response.status() === 201) return response.json();
    expect(response.status(), await response.text()).toBe(409);
    if (arrivalInDays === undefined) offset += 5;
  }
  throw new Error('No free berth found for a test reservation');
}

/** React islands answer clicks only once hydrated; Astro drops the `ssr` attribute when they are. */
export async function openCheckout(page: Page, reservationId: string) {
  await page.goto(`/berth-checkout?reservationId=${reservationId}`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** The Lease Info step's lessee address, as a Galliano lessee fills it in. */
export async function fillLeaseInfo(page: Page) {
  await page.getByLabel('Street address').fill('100 Bayou Rd');
  await page.getByLabel('City').fill('Galliano');
  await page.getByLabel('State').fill('LA');
  await page.getByLabel('ZIP code').fill('70354');
}

/** A mailbox of its own for one test, so its hold's email is the only one there. */
export const uniqueContactEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@guidryoffshore.example`;

/** Pays a held reservation in the test payment mode as its checkout would: lease, signature, card. */
export async function payThroughApi(page: Page, reservationId: string) {
  const headers = { Origin: test.info().project.use.baseURL ?? '' };
  const post = async <Answer>(address: string, data?: unknown): Promise<Answer> => {
    const response = await page.request.post(address, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  const reservationPath = `/api/berth-reservations/${reservationId}`;
  const { lease } = await post<LeaseAnswer>(`${reservationPath}/generate-lease`, {
    lesseeAddress: '100 Bayou Rd',
    lesseeCity: 'Galliano',
    lesseeState: 'LA',
    lesseeZip: '70354',
  });
  await post(`/api/leases/${lease.id}/sign`, {
    signerName: 'Renee Guidry',
    signerTitle: 'Operations Manager',
    signature: 'Renee Guidry',
    leaseTextSha256: lease.leaseTextSha256,
  });
  const intent = await post<PaymentIntentResponse>(`${reservationPath}/create-payment-intent`);
  await post('/api/payments/test/confirm', { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' });
  await post(`${reservationPath}/confirm-payment`, { paymentIntentId: intent.paymentIntentId });
}
