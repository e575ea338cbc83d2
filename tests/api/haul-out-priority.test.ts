import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { haulOutPriorities, haulOuts, invoices, type BerthReservation } from '#api/db/schema/index.ts';
import type { CustomerInvoice } from '#shared/customer-views.ts';
import type { HaulListView } from '#shared/haul-out-views.ts';
import type { HaulPriorityView } from '#shared/haul-priority-views.ts';
import { sendJson } from '#tests/setup/test-app.ts';
import { signedInCustomer, signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import type { TestHarness } from './berth-booking-fixtures.ts';
import { freshStormTest, type StormStays } from './storm-fixtures.ts';

// In the 2026 season (June 1 to November 30), so the stays of the coming days are in it.
const inSeason = new Date('2026-08-20T15:00:00Z');

let harness: TestHarness;
let staff: SignedIn;
let stays: StormStays;
let owner: SignedIn;
let other: SignedIn;
let first: BerthReservation;
let second: BerthReservation;
let third: BerthReservation;

beforeEach(async () => {
  ({ harness, staff, stays } = await freshStormTest({ at: inSeason }));
  owner = await signedInCustomer(harness.db, harness.clock, { email: 'owner@example.com' });
  other = await signedInCustomer(harness.db, harness.clock, { email: 'other@example.com' });
  first = await stays.stayAt({ fromDay: 0, toDay: 5, email: 'first@example.com', vesselName: 'First Light' });
  second = await stays.stayAt({ fromDay: 0, toDay: 5, email: 'second@example.com', vesselName: 'Second Wind', berth: 1 });
  third = await stays.stayAt({
    fromDay: 0,
    toDay: 5,
    email: 'owner@example.com',
    vesselName: 'Third Mate',
    berth: 2,
    customerId: owner.id,
  });
});

const as = (who: SignedIn, method: string, path: string, body?: unknown) =>
  sendJson(harness.app, method, path, body, { Cookie: who.cookie });
const haulList = async () => (await (await as(staff, 'GET', '/api/admin/haul-outs')).json()) as HaulListView;
const order = async () => (await haulList()).waiting.map(({ vesselName, priority, place }) => [place, vesselName, priority]);

/** The three vessels ask to be hauled a minute apart, the owner's last. */
async function allAskToBeHauled() {
  const at = harness.clock.now().getTime();
  await harness.db.insert(haulOuts).values(
    [first, second, third].map((stay, minute) => ({
      reservationId: stay.id,
      stormName: 'Hurricane Alma',
      joinedAt: new Date(at + minute * 60_000),
    })),
  );
}

async function buy(who: SignedIn, reservationId: string) {
  return as(who, 'POST', '/api/customer/haul-out-priority', { reservationId });
}

async function payByCard(invoice: CustomerInvoice) {
  const started = await as(owner, 'POST', `/api/customer/invoices/${invoice.id}/payment`);
  expect(started.status, await started.clone().text()).toBe(200);
  const { clientSecret, paymentIntentId } = (await started.json()) as { clientSecret: string; paymentIntentId: string };
  const card = await sendJson(harness.app, 'POST', '/api/payments/test/confirm', { clientSecret, cardNumber: '4242424242424242' });
  expect(card.status).toBe(200);
  const confirmed = await as(owner, 'POST', `/api/customer/invoices/${invoice.id}/payment/confirm`, { paymentIntentId });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
}

describe('haul-out priority', () => {
  test('without paid priority the list is first asked, first hauled', async () => {
    await allAskToBeHauled();
    expect(await order()).toEqual([
      [1, 'First Light', false],
      [2, 'Second Wind', false],
      [3, 'Third Mate', false],
    ]);
    expect((await haulList()).prioritySeason).toBe(2026);
  });

  test('the owner sees the fee from content and their stays in the season, and only theirs', async () => {
    const view = (await (await as(owner, 'GET', '/api/customer/haul-out-priority')).json()) as HaulPriorityView;
    expect(view.fee).toBe(250_00);
    expect(view.season).toEqual({ year: 2026, opens: '2026-06-01', closes: '2026-11-30' });
    expect(view.stays.map(({ vesselName, state }) => [vesselName, state])).toEqual([['Third Mate', 'none']]);
    const others = (await (await as(other, 'GET', '/api/customer/haul-out-priority')).json()) as HaulPriorityView;
    expect(others.stays).toEqual([]);
  });

  test('an invoice for the fee, one however often it is asked for, and priority only once it is paid', async () => {
    await allAskToBeHauled();
    const answers = await Promise.all([buy(owner, third.id), buy(owner, third.id)]);
    expect(answers.map(({ status }) => status)).toEqual([200, 200]);
    const [a, b] = (await Promise.all(answers.map((answer) => answer.json()))) as { invoice: CustomerInvoice }[];
    expect(a?.invoice.id).toBe(b?.invoice.id);
    const again = ((await (await buy(owner, third.id)).json()) as { invoice: CustomerInvoice }).invoice;
    expect(again.id).toBe(a?.invoice.id);
    expect(again).toMatchObject({
      totalAmount: 250_00,
      status: 'pending',
      description: `Haul-out priority, 2026 hurricane season: Third Mate (${third.reservationNumber})`,
    });
    expect(await harness.db.select().from(invoices).where(eq(invoices.customerId, owner.id))).toHaveLength(1);
    expect(await harness.db.select().from(haulOutPriorities)).toHaveLength(1);

    // Invoiced but not paid: no priority yet.
    expect((await order()).map(([, name]) => name)).toEqual(['First Light', 'Second Wind', 'Third Mate']);

    await payByCard(again);
    expect(await order()).toEqual([
      [1, 'Third Mate', true],
      [2, 'First Light', false],
      [3, 'Second Wind', false],
    ]);
    const view = (await (await as(owner, 'GET', '/api/customer/haul-out-priority')).json()) as HaulPriorityView;
    expect(view.stays[0]).toMatchObject({ state: 'paid', invoice: { id: again.id, status: 'paid' } });
    // Bought and paid: asking again answers the paid invoice, makes no other.
    expect(((await (await buy(owner, third.id)).json()) as { invoice: CustomerInvoice }).invoice.status).toBe('paid');

    // Refunded: no priority, and not sold again online.
    expect((await as(staff, 'POST', `/api/admin/invoices/${again.id}/refund`)).status).toBe(200);
    expect((await order()).map(([, name, priority]) => [name, priority])).toEqual([
      ['First Light', false],
      ['Second Wind', false],
      ['Third Mate', false],
    ]);
    const refused = await buy(owner, third.id);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('refunded');
  });

  test('priority is for one season: the next season the paid stay is back in asking order', async () => {
    await allAskToBeHauled();
    const { invoice } = (await (await buy(owner, third.id)).json()) as { invoice: CustomerInvoice };
    await payByCard(invoice);
    expect((await order())[0]?.[1]).toBe('Third Mate');
    harness.clock.set(new Date('2026-12-02T15:00:00Z'));
    // The staff session of August has long ended.
    staff = await signedInStaff(harness.db, harness.clock, { username: 'dockmaster' });
    const list = await haulList();
    expect(list.prioritySeason).toBe(2027);
    expect(list.waiting.map(({ vesselName }) => vesselName)).toEqual(['First Light', 'Second Wind', 'Third Mate']);
  });

  test('nobody buys priority for a stay that is not theirs, nor for a stay outside the season', async () => {
    expect((await buy(other, third.id)).status).toBe(404);
    expect((await buy(owner, first.id)).status).toBe(404);
    const winter = await stays.stayAt({
      fromDay: 130,
      toDay: 140,
      email: 'owner@example.com',
      vesselName: 'Winter Berth',
      berth: 3,
      customerId: owner.id,
    });
    expect((await buy(owner, winter.id)).status).toBe(404);
    expect(await harness.db.select().from(invoices)).toEqual([]);
  });
});
