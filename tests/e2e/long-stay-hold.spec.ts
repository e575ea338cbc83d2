import { expect, test } from '@playwright/test';
import { openCheckout, vesselName } from './support/test-reservation.ts';

const dayMs = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

// A stay of more than 30 nights (content/hold-policy.json) is held for 15 minutes, not the hour
// the server gives shorter stays; the checkout counts down from the hold's real end.
test('the checkout of a long stay shows its 15-minute hold', async ({ page }) => {
  const baseURL = test.info().project.use.baseURL ?? '';
  const berths: { id: string; name: string; status: string; length: number; maxDraft: number }[] = await (
    await page.request.get('/api/berths')
  ).json();
  const available = berths.filter((berth) => berth.status === 'available' && berth.name.startsWith('Service Zone'));
  let offset = 200 + Math.floor(Math.random() * 300);
  let reservationId: string | undefined;
  for (let attempt = 0; attempt < 30 && !reservationId; attempt += 1) {
    const arrival = new Date(Date.now() + offset * dayMs);
    const response = await page.request.post('/api/berth-reservations', {
      headers: { Origin: baseURL },
      data: {
        berthId: available[attempt % available.length]?.id,
        vesselName,
        vesselLength: 60,
        vesselDraft: 8,
        contactName: 'Renee Guidry',
        contactEmail: 'renee@guidryoffshore.example',
        company: 'Guidry Offshore LLC',
        arrivalDate: isoDay(arrival),
        departureDate: isoDay(new Date(arrival.getTime() + 45 * dayMs)),
      },
    });
    if (response.status() === 201) reservationId = ((await response.json()) as { id: string }).id;
    else expect(response.status(), await response.text()).toBe(409);
    offset += 47;
  }
  if (!reservationId) throw new Error('No free berth found for a long stay');

  await openCheckout(page, reservationId);
  await expect(page.getByTestId('hold-time-left')).toContainText(/\((15|14) minutes left\)/);
});
