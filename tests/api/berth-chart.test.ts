import { beforeEach, describe, expect, test } from 'vitest';
import { berthChartViewSchema, type BerthChartView } from '#shared/berth-chart-views.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import { sendJson } from '#tests/setup/test-app.ts';
import { createTestApp } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { signedInStaff } from '#tests/setup/signed-in.ts';
import { berthNamed, reserve, seedBerths, stay, type TestHarness } from './berth-booking-fixtures.ts';

const minute = 60_000;

let harness: TestHarness;
let staffCookie: string;
let berthsByName: Awaited<ReturnType<typeof seedBerths>>;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  berthsByName = await seedBerths(harness.db);
  staffCookie = (await signedInStaff(harness.db, harness.clock)).cookie;
});

const day = (offset: number) => addDays(facilityToday(harness.clock.now()), offset);
const asStaff = (method: string, path: string, body?: unknown) => sendJson(harness.app, method, path, body, { Cookie: staffCookie });
const chart = async (query: string): Promise<BerthChartView> => {
  const response = await asStaff('GET', `/api/admin/berth-chart?${query}`);
  expect(response.status).toBe(200);
  // The answer is exactly what the shared schema the chart reads describes: nothing missing, nothing extra.
  const body: unknown = await response.json();
  expect(berthChartViewSchema.parse(body)).toEqual(body);
  return berthChartViewSchema.parse(body);
};
const row = (view: BerthChartView, name: string) => {
  const found = view.berths.find((berth) => berth.name === name);
  if (!found) throw new Error(`${name} missing from the chart`);
  return found;
};

describe('GET /api/admin/berth-chart', () => {
  test('answers every berth in one request with its stays, holds and blocks in the window, two weeks by default', async () => {
    const outer1 = berthNamed(berthsByName, 'Outer 1');
    const approved = await reserve(harness, outer1.id, stay(10, 17));
    expect((await asStaff('PATCH', `/api/berth-reservations/${approved.id}`, { status: 'confirmed' })).status).toBe(200);
    await reserve(harness, berthNamed(berthsByName, 'Outer 3').id, {
      ...stay(13, 15),
      contactEmail: 'hold@example.com',
      vesselLength: 20,
      vesselDraft: 4,
    });
    const block = await asStaff('POST', `/api/admin/berths/${berthNamed(berthsByName, 'Outer 4').id}/blocks`, {
      kind: 'maintenance',
      startsOn: day(14),
      endsOn: day(16),
      note: 'Fender repair',
    });
    expect(block.status).toBe(201);

    // The window opens on day 12, so the approved stay (10–17) crosses its left edge.
    const view = await chart(`from=${day(12)}`);
    expect(view).toMatchObject({ from: day(12), to: day(26) });
    expect(view.berths).toHaveLength(berthsByName.size);
    expect(row(view, 'Outer 1').stays).toEqual([
      expect.objectContaining({ id: approved.id, arrivalDate: day(10), departureDate: day(17), status: 'confirmed', holdExpiresAt: null }),
    ]);
    const [hold] = row(view, 'Outer 3').stays;
    expect(hold).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', arrivalDate: day(13) });
    expect(Date.parse(hold?.holdExpiresAt ?? '')).toBeGreaterThan(harness.clock.now().getTime());
    expect(row(view, 'Outer 4').blocks).toEqual([
      expect.objectContaining({ kind: 'maintenance', startsOn: day(14), endsOn: day(16), note: 'Fender repair' }),
    ]);
  });

  test('a hold that ran out leaves the chart, an approved stay stays', async () => {
    const approved = await reserve(harness, berthNamed(berthsByName, 'Outer 1').id, stay(10, 17));
    expect((await asStaff('PATCH', `/api/berth-reservations/${approved.id}`, { status: 'confirmed' })).status).toBe(200);
    await reserve(harness, berthNamed(berthsByName, 'Outer 3').id, {
      ...stay(10, 12),
      contactEmail: 'hold@example.com',
      vesselLength: 20,
      vesselDraft: 4,
    });
    expect(row(await chart(`from=${day(10)}&days=7`), 'Outer 3').stays).toHaveLength(1);

    harness.clock.advance(61 * minute);
    // The staff session idled out in that hour too.
    staffCookie = (await signedInStaff(harness.db, harness.clock, { username: 'office-demo' })).cookie;
    const view = await chart(`from=${day(10)}&days=7`);
    expect(row(view, 'Outer 3').stays).toEqual([]);
    expect(row(view, 'Outer 1').stays).toHaveLength(1);
  });

  test('a stay departing on the window’s first day or arriving the day after it is left out', async () => {
    const outer1 = berthNamed(berthsByName, 'Outer 1');
    await reserve(harness, outer1.id, stay(10, 12));
    await reserve(harness, outer1.id, { ...stay(19, 21), contactEmail: 'later@example.com' });
    expect(row(await chart(`from=${day(12)}&days=7`), 'Outer 1').stays).toEqual([]);
  });

  test('refuses a window it cannot show with 400, and answers no one but staff', async () => {
    for (const query of [`from=${day(0)}&days=0`, `from=${day(0)}&days=63`, `from=${day(0)}&days=1.5`, 'from=2026-02-30', 'days=14']) {
      expect((await asStaff('GET', `/api/admin/berth-chart?${query}`)).status, query).toBe(400);
    }
    expect((await harness.app.request(`/api/admin/berth-chart?from=${day(0)}`)).status).toBe(401);
  });
});
