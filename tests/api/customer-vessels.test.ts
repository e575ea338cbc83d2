import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { auditLog, berthReservations } from '#api/db/schema/index.ts';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import { signedInCustomer, signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, checkoutCookie, reservationForm, seedBerths, stay, type TestHarness } from './berth-booking-fixtures.ts';

let harness: TestHarness;
let alice: SignedIn;
let bruno: SignedIn;
let outer1: string;
let inner1: string;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  const seeded = await seedBerths(harness.db);
  outer1 = berthNamed(seeded, 'Outer 1').id;
  inner1 = berthNamed(seeded, 'Inner 1').id;
  alice = await signedInCustomer(harness.db, harness.clock, { email: 'alice@example.com' });
  bruno = await signedInCustomer(harness.db, harness.clock, { email: 'bruno@example.com' });
});

const missingId = '3f2b8c1e-5d4a-4b6f-9e21-7a8c9d0e1f23';

const runner = {
  name: 'M/V Grand Isle Runner',
  vesselType: 'Offshore Supply Vessel (OSV)',
  length: 120,
  beam: 32,
  draft: 12,
  documentationNumber: '1234567',
  stateRegistration: '',
  homePort: 'Port Fourchon, LA',
  notes: 'Crane on the aft deck',
};

const send = (method: string, path: string, who: SignedIn | undefined, body?: unknown) =>
  sendJson(harness.app, method, path, body, who ? { Cookie: who.cookie } : {});

async function addVessel(who: SignedIn, overrides: Record<string, unknown> = {}): Promise<CustomerVesselView> {
  const response = await send('POST', '/api/customer/vessels', who, { ...runner, ...overrides });
  expect(response.status).toBe(201);
  return (await response.json()) as CustomerVesselView;
}

async function vesselsOf(who: SignedIn): Promise<CustomerVesselView[]> {
  const response = await send('GET', '/api/customer/vessels', who);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as CustomerVesselView[];
}

async function book(who: SignedIn | undefined, overrides: Record<string, unknown>) {
  return send('POST', '/api/berth-reservations', who, reservationForm(outer1, overrides));
}

async function storedReservation(id: string) {
  const [row] = await harness.db.select().from(berthReservations).where(eq(berthReservations.id, id));
  if (!row) throw new Error('reservation not stored');
  return row;
}

describe('a customer’s vessels on record', () => {
  test('adding one keeps its figures and papers; an empty optional field is not given', async () => {
    const vessel = await addVessel(alice);
    expect(vessel).toMatchObject({ ...runner, stateRegistration: null, retiredAt: null });
    expect(await vesselsOf(alice)).toEqual([vessel]);
  });

  test('the form is checked like the booking form: type from the spec, whole feet within the limits, no NUL, no over-long text', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ vesselType: 'Yacht' }, 'vesselType'],
      [{ draft: 21 }, 'draft'],
      [{ length: 120.5 }, 'length'],
      [{ length: '' }, 'length'],
      [{ name: 'Runner\u0000' }, 'name'],
      [{ notes: 'x'.repeat(2001) }, 'notes'],
      [{ homePort: 'x'.repeat(121) }, 'homePort'],
    ];
    for (const [overrides, field] of cases) {
      const response = await send('POST', '/api/customer/vessels', alice, { ...runner, ...overrides });
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string> }).errors, field).toHaveProperty(field);
    }
  });

  test('editing changes only what is sent; clearing an optional field empties it', async () => {
    const vessel = await addVessel(alice);
    const response = await send('PATCH', `/api/customer/vessels/${vessel.id}`, alice, { length: 130, notes: '' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ length: 130, notes: null, draft: 12, homePort: 'Port Fourchon, LA' });
  });

  test('retiring keeps the vessel, marked and listed after the active ones; retiring twice keeps the first date', async () => {
    const old = await addVessel(alice, { name: 'M/V Atchafalaya' });
    const kept = await addVessel(alice, { name: 'M/V Bayou Star' });
    const retired = await send('DELETE', `/api/customer/vessels/${old.id}`, alice);
    expect(retired.status).toBe(200);
    const { retiredAt } = (await retired.json()) as CustomerVesselView;
    expect(retiredAt).toBe(harness.clock.now().toISOString());
    expect((await vesselsOf(alice)).map((vessel) => [vessel.name, vessel.retiredAt])).toEqual([
      [kept.name, null],
      [old.name, retiredAt],
    ]);
    harness.clock.advance(60_000);
    const again = await send('DELETE', `/api/customer/vessels/${old.id}`, alice);
    expect(((await again.json()) as CustomerVesselView).retiredAt).toBe(retiredAt);
  });

  test('another customer’s vessel, an unknown id and a malformed id all answer 404; a guest is asked to sign in', async () => {
    const vessel = await addVessel(alice);
    for (const id of [vessel.id, missingId, 'not-a-uuid']) {
      expect((await send('PATCH', `/api/customer/vessels/${id}`, bruno, { length: 99 })).status, id).toBe(404);
      expect((await send('DELETE', `/api/customer/vessels/${id}`, bruno)).status, id).toBe(404);
    }
    expect(await vesselsOf(bruno)).toEqual([]);
    expect((await send('GET', '/api/customer/vessels', undefined)).status).toBe(401);
    expect((await vesselsOf(alice))[0]).toMatchObject({ length: 120, retiredAt: null });
  });
});

describe('booking a berth for a vessel on record', () => {
  test('the reservation keeps the vessel’s name and figures and names the vessel; editing the vessel later leaves them', async () => {
    const vessel = await addVessel(alice);
    const response = await book(alice, { vesselId: vessel.id, vesselName: 'typed', vesselLength: 60, vesselBeam: '', vesselDraft: 5 });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await storedReservation(id)).toMatchObject({
      vesselId: vessel.id,
      vesselName: runner.name,
      vesselLength: 120,
      vesselBeam: 32,
      vesselDraft: 12,
      customerId: alice.id,
    });
    await send('PATCH', `/api/customer/vessels/${vessel.id}`, alice, { name: 'M/V Renamed', length: 140, draft: 14 });
    await send('DELETE', `/api/customer/vessels/${vessel.id}`, alice);
    expect(await storedReservation(id)).toMatchObject({ vesselId: vessel.id, vesselName: runner.name, vesselLength: 120, vesselDraft: 12 });
  });

  test('the vessel’s figures are checked against the berth as typed ones are', async () => {
    const deep = await addVessel(alice, { length: 100, draft: 14 });
    const response = await send('POST', '/api/berth-reservations', alice, reservationForm(inner1, { vesselId: deep.id, vesselDraft: 5 }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty('vesselDraft');
  });

  test('another customer’s, an unknown or a guest’s vessel id is unknown (404); a retired vessel cannot be chosen', async () => {
    const vessel = await addVessel(alice);
    expect((await book(bruno, { vesselId: vessel.id })).status).toBe(404);
    expect((await book(alice, { vesselId: missingId })).status).toBe(404);
    expect((await book(undefined, { vesselId: vessel.id })).status).toBe(404);
    await send('DELETE', `/api/customer/vessels/${vessel.id}`, alice);
    const retired = await book(alice, { vesselId: vessel.id });
    expect(retired.status).toBe(400);
    expect(((await retired.json()) as { errors: Record<string, string> }).errors).toHaveProperty('vesselId');
    expect(await harness.db.select().from(berthReservations)).toEqual([]);
  });

  test('a booking with no vessel chosen (or "Another vessel", sent empty) keeps the typed figures and names none', async () => {
    const response = await book(alice, { vesselId: '' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await storedReservation(id)).toMatchObject({ vesselId: null, vesselName: 'M/V Grand Isle Runner', vesselLength: 120 });
  });
});

describe('saving the vessel of a reservation to the account', () => {
  test('the vessel is made from the reservation’s figures and linked; a second save is refused', async () => {
    const booked = await book(alice, {});
    const { id } = (await booked.json()) as { id: string };
    const onRecord = async () => {
      const listed = (await (await send('GET', '/api/customer/reservations', alice)).json()) as { id: string; vesselOnRecord: boolean }[];
      return listed.find((reservation) => reservation.id === id)?.vesselOnRecord;
    };
    expect(await onRecord()).toBe(false);
    const response = await send('POST', '/api/customer/vessels/from-reservation', alice, { reservationId: id });
    expect(response.status).toBe(201);
    expect(await onRecord()).toBe(true);
    const vessel = (await response.json()) as CustomerVesselView;
    expect(vessel).toMatchObject({ name: 'M/V Grand Isle Runner', vesselType: 'Other', length: 120, beam: 32, draft: 12 });
    expect((await storedReservation(id)).vesselId).toBe(vessel.id);
    expect((await send('POST', '/api/customer/vessels/from-reservation', alice, { reservationId: id })).status).toBe(409);
  });

  test('another customer’s or a guest’s reservation answers 404', async () => {
    const guest = await book(undefined, {});
    const guestId = ((await guest.json()) as { id: string }).id;
    expect(checkoutCookie(guest)).toBeTruthy();
    const own = ((await (await book(alice, stay(30, 33))).json()) as { id: string }).id;
    for (const reservationId of [guestId, own, missingId]) {
      expect((await send('POST', '/api/customer/vessels/from-reservation', bruno, { reservationId })).status).toBe(404);
    }
  });
});

describe('the office and a client’s vessels', () => {
  test('staff list a client’s vessels and edit one; the audit keeps what changed', async () => {
    const staff = await signedInStaff(harness.db, harness.clock);
    const vessel = await addVessel(alice);
    const listed = await send('GET', `/api/admin/clients/${alice.id}/vessels`, staff);
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual([vessel]);
    const edited = await send('PATCH', `/api/admin/clients/${alice.id}/vessels/${vessel.id}`, staff, { homePort: 'Cameron, LA' });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ homePort: 'Cameron, LA' });
    const [row] = await harness.db.select().from(auditLog);
    expect(row).toMatchObject({
      action: 'vessel.updated',
      entityType: 'vessel',
      entityId: vessel.id,
      customerId: alice.id,
      before: { homePort: 'Port Fourchon, LA' },
      after: { homePort: 'Cameron, LA' },
    });
  });

  test('a vessel of another client or an unknown client answers 404; a customer is refused (403)', async () => {
    const staff = await signedInStaff(harness.db, harness.clock);
    const vessel = await addVessel(alice);
    expect((await send('PATCH', `/api/admin/clients/${bruno.id}/vessels/${vessel.id}`, staff, { length: 99 })).status).toBe(404);
    expect((await send('GET', `/api/admin/clients/${missingId}/vessels`, staff)).status).toBe(404);
    expect((await send('GET', `/api/admin/clients/${alice.id}/vessels`, alice)).status).toBe(403);
  });
});
