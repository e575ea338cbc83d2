import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  createSession,
  customerSessionPolicy,
  listSessions,
  revokeAllSessions,
  revokeSession,
  staffSessionPolicy,
  validateSession,
} from '#api/auth/sessions.ts';
import { hashToken } from '#api/auth/tokens.ts';
import { clientSessions, staffSessions } from '#api/db/schema/index.ts';
import { signedInCustomer, signedInStaff } from '#tests/setup/signed-in.ts';
import { createTestClock } from '#tests/setup/test-clock.ts';
import { getTestDatabase, resetDatabase } from '#tests/setup/test-database.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

let db: Awaited<ReturnType<typeof getTestDatabase>>['db'];
const clock = createTestClock(new Date('2026-11-23T15:00:00Z'));

beforeEach(async () => {
  db = (await getTestDatabase()).db;
  await resetDatabase(db);
  clock.set(new Date('2026-11-23T15:00:00Z'));
});

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

test('the database keeps the SHA-256 of the token, never the token', async () => {
  const customer = await signedInCustomer(db, clock);
  const [row] = await db.select().from(clientSessions).where(eq(clientSessions.id, customer.sessionId));
  const token = tokenOf(customer.cookie);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(row?.sessionToken).toBe(hashToken(token));
  expect(row).toMatchObject({ ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (test)', isActive: true });
  expect(await validateSession(db, clock, customerSessionPolicy, 'x'.repeat(43))).toBeNull();
});

describe('customer sessions: 30 days, renewed when less than half remains', () => {
  test('used after 14 days the expiry stays; after 16 days the 30 days start again', async () => {
    const customer = await signedInCustomer(db, clock);
    const token = tokenOf(customer.cookie);

    clock.advance(14 * day);
    expect(await validateSession(db, clock, customerSessionPolicy, token)).toMatchObject({ renewed: false });

    clock.advance(2 * day);
    const renewed = await validateSession(db, clock, customerSessionPolicy, token);
    expect(renewed).toMatchObject({ renewed: true, expiresAt: new Date(clock.now().getTime() + 30 * day) });
    const [row] = await db.select().from(clientSessions).where(eq(clientSessions.id, customer.sessionId));
    expect(row?.lastActivity).toEqual(clock.now());
  });

  test('left unused for 30 days it no longer opens', async () => {
    const customer = await signedInCustomer(db, clock);
    clock.advance(30 * day - 1);
    expect(await validateSession(db, clock, customerSessionPolicy, tokenOf(customer.cookie))).not.toBeNull();
    clock.advance(30 * day);
    expect(await validateSession(db, clock, customerSessionPolicy, tokenOf(customer.cookie))).toBeNull();
  });
});

describe('staff sessions: 30 minutes idle, 12 hours at most', () => {
  test('31 idle minutes end it', async () => {
    const staff = await signedInStaff(db, clock);
    clock.advance(31 * minute);
    expect(await validateSession(db, clock, staffSessionPolicy, tokenOf(staff.cookie))).toBeNull();
  });

  test('kept busy it still ends 12 hours after sign-in', async () => {
    const staff = await signedInStaff(db, clock);
    const token = tokenOf(staff.cookie);
    for (let elapsed = 20 * minute; elapsed < 12 * hour; elapsed += 20 * minute) {
      clock.advance(20 * minute);
      expect(await validateSession(db, clock, staffSessionPolicy, token), `after ${elapsed / minute} minutes`).not.toBeNull();
    }
    clock.advance(20 * minute);
    expect(await validateSession(db, clock, staffSessionPolicy, token)).toBeNull();
  });

  test('a use within the first minute writes nothing', async () => {
    const staff = await signedInStaff(db, clock);
    clock.advance(30_000);
    expect(await validateSession(db, clock, staffSessionPolicy, tokenOf(staff.cookie))).toMatchObject({ renewed: false });
    clock.advance(60_000);
    expect(await validateSession(db, clock, staffSessionPolicy, tokenOf(staff.cookie))).toMatchObject({ renewed: true });
  });
});

describe('devices and revocation', () => {
  test("a subject's sessions are listed newest use first and can be ended one by one or all at once", async () => {
    const customer = await signedInCustomer(db, clock);
    const other = await signedInCustomer(db, clock, { email: 'remy@bayourunner.example' });
    clock.advance(minute);
    const second = await createSession(db, clock, customerSessionPolicy, customer.id, { ipAddress: '198.51.100.4', userAgent: 'Phone' });

    const devices = await listSessions(db, clock, customerSessionPolicy, customer.id);
    expect(devices.map((device) => device.id)).toEqual([second.session.id, customer.sessionId]);

    expect(await revokeSession(db, customerSessionPolicy, other.id, customer.sessionId)).toBe(false);
    expect(await revokeSession(db, customerSessionPolicy, customer.id, customer.sessionId)).toBe(true);
    expect(await validateSession(db, clock, customerSessionPolicy, tokenOf(customer.cookie))).toBeNull();
    expect(await validateSession(db, clock, customerSessionPolicy, second.token)).not.toBeNull();

    expect(await revokeAllSessions(db, customerSessionPolicy, customer.id)).toBe(1);
    expect(await validateSession(db, clock, customerSessionPolicy, second.token)).toBeNull();
    expect(await validateSession(db, clock, customerSessionPolicy, tokenOf(other.cookie))).not.toBeNull();
  });

  test('staff sessions live in their own table of the same shape', async () => {
    const staff = await signedInStaff(db, clock);
    const [row] = await db.select().from(staffSessions).where(eq(staffSessions.id, staff.sessionId));
    expect(row).toMatchObject({ subjectId: staff.id, sessionToken: hashToken(tokenOf(staff.cookie)), isActive: true });
    expect(await validateSession(db, clock, customerSessionPolicy, tokenOf(staff.cookie))).toBeNull();
  });
});
