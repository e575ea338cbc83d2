import { and, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { berthReservations, documents, mailOutbox, stormNotices, stormPlans } from '#api/db/schema/index.ts';
import { anonymousActor } from '#api/auth/actor.ts';
import { serviceContext } from '#api/services/context.ts';
import { sendStormPlanReminders } from '#api/services/storm-plans/send-plan-reminders.ts';
import type { ElectronicConsentView } from '#shared/berth-views.ts';
import type { HaulListView } from '#shared/haul-out-views.ts';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import type { StormNoticeView } from '#shared/schemas/storm-answer.ts';
import type { StormPlanStatusView } from '#shared/storm-plan-season.ts';
import type { StormPlanListView } from '#shared/storm-plan-views.ts';
import type { StormRosterView } from '#shared/storm-roster-views.ts';
import { signedInCustomer, signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { sendJson } from '#tests/setup/test-app.ts';
import type { TestHarness } from './berth-booking-fixtures.ts';
import { freshStormTest, tokenIn, type StormStays } from './storm-fixtures.ts';

let harness: TestHarness;
let stays: StormStays;
let owner: SignedIn;
let vessel: CustomerVesselView;

// Thirty days before the 2027 plans are due (June 1), mid-morning at the marina.
const monthBefore = new Date('2027-05-02T15:00:00Z');

const send = (method: string, path: string, who: SignedIn | undefined, body?: unknown) =>
  sendJson(harness.app, method, path, body, who ? { Cookie: who.cookie } : {});

const hauling = { intent: 'haul', manned: false, keysWithOffice: true, emergencyName: 'Remy Guidry', emergencyPhone: '(985) 555-0199' };

async function addVessel(who: SignedIn, name: string, vesselType = 'Workboat'): Promise<CustomerVesselView> {
  const response = await send('POST', '/api/customer/vessels', who, { name, vesselType, length: 90, draft: 8 });
  expect(response.status).toBe(201);
  return (await response.json()) as CustomerVesselView;
}

/** Reviews the plan, then signs exactly the text reviewed under the consent served. */
async function signPlan(who: SignedIn, vesselId: string, plan: Record<string, unknown>) {
  const review = await send('POST', `/api/customer/storm-plans/${vesselId}/review`, who, plan);
  expect(review.status).toBe(200);
  const { text, textSha256 } = (await review.json()) as { text: string; textSha256: string };
  const consent = (await (await send('GET', '/api/electronic-consent', undefined)).json()) as ElectronicConsentView;
  const signed = await send('POST', `/api/customer/storm-plans/${vesselId}`, who, {
    ...plan,
    signerName: 'Danielle Guidry',
    planTextSha256: textSha256,
    consent: { consentVersion: consent.version, consentSha256: consent.sha256 },
  });
  return { text, signed };
}

beforeEach(async () => {
  ({ harness, stays } = await freshStormTest({ at: monthBefore }));
  owner = await signedInCustomer(harness.db, harness.clock);
  vessel = await addVessel(owner, 'Sea Star');
});

const runReminders = () => sendStormPlanReminders(serviceContext(harness, anonymousActor));

/** A paid stay of the owner's vessel from today, at the marina in the season. */
async function ownersStay(who: SignedIn, email: string, forVessel: CustomerVesselView, berth = 0) {
  const stay = await stays.stayAt({ fromDay: 0, toDay: 20, email, vesselName: forVessel.name, customerId: who.id, berth });
  await harness.db.update(berthReservations).set({ vesselId: forVessel.id }).where(eq(berthReservations.id, stay.id));
  return stay;
}

describe('signing a storm plan', () => {
  test('signs the reviewed text for the season, files the PDF in the owner documents and shows in the Vessels tab', async () => {
    const { text, signed } = await signPlan(owner, vessel.id, hauling);
    expect(signed.status).toBe(201);
    expect(((await signed.json()) as StormPlanStatusView).plan).toMatchObject({ intent: 'haul', signerName: 'Danielle Guidry' });
    expect(text).toContain('STORM PLAN FOR THE 2027 HURRICANE SEASON');
    expect(text).toContain('Vessel: Sea Star (Workboat, 90 ft)');
    expect(text).toContain('Remy Guidry at (985) 555-0199');
    expect(text).not.toMatch(/\{\{|\}\}/);

    const [plan] = await harness.db.select().from(stormPlans);
    expect(plan).toMatchObject({ seasonYear: 2027, planText: text, signerUserAgent: null, replacedAt: null });
    expect(plan?.planTextSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(plan?.pdfFileId).not.toBeNull();
    const [filed] = await harness.db.select().from(documents).where(eq(documents.customerId, owner.id));
    expect(filed).toMatchObject({ title: 'Storm plan 2027: Sea Star', accessLevel: 'customer', fileName: 'Storm-Plan-2027-Sea-Star.pdf' });

    const mine = (await (await send('GET', '/api/customer/storm-plans', owner)).json()) as {
      seasonYear: number;
      dueDate: string;
      plans: Record<string, unknown>;
    };
    expect(mine).toMatchObject({ seasonYear: 2027, dueDate: '2027-06-01', plans: { [vessel.id]: { intent: 'haul' } } });
  });

  test('a second signature for the vessel and season replaces the first, which is kept as replaced', async () => {
    expect((await signPlan(owner, vessel.id, hauling)).signed.status).toBe(201);
    harness.clock.advance(60_000);
    const leaving = { ...hauling, intent: 'leave', destination: 'Morgan City', leaveBy: '2027-08-20' };
    const { text, signed } = await signPlan(owner, vessel.id, leaving);
    expect(signed.status).toBe(201);
    expect(text).toContain('leaves for Morgan City and will have left by Aug 20, 2027');
    const plans = await harness.db.select().from(stormPlans);
    expect(plans).toHaveLength(2);
    const current = await harness.db.select().from(stormPlans).where(isNull(stormPlans.replacedAt));
    expect(current.map(({ intent }) => intent)).toEqual(['leave']);
  });

  test("another customer's vessel is not found, and a signature over other text than reviewed is refused", async () => {
    const stranger = await signedInCustomer(harness.db, harness.clock, { email: 'stranger@example.com' });
    expect((await send('POST', `/api/customer/storm-plans/${vessel.id}/review`, stranger, hauling)).status).toBe(404);
    const { signed } = await signPlan(owner, vessel.id, hauling);
    expect(signed.status).toBe(201);
    const consent = (await (await send('GET', '/api/electronic-consent', undefined)).json()) as ElectronicConsentView;
    const body = {
      ...hauling,
      signerName: 'Someone Else',
      planTextSha256: '0'.repeat(64),
      consent: { consentVersion: consent.version, consentSha256: consent.sha256 },
    };
    expect((await send('POST', `/api/customer/storm-plans/${vessel.id}`, stranger, body)).status).toBe(404);
    expect((await send('POST', `/api/customer/storm-plans/${vessel.id}`, owner, body)).status).toBe(409);
    expect(await harness.db.select().from(stormPlans)).toHaveLength(1);
    expect((await send('GET', '/api/customer/storm-plans', undefined)).status).toBe(401);
  });

  test('a commercial vessel staying in port must be manned, and staying needs its lines, fenders and tender', async () => {
    const staying = { ...hauling, intent: 'stay', extraLines: 'Four spring lines', fenders: 'Six', tendedBy: 'Remy' };
    const refused = await send('POST', `/api/customer/storm-plans/${vessel.id}/review`, owner, staying);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({
      manned: 'A commercial vessel that stays in port must be manned',
    });
    const bare = await send('POST', `/api/customer/storm-plans/${vessel.id}/review`, owner, { ...hauling, intent: 'stay', manned: true });
    expect(Object.keys(((await bare.json()) as { errors: Record<string, string> }).errors).sort()).toEqual([
      'extraLines',
      'fenders',
      'tendedBy',
    ]);
    const pleasure = await addVessel(owner, 'Lazy Day', 'Other');
    expect((await send('POST', `/api/customer/storm-plans/${pleasure.id}/review`, owner, staying)).status).toBe(200);
  });
});

describe('storm plan reminders', () => {
  const reminders = () => harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'storm-plan-reminder'));

  test('go once per threshold to owners of vessels at the marina without a plan, however often the job runs', async () => {
    await ownersStay(owner, 'danielle@gulftide.example', vessel);
    const planned = await signedInCustomer(harness.db, harness.clock, { email: 'planned@example.com' });
    const plannedVessel = await addVessel(planned, 'Ready Now');
    await ownersStay(planned, 'planned@example.com', plannedVessel, 1);
    expect((await signPlan(planned, plannedVessel.id, hauling)).signed.status).toBe(201);

    expect(await runReminders()).toBe(1);
    expect(await runReminders()).toBe(0);
    const [first] = await reminders();
    expect(first).toMatchObject({
      to: 'danielle@gulftide.example',
      subject: expect.stringContaining('Your 2027 storm plan is due Jun 1, 2027'),
    });
    expect(first?.text).toContain('- Sea Star');
    expect(first?.text).toContain('https://marina.test/');

    // Between thresholds nothing goes; at 14 days before, the next one does, once.
    harness.clock.advance(10 * 86_400_000);
    expect(await runReminders()).toBe(0);
    harness.clock.advance(6 * 86_400_000);
    expect(await Promise.all([runReminders(), runReminders()])).toEqual(expect.arrayContaining([0, 1]));
    expect(await reminders()).toHaveLength(2);

    // Sixteen days on, the morning's staff session has long ended: the office signs in again.
    const office = await signedInStaff(harness.db, harness.clock, { username: 'dockmaster' });
    const list = (await (await send('GET', '/api/admin/storm-plans', office)).json()) as StormPlanListView;
    expect(list.rows.map(({ vesselName, plan }) => [vesselName, plan?.intent ?? null])).toEqual([
      ['Sea Star', null],
      ['Ready Now', 'haul'],
    ]);
    expect(list.rows[0]?.remindersSent.map(({ daysBefore }) => daysBefore)).toEqual([30, 14]);

    // Signed now: no more reminders.
    expect((await signPlan(owner, vessel.id, hauling)).signed.status).toBe(201);
    harness.clock.advance(11 * 86_400_000);
    expect(await runReminders()).toBe(0);
  });
});

describe('entering a storm stage', () => {
  test('tells plan holders too, once per tenant, and their answer link lists their planned vessels', async () => {
    expect((await signPlan(owner, vessel.id, hauling)).signed.status).toBe(201);
    const both = await signedInCustomer(harness.db, harness.clock, { email: 'both@example.com' });
    const bothVessel = await addVessel(both, 'Twice Told');
    await ownersStay(both, 'both@example.com', bothVessel, 1);
    expect((await signPlan(both, bothVessel.id, hauling)).signed.status).toBe(201);

    const set = await stays.setStage({ stage: 'whiskey', stormName: 'Hurricane Alma' });
    expect(set).toMatchObject({ tenantsNotified: 2 });
    expect(await harness.db.select().from(stormNotices).where(eq(stormNotices.customerId, both.id))).toHaveLength(1);
    const mails = await stays.stormMail();
    const planOnly = mails.find(({ to }) => to === 'danielle@gulftide.example');
    expect(planOnly?.text).toContain('Your storm plan on file:\n- Sea Star: haul out, not manned');
    expect(planOnly?.text).not.toContain('Your stay');

    const opened = (await (
      await sendJson(harness.app, 'GET', `/api/storm-answers/${tokenIn(planOnly?.text ?? '')}`)
    ).json()) as StormNoticeView;
    expect(opened.vessels).toEqual([]);
    expect(opened.plannedVessels).toEqual([{ vesselName: 'Sea Star', intent: 'haul', manned: false }]);
    // The roster shows each vessel's plan and insurance, in the table and the CSV.
    const office = await signedInStaff(harness.db, harness.clock, { username: 'dockmaster' });
    const roster = (await (await send('GET', '/api/admin/storm-roster', office)).json()) as StormRosterView;
    expect(roster.rows.map(({ vesselName, plan, insurance }) => [vesselName, plan?.intent, insurance])).toEqual([
      ['Twice Told', 'haul', 'none'],
    ]);
    const csv = await (await send('GET', '/api/admin/storm-roster/export.csv', office)).text();
    expect(csv.split('\r\n')[1]).toMatch(/,Signed: Haul out,No certificate on file$/);

    const notice = await harness.db
      .select()
      .from(stormNotices)
      .where(and(eq(stormNotices.customerId, owner.id), isNull(stormNotices.answeredAt)));
    expect(notice).toHaveLength(1);
  });

  test('puts the stays whose plan says haul out on the haul-out list, in the order the plans were signed, until the tenant answers otherwise', async () => {
    const later = await signedInCustomer(harness.db, harness.clock, { email: 'later@example.com' });
    const laterVessel = await addVessel(later, 'Late Tide');
    await ownersStay(later, 'later@example.com', laterVessel, 1);
    await ownersStay(owner, 'danielle@gulftide.example', vessel, 2);
    expect((await signPlan(owner, vessel.id, hauling)).signed.status).toBe(201);
    harness.clock.advance(60_000);
    expect((await signPlan(later, laterVessel.id, hauling)).signed.status).toBe(201);
    harness.clock.advance(60_000);

    await stays.setStage({ stage: 'watch', stormName: 'Hurricane Alma' });
    const office = await signedInStaff(harness.db, harness.clock, { username: 'dockmaster' });
    const haulList = async () => (await (await send('GET', '/api/admin/haul-outs', office)).json()) as HaulListView;
    expect((await haulList()).waiting.map(({ vesselName }) => vesselName)).toEqual(['Sea Star', 'Late Tide']);

    // The owner now means to stay: their answer takes the vessel off, and the next stage does not put it back.
    const mail = (await stays.stormMail()).find(({ to }) => to === 'danielle@gulftide.example');
    const token = tokenIn(mail?.text ?? '');
    const notice = (await (await sendJson(harness.app, 'GET', `/api/storm-answers/${token}`)).json()) as StormNoticeView;
    const answer = notice.vessels.map(({ reservationNumber }) => ({ reservationNumber, intent: 'stay', manned: true }));
    expect((await sendJson(harness.app, 'POST', `/api/storm-answers/${token}`, { vessels: answer })).status).toBe(200);
    harness.clock.advance(60_000);
    await stays.setStage({ stage: 'whiskey', stormName: 'Hurricane Alma' });
    expect((await haulList()).waiting.map(({ vesselName }) => vesselName)).toEqual(['Late Tide']);
  });
});
