import { beforeEach, describe, expect, test } from 'vitest';
import { auditLog } from '#api/db/schema/index.ts';
import type { StormStageAdminView, StormStageView } from '#shared/schemas/storm-stage.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { signedInCustomer, signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import type { TestHarness } from './berth-booking-fixtures.ts';

let harness: TestHarness;
let staff: SignedIn;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  staff = await signedInStaff(harness.db, harness.clock);
});

const asStaff = (body: unknown) => sendJson(harness.app, 'PUT', '/api/admin/storm-stage', body, { Cookie: staff.cookie });
const current = async () => (await (await sendJson(harness.app, 'GET', '/api/storm-stage')).json()) as StormStageView;

describe('the storm stage', () => {
  test('no stage until staff set one', async () => {
    expect(await current()).toEqual({ stage: null, stormName: null, note: null, since: null });
  });

  test('staff set a stage with a storm name; everyone reads it in words; the change is audited', async () => {
    const response = await asStaff({ stage: 'yankee', stormName: 'Hurricane Alma', note: 'Lift closes at noon.' });
    expect(response.status).toBe(200);
    const view = await current();
    expect(view.stage?.name).toBe('Port Condition Yankee');
    expect(view).toMatchObject({ stormName: 'Hurricane Alma', note: 'Lift closes at noon.', since: harness.clock.now().toISOString() });
    const [entry] = await harness.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: 'storm-stage.set',
      before: { stage: 'None', stormName: null, note: null },
      after: { stage: 'Port Condition Yankee', stormName: 'Hurricane Alma', note: 'Lift closes at noon.' },
    });

    expect((await asStaff({ stage: null })).status).toBe(200);
    expect((await current()).stage).toBeNull();
  });

  test('a stage needs a storm name unless none or all clear; an unknown stage is refused', async () => {
    expect((await asStaff({ stage: 'zulu' })).status).toBe(400);
    expect((await asStaff({ stage: 'all-clear' })).status).toBe(200);
    expect((await asStaff({ stage: 'tsunami', stormName: 'Alma' })).status).toBe(400);
    expect((await current()).stage?.name).toBe('All clear');
  });

  test('the office reads the stage now and the stages to choose from, in the order content gives', async () => {
    await asStaff({ stage: 'watch', stormName: 'Tropical Storm Alma' });
    const response = await sendJson(harness.app, 'GET', '/api/admin/storm-stage', undefined, { Cookie: staff.cookie });
    const view = (await response.json()) as StormStageAdminView;
    expect(view.current.stage?.name).toBe('Watch');
    expect(view.stages.map(({ key }) => key)).toEqual(['watch', 'whiskey', 'x-ray', 'yankee', 'zulu', 'all-clear']);
    expect(view.stages[3]).toMatchObject({ name: 'Port Condition Yankee' });
  });

  test('only staff set it', async () => {
    const body = { stage: 'watch', stormName: 'Alma' };
    expect((await sendJson(harness.app, 'PUT', '/api/admin/storm-stage', body)).status).toBe(401);
    const customer = await signedInCustomer(harness.db, harness.clock);
    expect((await sendJson(harness.app, 'PUT', '/api/admin/storm-stage', body, { Cookie: customer.cookie })).status).toBe(403);
  });
});
