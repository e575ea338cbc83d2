import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { anonymousActor } from '#api/auth/actor.ts';
import type { Berth } from '#api/db/schema/index.ts';
import { berthBlocks, berthReservations } from '#api/db/schema/index.ts';
import { addBerthBlock } from '#api/services/berth-blocks/add-berth-block.ts';
import { removeBerthBlock } from '#api/services/berth-blocks/remove-berth-block.ts';
import { berthViews, loadBerthCalendars } from '#api/services/berths/list-berths.ts';
import type { ServiceContext } from '#api/services/context.ts';
import type { BerthView, ReservationView } from '#shared/berth-views.ts';
import { berthBlockSchema, type BerthBlockInput } from '#shared/schemas/berth-block.ts';
import { addDays, facilityToday, formatStayDate } from '#shared/stay-dates.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { testServiceContext } from '#tests/setup/service-context.ts';
import { signedInStaff } from '#tests/setup/signed-in.ts';
import { berthNamed, reservationForm, seedBerths, stay, type TestHarness } from './berth-booking-fixtures.ts';

const dayMs = 86_400_000;

let harness: TestHarness;
let staff: ServiceContext;
let outer1: Berth;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  outer1 = berthNamed(await seedBerths(harness.db), 'Outer 1');
  const { id: userId, sessionId } = await signedInStaff(harness.db, harness.clock);
  const actor = { ...anonymousActor, staff: { userId, username: 'harbormaster', sessionId } };
  staff = testServiceContext({ db: harness.db, payments: null, clock: harness.clock, actor });
});

const day = (offset: number) => addDays(facilityToday(harness.clock.now()), offset);
const block = (input: Partial<BerthBlockInput> & Pick<BerthBlockInput, 'startsOn'>) =>
  addBerthBlock(staff, berthBlockSchema.parse({ berthId: outer1.id, kind: 'maintenance', ...input }));
const book = (overrides: Record<string, unknown>) =>
  sendJson(harness.app, 'POST', '/api/berth-reservations', reservationForm(outer1.id, overrides));
// The seeded layout has blocks of its own on other berths.
const outer1Blocks = () => harness.db.$count(berthBlocks, eq(berthBlocks.berthId, outer1.id));
const outer1Today = async (): Promise<BerthView> => {
  const berth = berthViews(await loadBerthCalendars(staff, undefined), {}).find((candidate) => candidate.id === outer1.id);
  if (!berth) throw new Error('Outer 1 missing from the list');
  return berth;
};

describe('staff blocks on a berth’s calendar', () => {
  test('a block over a live stay is refused with 409 naming the stay: its number, vessel and dates', async () => {
    const response = await book(stay(10, 17));
    const stayed = (await response.json()) as ReservationView;
    const attempt = block({ startsOn: day(15), endsOn: day(20) });
    const dates = `${formatStayDate(day(10))} to ${formatStayDate(day(17))}`;
    await expect(attempt).rejects.toMatchObject({
      status: 409,
      message:
        `Outer 1 is booked for some of those days: reservation ${stayed.reservationNumber}, M/V Grand Isle Runner, ${dates}. ` +
        'Move or cancel that stay first.',
    });
    expect(await outer1Blocks()).toBe(0);
  });

  test('maintenance with no end is refused over a stay however far ahead; a block ending on its arrival day is not', async () => {
    await book(stay(300, 307));
    await expect(block({ startsOn: day(1) })).rejects.toMatchObject({ status: 409 });
    expect(await block({ startsOn: day(1), endsOn: day(300) })).toMatchObject({
      startsOn: day(1),
      endsOn: day(300),
      createdBy: staff.actor.staff?.userId,
    });
  });

  test('a hold that ran out holds nothing: the block goes in over it', async () => {
    await book(stay(10, 17));
    harness.clock.advance(61 * 60_000);
    expect(await block({ startsOn: day(12), endsOn: day(14) })).toMatchObject({ kind: 'maintenance' });
  });

  test('a block over another block of the same berth answers 409; removing it frees the days', async () => {
    const first = await block({ startsOn: day(5), endsOn: day(9) });
    await expect(block({ kind: 'occupied', vesselName: 'M/V Bayou Runner', startsOn: day(8) })).rejects.toMatchObject({
      status: 409,
      message: 'This overlaps another block of the same berth. Change or remove that block first.',
    });
    expect((await book(stay(6, 7))).status).toBe(409);
    await removeBerthBlock(staff, { berthId: outer1.id, blockId: first.id });
    expect((await book(stay(6, 7))).status).toBe(201);
    await expect(removeBerthBlock(staff, { berthId: outer1.id, blockId: first.id })).rejects.toMatchObject({
      status: 404,
      message: 'Block not found',
    });
  });

  test('a stay over a block answers 409 saying why; the days after it are bookable', async () => {
    await block({ kind: 'occupied', vesselName: 'M/V Bayou Runner', startsOn: day(3), endsOn: day(10) });
    const refused = await book(stay(9, 12));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      message:
        `Outer 1 is occupied by another vessel from ${formatStayDate(day(3))} to ${formatStayDate(day(10))}. ` +
        'Please choose other dates or another berth.',
    });
    expect((await book(stay(10, 12))).status).toBe(201);
  });

  test('an end on or before the start is refused, naming the field', () => {
    const result = berthBlockSchema.safeParse({ berthId: outer1.id, kind: 'maintenance', startsOn: day(3), endsOn: day(3) });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['endsOn'], message: 'End date must be after the start date' })]);
  });
});

describe('the state shown today follows the calendar and the clock', () => {
  test('occupied by the block’s vessel until the block ends, then available by itself', async () => {
    await block({ kind: 'occupied', vesselName: 'M/V Bayou Runner', startsOn: day(0), endsOn: day(2) });
    expect(await outer1Today()).toMatchObject({ status: 'occupied', currentVessel: 'M/V Bayou Runner' });
    harness.clock.advance(2 * dayMs);
    expect(await outer1Today()).toMatchObject({ status: 'available', currentVessel: null });
  });

  test('under maintenance while a block without an end covers today, whatever the date', async () => {
    await block({ startsOn: day(0) });
    harness.clock.advance(400 * dayMs);
    expect(await outer1Today()).toMatchObject({ status: 'maintenance', currentVessel: null });
  });

  test('reserved while a live stay covers today; available again once its hold runs out', async () => {
    await book(stay(0, 3));
    expect((await outer1Today()).status).toBe('reserved');
    harness.clock.advance(61 * 60_000);
    expect((await outer1Today()).status).toBe('available');
  });

  test('GET /api/berths answers today’s state, and the dates a block leaves free are free', async () => {
    await block({ kind: 'occupied', vesselName: 'M/V Bayou Runner', startsOn: day(0), endsOn: day(5) });
    const list = (await (await harness.app.request('/api/berths')).json()) as BerthView[];
    expect(list.find((berth) => berth.id === outer1.id)).toMatchObject({
      status: 'occupied',
      currentVessel: 'M/V Bayou Runner',
      minBillableLength: 75,
    });
    const during = `/api/berths?arrival=${day(4)}&departure=${day(6)}`;
    const after = `/api/berths?arrival=${day(5)}&departure=${day(8)}`;
    const availability = async (path: string) =>
      ((await (await harness.app.request(path)).json()) as BerthView[]).find((berth) => berth.id === outer1.id)?.availability;
    expect(await availability(during)).toEqual({ free: false, fits: true, reason: 'Occupied' });
    expect(await availability(after)).toEqual({ free: true, fits: true, reason: null });
  });
});

describe('a block and stays racing for the same days', () => {
  // On PostgreSQL these run at once on the pool's connections, so the berth's row lock is what
  // keeps them apart; the embedded database runs them one after another.
  test.each([1, 2, 3])('round %i: either the block or the stays, never both', async () => {
    const stays = Array.from({ length: 6 }, (_, index) =>
      book({ ...stay(20 + index, 21 + index), contactEmail: `racer${index}@example.com` }),
    );
    const [blockOutcome, ...responses] = await Promise.allSettled([block({ startsOn: day(20), endsOn: day(26) }), ...stays]);
    const booked = responses.filter((outcome) => outcome.status === 'fulfilled' && outcome.value.status === 201).length;
    const blocked = blockOutcome?.status === 'fulfilled';
    expect(await outer1Blocks()).toBe(blocked ? 1 : 0);
    expect(await harness.db.$count(berthReservations)).toBe(booked);
    expect(blocked && booked > 0).toBe(false);
    if (!blocked) expect(blockOutcome).toMatchObject({ status: 'rejected', reason: { status: 409 } });
  });
});
