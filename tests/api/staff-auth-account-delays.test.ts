import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { pruneKnownDevices, staffDevices } from '#api/auth/known-device.ts';
import { staffAccountDelays } from '#api/auth/staff-sign-in-limits.ts';
import { staffKnownDevices, staffSignInFailures, users } from '#api/db/schema/index.ts';
import { ensureAdminUser } from '#api/services/admin-users/ensure-admin-user.ts';
import { pruneStaffSignInRecords } from '#api/services/staff-auth/sign-in-failures.ts';
import type { AdminOverview } from '#shared/admin-overview-views.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { signedInStaff } from '#tests/setup/signed-in.ts';
import { cookieFrom, setCookies, type Harness } from './customer-account-fixtures.ts';

// The per-account delays of staff sign-in (decision 083): growing waits after ten failures on one
// name, whatever the address; the account's known browsers skip them; the overview lists the name.

const username = 'harbormaster';
const password = 'Larose-Harbor-2026';
const wrong = 'wrong-password-here';
const { freeFailures } = staffAccountDelays;
let harness: Harness;

beforeEach(async () => {
  harness = await createTestApp({ TRUST_PROXY: '1' });
  await resetDatabase(harness.db);
  await ensureAdminUser(harness.db, { username, password });
  await harness.db.update(users).set({ firstName: 'Remy', lastName: 'Landry' }).where(eq(users.username, username));
});

/** One of eight attackers' addresses, in turn. */
const attacker = (attempt: number) => `203.0.113.${(attempt % 8) + 1}`;
const signIn = (name: string, secret: string, ip: string, cookie?: string) =>
  sendJson(
    harness.app,
    'POST',
    '/api/auth/login',
    { username: name, password: secret },
    { 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) },
  );
const retryAfter = (response: Response) => Number(response.headers.get('retry-after'));

async function failFreely(name: string) {
  for (let attempt = 0; attempt < freeFailures; attempt += 1) expect((await signIn(name, wrong, attacker(attempt))).status).toBe(401);
}

describe('one staff account guessed from many addresses', () => {
  test('80 wrong passwords from 8 addresses: ten are checked, the rest refused unchecked; the right password waits too', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 80; attempt += 1) {
      const response = await signIn(username, wrong, attacker(attempt));
      answers.push(response.status);
      if (response.status === 429) {
        expect(retryAfter(response)).toBe(1);
        expect((await response.json()).message).toBe('Too many requests. Please try again in 1 second.');
      }
    }
    expect(answers.filter((status) => status === 401)).toHaveLength(freeFailures);
    expect(answers.slice(freeFailures).every((status) => status === 429)).toBe(true);

    // Refused before the password is checked: the right one is refused the same way.
    expect((await signIn(username, password, '198.51.100.4')).status).toBe(429);
    const kept = await harness.db.select().from(staffSignInFailures);
    expect(kept).toHaveLength(81);
    expect(kept.filter((failure) => failure.refused)).toHaveLength(71);
  }, 60_000);

  test('each further failure doubles the wait: Retry-After 1, 2, 4 … seconds, and an attempt after the wait is checked', async () => {
    await failFreely(username);
    const waits: number[] = [];
    for (let step = 0; step < 8; step += 1) {
      const refused = await signIn(username, password, attacker(step));
      expect(refused.status).toBe(429);
      waits.push(retryAfter(refused));
      harness.clock.advance(retryAfter(refused) * 1000);
      expect((await signIn(username, wrong, attacker(step))).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128]);
    harness.clock.advance(256_000);
    expect((await signIn(username, password, '198.51.100.4')).status).toBe(200);
  }, 60_000);

  test('an unknown username is delayed exactly alike', async () => {
    const run = async (name: string) => {
      const answers: string[] = [];
      for (let attempt = 0; attempt < freeFailures + 3; attempt += 1) {
        const response = await signIn(name, wrong, attacker(attempt));
        answers.push(`${response.status} ${response.headers.get('retry-after') ?? ''}`);
      }
      harness.clock.advance(1000);
      const after = await signIn(name, wrong, attacker(0));
      answers.push(`${after.status}`, `${(await signIn(name, wrong, attacker(1))).headers.get('retry-after')}`);
      return answers;
    };
    const real = await run(username);
    expect(await run('nobody-here')).toEqual(real);
    expect(real.at(-1)).toBe('2');
  }, 60_000);

  test('parallel guesses cannot slip through one delay: exactly ten of thirty are checked', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, attempt) => signIn(username, wrong, `198.51.100.${attempt + 1}`)));
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(freeFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - freeFailures);
  }, 60_000);
});

describe("the office's own browsers", () => {
  test('a browser that signed in to the account before gets in during an attack; a new browser waits', async () => {
    const first = await signIn(username, password, '192.0.2.10');
    expect(first.status).toBe(200);
    expect(setCookies(first).get(staffDevices.cookie.name)?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax']));
    const known = cookieFrom(first, staffDevices.cookie.name);

    for (let attempt = 0; attempt < 30; attempt += 1) await signIn(username, wrong, attacker(attempt));
    expect((await signIn(username, password, '192.0.2.11')).status).toBe(429);

    // Its own typo is checked, not delayed, and it still gets in.
    expect((await signIn(username, wrong, '192.0.2.10', known)).status).toBe(401);
    expect((await signIn(username, password, '192.0.2.10', known)).status).toBe(200);
  }, 60_000);

  test("another account's known browser is a stranger here", async () => {
    await ensureAdminUser(harness.db, { username: 'deckhand', password });
    const other = cookieFrom(await signIn('deckhand', password, '192.0.2.20'), staffDevices.cookie.name);
    await failFreely(username);
    expect((await signIn(username, password, '192.0.2.20', other)).status).toBe(429);
  }, 60_000);
});

test('the overview lists the guessed account with its name, failures, addresses and last failure', async () => {
  await failFreely(username);
  for (let attempt = 0; attempt < 5; attempt += 1) await signIn(username, wrong, attacker(attempt));
  const guessedAt = harness.clock.now().toISOString();
  harness.clock.advance(60_000);
  await failFreely('nobody-here');
  await signIn('typo', wrong, attacker(0));
  const viewer = await signedInStaff(harness.db, harness.clock, { username: 'office-viewer' });
  const response = await harness.app.request('/api/admin/overview', { headers: { Cookie: viewer.cookie } });
  const { signInFailures } = (await response.json()) as AdminOverview;
  expect(signInFailures.count).toBe(2);
  expect(signInFailures.accounts).toEqual([
    {
      username: 'nobody-here',
      accountExists: false,
      name: null,
      failures: freeFailures,
      refused: 0,
      addresses: 8,
      lastFailureAt: harness.clock.now().toISOString(),
    },
    {
      username,
      accountExists: true,
      name: 'Remy Landry',
      failures: freeFailures + 5,
      refused: 5,
      addresses: 8,
      lastFailureAt: guessedAt,
    },
  ]);
}, 60_000);

test('the pruning run forgets failures after 30 days and staff browsers unused for 90', async () => {
  const day = 24 * 60 * 60_000;
  await signIn(username, password, '192.0.2.10');
  await signIn(username, wrong, '192.0.2.10');
  harness.clock.advance(29 * day);
  await signIn(username, wrong, '192.0.2.10');
  harness.clock.advance(2 * day);
  await pruneStaffSignInRecords(harness.db, harness.clock);
  await pruneKnownDevices(harness.db, harness.clock, staffDevices);
  expect(await harness.db.$count(staffSignInFailures)).toBe(1);
  expect(await harness.db.$count(staffKnownDevices)).toBe(1);
  harness.clock.advance(60 * day);
  await pruneStaffSignInRecords(harness.db, harness.clock);
  await pruneKnownDevices(harness.db, harness.clock, staffDevices);
  expect(await harness.db.$count(staffSignInFailures)).toBe(0);
  expect(await harness.db.$count(staffKnownDevices)).toBe(0);
});
