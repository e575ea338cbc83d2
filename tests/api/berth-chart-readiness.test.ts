import { beforeEach, describe, expect, test } from 'vitest';
import { berthChartViewSchema, type BerthChartView } from '#shared/berth-chart-views.ts';
import type { HaulListView } from '#shared/haul-out-views.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { sendJson } from '#tests/setup/test-app.ts';
import type { SignedIn } from '#tests/setup/signed-in.ts';
import type { TestHarness } from './berth-booking-fixtures.ts';
import { freshStormTest, tokenIn, type StormStays } from './storm-fixtures.ts';

let harness: TestHarness;
let staff: SignedIn;
let stays: StormStays;

beforeEach(async () => {
  ({ harness, staff, stays } = await freshStormTest());
  await stays.stayAt({ fromDay: 0, toDay: 5, email: 'stays@example.com', vesselName: 'Stays Aboard' });
  await stays.stayAt({ fromDay: 0, toDay: 5, email: 'hauls@example.com', vesselName: 'Hauls Out', berth: 1 });
  await stays.stayAt({ fromDay: 0, toDay: 5, email: 'silent@example.com', vesselName: 'Says Nothing', berth: 2 });
  await stays.stayAt({ fromDay: 0, toDay: 5, email: 'leaves@example.com', vesselName: 'Leaves Port', berth: 3 });
});

const asStaff = (method: string, path: string) => sendJson(harness.app, method, path, undefined, { Cookie: staff.cookie });

async function chart(): Promise<BerthChartView> {
  const response = await asStaff('GET', `/api/admin/berth-chart?from=${facilityToday(harness.clock.now())}`);
  expect(response.status).toBe(200);
  const body: unknown = await response.json();
  expect(berthChartViewSchema.parse(body)).toEqual(body);
  return berthChartViewSchema.parse(body);
}

const readiness = async () =>
  Object.fromEntries(
    (await chart()).berths.flatMap(({ stays }) => stays.map(({ vesselName, readiness }) => [vesselName, readiness] as const)),
  );

async function answer(email: string, intent: 'stay' | 'haul' | 'leave') {
  const mail = (await stays.stormMail()).filter(({ to }) => to === email).at(-1);
  const token = tokenIn(mail?.text ?? '');
  const notice = (await (await sendJson(harness.app, 'GET', `/api/storm-answers/${token}`)).json()) as {
    vessels: { reservationNumber: string }[];
  };
  const vessels = notice.vessels.map(({ reservationNumber }) => ({ reservationNumber, intent, manned: intent === 'stay' }));
  expect((await sendJson(harness.app, 'POST', `/api/storm-answers/${token}`, { vessels })).status).toBe(200);
}

describe('readiness on the berth chart', () => {
  test('no stage set: no storm and no stay coloured', async () => {
    const view = await chart();
    expect(view.storm).toBeNull();
    expect(Object.values(await readiness())).toEqual([null, null, null, null]);
  });

  test('while a stage is set, each stay reads as ready, to haul out, waiting or not told; the all clear ends it', async () => {
    await stays.setStage({ stage: 'whiskey', stormName: 'Hurricane Alma' });
    await stays.stayAt({ fromDay: 1, toDay: 4, email: 'late@example.com', vesselName: 'Booked Late', berth: 4 });
    await answer('stays@example.com', 'stay');
    await answer('hauls@example.com', 'haul');
    await answer('leaves@example.com', 'leave');

    expect((await chart()).storm).toEqual({ stageName: 'Port Condition Whiskey', stormName: 'Hurricane Alma' });
    expect(await readiness()).toEqual({
      'Stays Aboard': 'ready',
      'Hauls Out': 'to-haul',
      'Says Nothing': 'waiting',
      'Leaves Port': 'ready',
      'Booked Late': 'not-told',
    });

    const [entry] = ((await (await asStaff('GET', '/api/admin/haul-outs')).json()) as HaulListView).waiting;
    expect((await asStaff('POST', `/api/admin/haul-outs/${entry?.id}/hauled`)).status).toBe(200);
    expect((await readiness())['Hauls Out']).toBe('ready');

    await stays.setStage({ stage: 'all-clear', stormName: 'Hurricane Alma' });
    expect((await chart()).storm).toBeNull();
    expect(new Set(Object.values(await readiness()))).toEqual(new Set([null]));
  });
});
