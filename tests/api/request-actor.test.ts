import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { beforeEach, describe, expect, test } from 'vitest';
import { requireCustomer, requireStaff } from '#api/auth/guards.ts';
import { berthReservations, customers } from '#api/db/schema/index.ts';
import { jsonBody } from '#api/middleware/validate.ts';
import { signedInCustomer, signedInStaff } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, checkoutCookie, reservationForm, seedBerths } from './berth-booking-fixtures.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeEach(async () => {
  harness = await createTestApp();
  await resetDatabase(harness.db);
  harness.app
    .post('/api/test/staff-only', requireStaff(), jsonBody(z.object({ note: z.string() })), (c) =>
      c.json({ staff: c.var.actor.staff?.username }),
    )
    .post('/api/test/customers-only', requireCustomer(), jsonBody(z.object({ note: z.string() })), (c) =>
      c.json({ customerId: c.var.actor.customer?.customerId }),
    );
});

const call = (path: string, cookie?: string, body: unknown = { note: 'hello' }) =>
  sendJson(harness.app, 'POST', path, body, cookie ? { Cookie: cookie } : {});

describe('guards answer before validation, so a stranger learns nothing from a 400', () => {
  test('staff routes: 401 anonymous or with only a checkout cookie, 403 to a customer, 200 to staff', async () => {
    const customer = await signedInCustomer(harness.db, harness.clock);
    const staff = await signedInStaff(harness.db, harness.clock);

    expect((await call('/api/test/staff-only', undefined, { wrong: true })).status).toBe(401);
    expect((await call('/api/test/staff-only', `berth_checkout=${'a'.repeat(43)}`, { wrong: true })).status).toBe(401);
    expect((await call('/api/test/staff-only', customer.cookie, { wrong: true })).status).toBe(403);
    expect((await call('/api/test/staff-only', staff.cookie, { wrong: true })).status).toBe(400);
    const answer = await call('/api/test/staff-only', staff.cookie);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ staff: 'harbormaster' });
  });

  test('customer routes: 401 anonymous, the caller itself once signed in', async () => {
    const customer = await signedInCustomer(harness.db, harness.clock);
    const anonymous = await call('/api/test/customers-only', undefined, { wrong: true });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'unauthorized', message: 'Please sign in to continue.' });
    expect(await (await call('/api/test/customers-only', customer.cookie)).json()).toEqual({ customerId: customer.id });
  });
});

describe('who counts as signed in', () => {
  test('a suspended customer and a user who is not an admin are not', async () => {
    const suspended = await signedInCustomer(harness.db, harness.clock, { accountStatus: 'suspended' });
    const dockhand = await signedInStaff(harness.db, harness.clock, { role: 'user', username: 'dockhand' });
    expect((await call('/api/test/customers-only', suspended.cookie)).status).toBe(401);
    expect((await call('/api/test/staff-only', dockhand.cookie)).status).toBe(401);
  });

  test('a session ends when the clock passes its expiry, and a renewal moves the cookie on', async () => {
    const staff = await signedInStaff(harness.db, harness.clock);
    harness.clock.advance(20 * 60_000);
    const renewed = await call('/api/test/staff-only', staff.cookie);
    expect(renewed.status).toBe(200);
    const cookie = renewed.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('staff_session=');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(new Date(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '').getTime()).toBe(
      Math.floor((harness.clock.now().getTime() + 30 * 60_000) / 1000) * 1000,
    );

    harness.clock.advance(31 * 60_000);
    expect((await call('/api/test/staff-only', staff.cookie)).status).toBe(401);
  });
});

describe('reservations reach their holder, wherever they sign in', () => {
  test("a signed-in customer's reservation is theirs in any browser; another customer: 404; staff may read but not sign it", async () => {
    const berth = berthNamed(await seedBerths(harness.db), 'Outer 1');
    const customer = await signedInCustomer(harness.db, harness.clock);
    const created = await call('/api/berth-reservations', customer.cookie, reservationForm(berth.id));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const [stored] = await harness.db.select().from(berthReservations).where(eq(berthReservations.id, id));
    expect(stored?.customerId).toBe(customer.id);
    expect(checkoutCookie(created)).toMatch(/^berth_checkout=/);

    const read = (cookie: string) => harness.app.request(`/api/berth-reservations/${id}`, { headers: { Cookie: cookie } });
    expect((await read(customer.cookie)).status).toBe(200);

    const stranger = await signedInCustomer(harness.db, harness.clock, { email: 'remy@bayourunner.example' });
    expect((await read(stranger.cookie)).status).toBe(404);

    const staff = await signedInStaff(harness.db, harness.clock);
    expect((await read(staff.cookie)).status).toBe(200);
    const lease = { lesseeAddress: '100 Bayou Rd', lesseeCity: 'Larose', lesseeState: 'LA', lesseeZip: '70373' };
    expect((await call(`/api/berth-reservations/${id}/generate-lease`, staff.cookie, lease)).status).toBe(404);
    expect((await call(`/api/berth-reservations/${id}/generate-lease`, customer.cookie, lease)).status).toBe(201);

    await harness.db.update(customers).set({ accountStatus: 'suspended' }).where(eq(customers.id, customer.id));
    expect((await read(customer.cookie)).status).toBe(404);
  });

  test('a guest reservation belongs to no customer', async () => {
    const berth = berthNamed(await seedBerths(harness.db), 'Outer 1');
    const created = await call('/api/berth-reservations', undefined, reservationForm(berth.id));
    const { id } = (await created.json()) as { id: string };
    const [stored] = await harness.db.select().from(berthReservations).where(eq(berthReservations.id, id));
    expect(stored?.customerId).toBeNull();
  });
});
