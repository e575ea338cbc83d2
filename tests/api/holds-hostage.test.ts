import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { berthReservations, mailOutbox, type Berth } from '#api/db/schema/index.ts';
import { liveHold } from '#api/services/reservations/hold-conditions.ts';
import { resumableHoldSchema, reservationViewSchema } from '#shared/berth-views.ts';
import { addDays } from '#shared/stay-dates.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { signedInCustomer } from '#tests/setup/signed-in.ts';
import { checkoutCookie, reservationForm, seedBerths, stay, type TestHarness } from './berth-booking-fixtures.ts';

// The calendar-fill attack of issue 21: verified accounts from one address and guests rotating
// IPv6 addresses of one /64 hold long stays on every berth without paying.

const minute = 60_000;
const phone = '(985) 555-0142';
/** A year-long stay, arriving 300 days out: the probe's 366 nights. */
const yearLong = stay(300, 666);
/** A boat every seeded berth takes. */
const smallBoat = { vesselName: 'M/V Little Bayou', vesselLength: 60, vesselBeam: 18, vesselDraft: 8 };

let harness: TestHarness;
let berthList: Berth[];
/** The berths no block keeps busy for good (Outer 2 is occupied and Inner 4 in maintenance from today on). */
let open: Berth[];

beforeEach(async () => {
  harness = await createTestApp({ TRUST_PROXY: '1', SITE_URL: 'https://bayoulafourchemarine.com' });
  await resetDatabase(harness.db);
  berthList = [...(await seedBerths(harness.db)).values()];
  open = berthList.filter((berth) => berth.name !== 'Outer 2' && berth.name !== 'Inner 4');
});

const hold = (berthId: string, overrides: Record<string, unknown>, headers: Record<string, string>) =>
  sendJson(harness.app, 'POST', '/api/berth-reservations', reservationForm(berthId, { ...smallBoat, ...overrides }), headers);
const from = (address: string) => ({ 'X-Forwarded-For': address });
/** A fresh address in one /64 for each call, as anyone routed a /64 can make. */
const rotating = (prefix: string) => {
  let next = 0;
  return () => `${prefix}:${(++next).toString(16)}:${(next * 7).toString(16)}:beef:${next.toString(16)}`;
};

/** For each night of `dates`, how many berths live unpaid holds take. */
async function heldPerNight(dates: { arrivalDate: string; departureDate: string }): Promise<number[]> {
  const holds = await harness.db.select().from(berthReservations).where(liveHold(harness.clock.now()));
  const counts: number[] = [];
  for (let night = dates.arrivalDate; night < dates.departureDate; night = addDays(night, 1)) {
    counts.push(holds.filter((row) => row.arrivalDate <= night && night < row.departureDate).length);
  }
  return counts;
}

describe('holds cannot take the calendar hostage', () => {
  test('three verified accounts from one address and guests rotating a /64 leave two thirds of the berths free every night', async () => {
    const accounts = [];
    for (const email of ['ops1@tugfleet.example', 'ops2@tugfleet.example', 'ops3@tugfleet.example']) {
      accounts.push(await signedInCustomer(harness.db, harness.clock, { email }));
    }
    const statuses: number[] = [];
    for (const [index, account] of accounts.entries()) {
      for (const berth of berthList) {
        const response = await hold(
          berth.id,
          { ...yearLong, contactEmail: `ops${index + 1}@tugfleet.example` },
          {
            Cookie: account.cookie,
            ...from('198.51.100.23'),
          },
        );
        statuses.push(response.status);
      }
    }
    const nextAddress = rotating('2001:db8:77:1');
    for (const [index, berth] of berthList.entries()) {
      for (const email of [`guest${index}@gmail.com`, `skipper${index}@bayou${index}.example`]) {
        statuses.push((await hold(berth.id, { ...yearLong, contactEmail: email }, from(nextAddress()))).status);
      }
    }

    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status !== 201 && status !== 429 && status !== 409)).toEqual([]);
    const held = await heldPerNight(yearLong);
    expect(held).toHaveLength(366);
    expect(Math.max(...held) * 3).toBeLessThanOrEqual(berthList.length);
  });

  test('a verified account counts toward the address it holds from: a second account there cannot add a year', async () => {
    const first = await signedInCustomer(harness.db, harness.clock, { email: 'one@tugfleet.example' });
    const second = await signedInCustomer(harness.db, harness.clock, { email: 'two@gmail.com' });
    const [outer, inner] = open;
    if (!outer || !inner) throw new Error('no berths seeded');
    expect(
      (await hold(outer.id, { ...yearLong, contactEmail: 'one@tugfleet.example' }, { Cookie: first.cookie, ...from('198.51.100.40') }))
        .status,
    ).toBe(201);
    const refused = await hold(
      inner.id,
      { ...stay(300, 340), contactEmail: 'two@gmail.com' },
      { Cookie: second.cookie, ...from('198.51.100.40') },
    );
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: 'rate_limited',
      message:
        'Unpaid reservations from this network can hold at most 400 berth-nights at once, and this one would go past that. ' +
        'Please complete or let one of them expire before reserving again, ' +
        `or call the dock office at ${phone} to hold more than 400 nights without payment.`,
    });
    // An IPv4 client reached over a dual-stack socket is the same network.
    expect(
      (
        await hold(
          inner.id,
          { ...stay(300, 340), contactEmail: 'two@gmail.com' },
          { Cookie: second.cookie, ...from('::ffff:198.51.100.40') },
        )
      ).status,
    ).toBe(429);
    // Another address is another network.
    expect(
      (await hold(inner.id, { ...stay(300, 340), contactEmail: 'two@gmail.com' }, { Cookie: second.cookie, ...from('198.51.100.41') }))
        .status,
    ).toBe(201);
  });

  test('one company domain is one requester across emails and networks; common providers are not', async () => {
    const [a, b, c, d] = open;
    if (!a || !b || !c || !d) throw new Error('no berths seeded');
    const nextAddress = rotating('2001:db8:88');
    for (const [index, berth] of [a, b].entries()) {
      expect((await hold(berth.id, { ...yearLong, contactEmail: `crew${index}@fleet.example` }, from(`${nextAddress()}`))).status).toBe(
        201,
      );
    }
    // Each from its own /64 (rotating changes the fourth group), so only the domain is shared.
    const third = await hold(c.id, { ...stay(300, 400), contactEmail: 'crew9@fleet.example' }, from('2001:db8:99:1::5'));
    expect(third.status).toBe(429);
    expect((await third.json()).message).toMatch(/^Unpaid reservations for addresses at fleet\.example can hold at most 800 berth-nights/);
    expect((await hold(d.id, { ...stay(300, 400), contactEmail: 'crew9@gmail.com' }, from('2001:db8:99:2::5'))).status).toBe(201);
  });

  test("unpaid holds never take more than a third of any night's berths, whoever asks; the refusal names no one", async () => {
    // After Outer 5's 21 days at the dock, so that only Outer 2 and Inner 4 are blocked.
    const week = stay(22, 29);
    const statuses: number[] = [];
    const messages = new Set<string>();
    for (const [index, berth] of berthList.entries()) {
      const response = await hold(berth.id, { ...week, contactEmail: `captain@boat${index}.example` }, from(`2001:db8:${index + 1}::1`));
      statuses.push(response.status);
      if (response.status === 429) messages.add(((await response.json()) as { message: string }).message);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect([...messages]).toEqual([
      'So many berths are already held for payment on some of those nights that this stay cannot be held without payment right now. ' +
        `Please try again later or choose other dates, or call the dock office at ${phone} to book this stay.`,
    ]);
    // Another week is another week; a paid stay is no hold.
    const [first] = open;
    if (!first) throw new Error('no berths seeded');
    expect((await hold(first.id, { ...stay(40, 47), contactEmail: 'captain@later.example' }, from('2001:db8:ff::1'))).status).toBe(201);
    await harness.db.update(berthReservations).set({ paymentStatus: 'paid', holdExpiresAt: null });
    const freed = open.find((berth) => statuses[berthList.indexOf(berth)] !== 201);
    if (!freed) throw new Error('no refused berth');
    expect((await hold(freed.id, { ...week, contactEmail: 'captain@after.example' }, from('2001:db8:fe::1'))).status).toBe(201);
  });

  test('a burst of requests from everywhere at once cannot pass the share together', async () => {
    const week = stay(50, 57);
    const responses = await Promise.all(
      berthList.map((berth, index) =>
        hold(berth.id, { ...week, contactEmail: `burst@boat${index}.example` }, from(`2001:db8:${index + 100}::1`)),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(5);
    expect(Math.max(...(await heldPerNight(week)))).toBe(5);
  });
});

describe('a long stay is held briefly, once', () => {
  const [longStay, monthStay] = [stay(30, 61), stay(30, 60)];

  test('above 30 nights the hold lasts 15 minutes, and the answer, the mail and the resumable list say so', async () => {
    const [berth, other] = open;
    if (!berth || !other) throw new Error('no berths seeded');
    const now = harness.clock.now().getTime();
    const long = await hold(berth.id, { ...longStay, contactEmail: 'long@gmail.com' }, from('203.0.113.90'));
    expect(long.status).toBe(201);
    const view = reservationViewSchema.parse(await long.json());
    expect(Date.parse(view.holdExpiresAt ?? '')).toBe(now + 15 * minute);
    const month = await hold(other.id, { ...monthStay, contactEmail: 'month@gmail.com' }, from('203.0.113.91'));
    expect(Date.parse(reservationViewSchema.parse(await month.json()).holdExpiresAt ?? '')).toBe(now + 60 * minute);

    const listed = await harness.app.request('/api/berth-reservations/resumable', { headers: { Cookie: checkoutCookie(long) } });
    expect(resumableHoldSchema.array().parse(await listed.json())).toMatchObject([{ id: view.id, holdExpiresAt: view.holdExpiresAt }]);
    const [mail] = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'long@gmail.com'));
    expect(mail?.text).toMatch(/Hold ends:/);
  });

  test('resuming it from the mailed link keeps its end; once it runs out it cannot be held again unpaid for a day', async () => {
    const [berth, other] = open;
    if (!berth || !other) throw new Error('no berths seeded');
    const first = await hold(berth.id, { ...longStay, contactEmail: 'long@gmail.com' }, from('203.0.113.90'));
    const view = reservationViewSchema.parse(await first.json());
    const [mail] = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'long@gmail.com'));
    const link = mail?.text.match(/https?:\S+/g)?.find((href) => href.includes(view.id)) ?? 'http://link.missing';
    const token = new URL(link).searchParams.get('resume') ?? '';
    harness.clock.advance(10 * minute);
    const resumed = await sendJson(harness.app, 'POST', `/api/berth-reservations/${view.id}/resume`, { token });
    expect(resumed.status).toBe(200);
    expect(reservationViewSchema.parse(await resumed.json()).holdExpiresAt).toBe(view.holdExpiresAt);

    harness.clock.advance(6 * minute);
    // Same email from elsewhere, or another email from the same address: held already.
    const again = await hold(berth.id, { ...longStay, contactEmail: 'long@gmail.com' }, from('203.0.113.99'));
    expect(again.status).toBe(429);
    expect((await again.json()).message).toBe(
      'A stay of more than 30 nights is held for 15 minutes, once in 24 hours for this email address, and that hold has been used. ' +
        `Please complete the one you have, or call the dock office at ${phone} to hold more than 30 nights without payment.`,
    );
    const sameNetwork = await hold(other.id, { ...longStay, contactEmail: 'other@gmail.com' }, from('203.0.113.90'));
    expect((await sameNetwork.json()).message).toMatch(/once in 24 hours from this network/);
    // A stay of 30 nights or fewer is not a long stay.
    expect((await hold(berth.id, { ...monthStay, contactEmail: 'long@gmail.com' }, from('203.0.113.90'))).status).toBe(201);

    harness.clock.advance(24 * 60 * minute);
    expect((await hold(other.id, { ...longStay, contactEmail: 'long@gmail.com' }, from('203.0.113.90'))).status).toBe(201);
  });

  test('a verified account gets one long hold a day as well, whatever the contact email', async () => {
    const account = await signedInCustomer(harness.db, harness.clock, { email: 'owner@gmail.com' });
    const [berth, other] = open;
    if (!berth || !other) throw new Error('no berths seeded');
    expect(
      (await hold(berth.id, { ...longStay, contactEmail: 'owner@gmail.com' }, { Cookie: account.cookie, ...from('203.0.113.70') })).status,
    ).toBe(201);
    const second = await hold(
      other.id,
      { ...longStay, contactEmail: 'captain@gmail.com' },
      { Cookie: account.cookie, ...from('203.0.113.71') },
    );
    expect(second.status).toBe(429);
    expect((await second.json()).message).toMatch(/once in 24 hours for your account/);
  });
});
