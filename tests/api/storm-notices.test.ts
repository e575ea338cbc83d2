import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { clientNotifications, stormNotices, stormNoticeVessels } from '#api/db/schema/index.ts';
import type { StormNoticeView } from '#shared/schemas/storm-answer.ts';
import type { StormStageSetView } from '#shared/schemas/storm-stage.ts';
import type { StormRosterView } from '#shared/storm-roster-views.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { signedInCustomer, type SignedIn } from '#tests/setup/signed-in.ts';
import type { TestHarness } from './berth-booking-fixtures.ts';
import { freshStormTest, tokenIn, type StayAt, type StormStays } from './storm-fixtures.ts';

let harness: TestHarness;
let staff: SignedIn;
let stays: StormStays;

beforeEach(async () => {
  ({ harness, staff, stays } = await freshStormTest());
});

const stayAt = (stay: StayAt) => stays.stayAt(stay);
const setStage = (body: unknown) => stays.setStage(body);
const stormMail = () => stays.stormMail();
const openLink = (token: string) => sendJson(harness.app, 'GET', `/api/storm-answers/${token}`);
const answer = (token: string, body: unknown) => sendJson(harness.app, 'POST', `/api/storm-answers/${token}`, body);

describe('entering a storm stage', () => {
  test('tells each tenant with a stay in the coming week once, by mail and in the portal, with their stays', async () => {
    const customer = await signedInCustomer(harness.db, harness.clock);
    await stayAt({ fromDay: -3, toDay: 2, email: 'danielle@gulftide.example', vesselName: 'M/V Gulf Tide', customerId: customer.id });
    await stayAt({
      fromDay: 5,
      toDay: 9,
      email: 'danielle@gulftide.example',
      vesselName: 'M/V Tide Runner',
      customerId: customer.id,
      berth: 1,
    });
    await stayAt({ fromDay: 1, toDay: 4, email: 'Guest@Bayoutow.example', vesselName: 'Bayou Belle', berth: 2, status: 'pending' });
    // Not told: a stay that ends today, one beyond the week, an unpaid hold and a cancelled stay.
    await stayAt({ fromDay: -2, toDay: 0, email: 'gone@example.com', vesselName: 'Gone', berth: 3 });
    await stayAt({ fromDay: 7, toDay: 10, email: 'later@example.com', vesselName: 'Later', berth: 4 });
    await stayAt({
      fromDay: 1,
      toDay: 3,
      email: 'hold@example.com',
      vesselName: 'Hold',
      status: 'pending',
      paymentStatus: 'unpaid',
      berth: 5,
    });
    await stayAt({ fromDay: 1, toDay: 3, email: 'cancelled@example.com', vesselName: 'Off', status: 'cancelled', berth: 3 });

    const set = await setStage({ stage: 'yankee', stormName: 'Hurricane Alma', note: 'Travel lift closes at noon.' });
    expect(set).toMatchObject({ stage: { name: 'Port Condition Yankee' }, tenantsNotified: 2 });

    const mails = await stormMail();
    expect(mails.map(({ to }) => to).sort()).toEqual(['Guest@Bayoutow.example', 'danielle@gulftide.example']);
    const danielle = mails.find(({ to }) => to === 'danielle@gulftide.example');
    expect(danielle?.subject).toMatch(/^Port Condition Yankee: Hurricane Alma — /);
    expect(danielle?.text).toMatch(/M\/V Gulf Tide, [\w ]+ \(reservation R-\d{4}-\d{6}\)/);
    expect(danielle?.text).toContain('M/V Tide Runner, ');
    expect(danielle?.text).toContain('Travel lift closes at noon.');
    expect(danielle?.text).toContain('https://marina.test/storm-answer?token=');
    const [portal] = await harness.db.select().from(clientNotifications).where(eq(clientNotifications.customerId, customer.id));
    expect(portal).toMatchObject({ type: 'storm-notice', title: 'Port Condition Yankee: Hurricane Alma' });
    expect(portal?.actionUrl).toMatch(/^\/storm-answer\?token=/);

    // Correcting the note of the stage already set tells nobody again.
    expect(await setStage({ stage: 'yankee', stormName: 'Hurricane Alma', note: 'Lift closes at 1 PM.' })).toMatchObject({
      note: 'Lift closes at 1 PM.',
      tenantsNotified: 0,
    });
    expect(await stormMail()).toHaveLength(2);

    // The next stage is a new message to each.
    expect((await setStage({ stage: 'zulu', stormName: 'Hurricane Alma' })).tenantsNotified).toBe(2);
    expect(await stormMail()).toHaveLength(4);
  });

  test('all clear tells tenants without asking anything; no stage tells nobody', async () => {
    await stayAt({ fromDay: 0, toDay: 3, email: 'claire@bayoutow.example', vesselName: 'Bayou Belle' });
    await setStage({ stage: 'all-clear', stormName: 'Hurricane Alma' });
    const [mail] = await stormMail();
    expect(mail?.subject).toMatch(/^All clear: Hurricane Alma — /);
    expect(mail?.text).not.toContain('/storm-answer');
    const [notice] = await harness.db.select().from(stormNotices);
    expect(notice?.tokenHash).toBeNull();
    expect((await setStage({ stage: null })).tenantsNotified).toBe(0);
    expect(await stormMail()).toHaveLength(1);
  });

  test('the same stage set at once by three server processes is one change: each tenant is told once', async () => {
    await stayAt({ fromDay: 0, toDay: 3, email: 'claire@bayoutow.example', vesselName: 'Bayou Belle' });
    await stayAt({ fromDay: 1, toDay: 4, email: 'danielle@gulftide.example', vesselName: 'Gulf Tide', berth: 1 });
    // Three apps over the one database, as three processes behind a load balancer would be.
    const servers = [harness.app, (await createTestApp({ RATE_LIMIT: 'off' })).app, (await createTestApp({ RATE_LIMIT: 'off' })).app];
    const answers = await Promise.all(
      servers.map(async (app) => {
        const response = await sendJson(
          app,
          'PUT',
          '/api/admin/storm-stage',
          { stage: 'yankee', stormName: 'Alma' },
          { Cookie: staff.cookie },
        );
        return ((await response.json()) as StormStageSetView).tenantsNotified;
      }),
    );
    expect(answers.sort()).toEqual([0, 0, 2]);
    expect((await stormMail()).map(({ to }) => to).sort()).toEqual(['claire@bayoutow.example', 'danielle@gulftide.example']);
  });

  test('two stages set at once each tell every tenant once', async () => {
    await stayAt({ fromDay: 0, toDay: 3, email: 'claire@bayoutow.example', vesselName: 'Bayou Belle' });
    await Promise.all([setStage({ stage: 'watch', stormName: 'Alma' }), setStage({ stage: 'whiskey', stormName: 'Alma' })]);
    const notices = await harness.db.select().from(stormNotices);
    expect(new Set(notices.map(({ changeId }) => changeId)).size).toBe(notices.length);
    expect((await stormMail()).length).toBe(notices.length);
  });
});

describe('the one-click answer', () => {
  async function noticedTenant() {
    const first = await stayAt({ fromDay: 0, toDay: 3, email: 'claire@bayoutow.example', vesselName: 'Bayou Belle' });
    const second = await stayAt({ fromDay: 2, toDay: 6, email: 'claire@bayoutow.example', vesselName: 'Bayou Queen', berth: 1 });
    await setStage({ stage: 'yankee', stormName: 'Hurricane Alma' });
    const [mail] = await stormMail();
    return { token: tokenIn(mail?.text ?? ''), first, second };
  }

  test('opens the stage and the stays without a sign-in, takes one answer and shows it', async () => {
    const { token, first, second } = await noticedTenant();
    const opened = (await (await openLink(token)).json()) as StormNoticeView;
    expect(opened).toMatchObject({
      tenantName: 'Claire Thibodaux',
      stage: { name: 'Port Condition Yankee' },
      stormName: 'Hurricane Alma',
      answeredAt: null,
    });
    expect(opened.stage.tenantsMust.length).toBeGreaterThan(0);
    expect(opened.vessels.map(({ vesselName, intent }) => [vesselName, intent])).toEqual([
      ['Bayou Belle', null],
      ['Bayou Queen', null],
    ]);

    const body = {
      vessels: [
        { reservationNumber: first.reservationNumber, intent: 'haul', manned: false },
        { reservationNumber: second.reservationNumber, intent: 'stay', manned: true },
      ],
    };
    const response = await answer(token, body);
    expect(response.status).toBe(200);
    const answered = (await response.json()) as StormNoticeView;
    expect(answered.answeredAt).toBe(harness.clock.now().toISOString());
    expect(answered.vessels.map(({ intent, manned }) => [intent, manned])).toEqual([
      ['haul', false],
      ['stay', true],
    ]);
    const stored = await harness.db.select().from(stormNoticeVessels).where(eq(stormNoticeVessels.reservationId, second.id));
    expect(stored[0]).toMatchObject({ intent: 'stay', manned: true });

    const again = await answer(token, body);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/already been used.*from [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  });

  test('a vessel that stays must be manned, and every vessel named must be answered, nothing else', async () => {
    const { token, first, second } = await noticedTenant();
    const unmanned = await answer(token, {
      vessels: [
        { reservationNumber: first.reservationNumber, intent: 'stay', manned: false },
        { reservationNumber: second.reservationNumber, intent: 'leave', manned: false },
      ],
    });
    expect(unmanned.status).toBe(400);
    expect(((await unmanned.json()) as { errors: Record<string, string> }).errors['vessels.0.manned']).toBe(
      'A vessel that stays in its slip must be manned',
    );
    const partial = await answer(token, { vessels: [{ reservationNumber: first.reservationNumber, intent: 'leave', manned: false }] });
    expect(partial.status).toBe(400);
    const stranger = await stayAt({ fromDay: 0, toDay: 3, email: 'other@example.com', vesselName: 'Other', berth: 2 });
    const foreign = await answer(token, {
      vessels: [
        { reservationNumber: first.reservationNumber, intent: 'leave', manned: false },
        { reservationNumber: stranger.reservationNumber, intent: 'leave', manned: false },
      ],
    });
    expect(foreign.status).toBe(400);
    const [notice] = await harness.db.select().from(stormNotices).where(eq(stormNotices.email, 'claire@bayoutow.example'));
    expect(notice?.answeredAt).toBeNull();
  });

  test('two answers at once: one is taken', async () => {
    const { token, first, second } = await noticedTenant();
    const body = (intent: string) => ({
      vessels: [
        { reservationNumber: first.reservationNumber, intent, manned: false },
        { reservationNumber: second.reservationNumber, intent, manned: false },
      ],
    });
    const statuses = (await Promise.all([answer(token, body('haul')), answer(token, body('leave'))])).map(({ status }) => status);
    expect(statuses.sort()).toEqual([200, 409]);
    const intents = await harness.db.select({ intent: stormNoticeVessels.intent }).from(stormNoticeVessels);
    expect(new Set(intents.map(({ intent }) => intent)).size).toBe(1);
  });

  test('ends when the next stage is set; an unknown or malformed token is not valid', async () => {
    const { token } = await noticedTenant();
    await setStage({ stage: 'zulu', stormName: 'Hurricane Alma' });
    const ended = await openLink(token);
    expect(ended.status).toBe(410);
    expect(((await ended.json()) as { message: string }).message).toMatch(/new storm stage/);
    expect((await openLink('A'.repeat(43))).status).toBe(404);
    expect((await openLink('not-a-token')).status).toBe(404);
    const other = await harness.db
      .select()
      .from(stormNotices)
      .where(and(eq(stormNotices.email, 'claire@bayoutow.example')));
    expect(other).toHaveLength(2);
  });
});

describe('the storm roster', () => {
  const roster = async () =>
    (await (await sendJson(harness.app, 'GET', '/api/admin/storm-roster', undefined, { Cookie: staff.cookie })).json()) as StormRosterView;

  test('lists every vessel in the coming week with its answer to the stage now, unanswered first, and exports it', async () => {
    const answering = await stayAt({ fromDay: 0, toDay: 3, email: 'claire@bayoutow.example', vesselName: 'Bayou Belle' });
    await stayAt({ fromDay: 1, toDay: 5, email: 'danielle@gulftide.example', vesselName: '=Gulf Tide', berth: 1 });
    expect((await roster()).rows.map(({ vesselName, notifiedAt }) => [vesselName, notifiedAt])).toHaveLength(2);

    await setStage({ stage: 'yankee', stormName: 'Hurricane Alma' });
    const mail = (await stormMail()).find(({ to }) => to === 'claire@bayoutow.example');
    await answer(tokenIn(mail?.text ?? ''), {
      vessels: [{ reservationNumber: answering.reservationNumber, intent: 'haul', manned: false }],
    });
    // A stay booked after the message went out is on the roster, not yet told.
    await stayAt({ fromDay: 2, toDay: 4, email: 'late@example.com', vesselName: 'Late Comer', berth: 2 });

    const view = await roster();
    expect(view.stage.stage?.name).toBe('Port Condition Yankee');
    expect(
      view.rows.map(({ vesselName, intent, answeredAt, notifiedAt }) => [vesselName, intent, answeredAt !== null, notifiedAt !== null]),
    ).toEqual(
      expect.arrayContaining([
        ['=Gulf Tide', null, false, true],
        ['Late Comer', null, false, false],
      ]),
    );
    expect(view.rows.at(-1)).toMatchObject({ vesselName: 'Bayou Belle', intent: 'haul', manned: false });

    const csv = await (
      await sendJson(harness.app, 'GET', '/api/admin/storm-roster/export.csv', undefined, { Cookie: staff.cookie })
    ).text();
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Berth,Vessel,Reservation,Tenant,Company,Email,Phone,Arrives,Departs,Told,Plan now,Manned,Answered,Storm plan,Insurance',
    );
    expect(csv).toContain(",'=Gulf Tide,");
    expect(lines.find((line) => line.includes('Bayou Belle'))).toMatch(
      /,Haul out,No,"[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T",Missing,No certificate on file$/,
    );
  });
});
