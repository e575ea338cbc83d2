import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { staffSessionPolicy } from '#api/auth/sessions.ts';
import { delayAfterFailures } from '#api/auth/growing-delays.ts';
import { staffAccountDelays, staffSignInLimits } from '#api/auth/staff-sign-in-limits.ts';
import { staffSessions, users } from '#api/db/schema/index.ts';
import { demoStaffCredentials, ensureDemoStaff } from '#api/services/admin-users/demo-staff.ts';
import { adminPasswordMinLength, ensureAdminUser } from '#api/services/admin-users/ensure-admin-user.ts';
import { staffAnswerSchema } from '#shared/staff-views.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { signedInCustomer } from '#tests/setup/signed-in.ts';
import { cookieFrom, setCookies, type Harness } from './customer-account-fixtures.ts';

const username = 'harbormaster';
const password = 'Larose-Harbor-2026';
const cookieName = staffSessionPolicy.cookie.name;
const minute = 60_000;
const hour = 60 * minute;
let harness: Harness;

beforeEach(async () => {
  harness = await createTestApp({ TRUST_PROXY: '1' });
  await resetDatabase(harness.db);
  await ensureAdminUser(harness.db, { username, password });
});

const signIn = (name: string, secret: string, headers: Record<string, string> = {}, path = '/api/auth/login') =>
  sendJson(harness.app, 'POST', path, { username: name, password: secret }, headers);
const me = (cookie: string) => harness.app.request('/api/auth/me', { headers: { Cookie: cookie } });

async function signedInCookie(): Promise<string> {
  const response = await signIn(username, password);
  expect(response.status).toBe(200);
  return cookieFrom(response, cookieName);
}

describe('staff sign-in', () => {
  test('answers the staff member and sets an HttpOnly, SameSite=Lax staff session cookie, at either path', async () => {
    for (const path of ['/api/auth/login', '/api/admin/login']) {
      const response = await signIn('HarborMaster', password, {}, path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { user } = staffAnswerSchema.parse(await response.json());
      expect(user).toMatchObject({ username, firstName: null, lastName: null, email: null });

      const cookie = setCookies(response).get(cookieName);
      expect(cookie?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
      expect(cookie?.attributes.some((attribute) => attribute.startsWith('Expires='))).toBe(true);
      expect(cookie?.attributes).not.toContain('Secure');
    }
  });

  test('the cookie is Secure in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', SITE_URL: 'https://larosemarine.example', TRUST_PROXY: '1' });
    const response = await sendJson(
      production.app,
      'POST',
      '/api/auth/login',
      { username, password },
      { Origin: 'https://larosemarine.example' },
    );
    expect(response.status).toBe(200);
    expect(setCookies(response).get(cookieName)?.attributes).toContain('Secure');
  });

  test('a wrong password, an unknown name and a non-admin user get one generic 401 and no cookie', async () => {
    await harness.db
      .insert(users)
      .values({ username: 'dockhand', passwordHash: (await harness.db.select().from(users))[0]?.passwordHash ?? '', role: 'user' });
    for (const [name, secret] of [
      [username, 'wrong-password-here'],
      ['nobody', password],
      ['dockhand', password],
    ] as const) {
      const response = await signIn(name, secret);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Invalid username or password' });
      expect(setCookies(response).has(cookieName)).toBe(false);
    }
  });

  test('missing fields answer 400 with the form messages', async () => {
    const response = await sendJson(harness.app, 'POST', '/api/auth/login', { username: ' ', password: '' });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ username: 'Username is required', password: 'Password is required' });
  });

  test('each sign-in starts a new session and ends the one the browser still held', async () => {
    const first = await signedInCookie();
    const second = cookieFrom(await signIn(username, password, { Cookie: first }), cookieName);
    expect(second).not.toBe(first);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
    expect(await harness.db.$count(staffSessions)).toBe(1);
  });
});

test('the demo staff account signs in with the sign-in printed at start, however often it is ensured', async () => {
  expect(demoStaffCredentials.password.length).toBeGreaterThanOrEqual(adminPasswordMinLength);
  await ensureDemoStaff(harness.db);
  await ensureDemoStaff(harness.db);
  expect((await signIn(demoStaffCredentials.username, demoStaffCredentials.password)).status).toBe(200);
});

describe('who is signed in, and for how long', () => {
  test('GET /api/auth/me answers the staff member, and 401 signed out or to a customer', async () => {
    const cookie = await signedInCookie();
    const response = await me(cookie);
    expect(response.status).toBe(200);
    expect(staffAnswerSchema.parse(await response.json()).user.username).toBe(username);

    expect((await harness.app.request('/api/auth/me')).status).toBe(401);
    const customer = await signedInCustomer(harness.db, harness.clock);
    expect((await me(customer.cookie)).status).toBe(401);
  });

  test('a session unused for 31 minutes has ended; one used every 20 minutes lives on', async () => {
    const idle = await signedInCookie();
    const busy = await signedInCookie();
    for (let step = 0; step < 3; step += 1) {
      harness.clock.advance(20 * minute);
      expect((await me(busy)).status).toBe(200);
    }
    harness.clock.advance(11 * minute);
    expect((await me(busy)).status).toBe(200);
    expect((await me(idle)).status).toBe(401);
  });

  test('a session in constant use ends 12 hours after sign-in', async () => {
    const cookie = await signedInCookie();
    for (let elapsed = 0; elapsed < 12 * hour - 20 * minute; elapsed += 20 * minute) {
      harness.clock.advance(20 * minute);
      expect((await me(cookie)).status).toBe(200);
    }
    harness.clock.advance(20 * minute);
    expect((await me(cookie)).status).toBe(401);
  }, 30_000);

  test("a demoted user's session opens nothing", async () => {
    const cookie = await signedInCookie();
    await harness.db.update(users).set({ role: 'user' }).where(eq(users.username, username));
    expect((await me(cookie)).status).toBe(401);
  });
});

test('logout ends the session and clears the cookie', async () => {
  const cookie = await signedInCookie();
  const response = await sendJson(harness.app, 'POST', '/api/auth/logout', undefined, { Cookie: cookie });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ message: 'Signed out' });
  expect(setCookies(response).get(cookieName)?.attributes).toContain('Max-Age=0');
  expect((await me(cookie)).status).toBe(401);
  expect(await harness.db.$count(staffSessions)).toBe(0);
});

describe('failed staff sign-ins are limited', () => {
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });

  test('per name and address: the 11th attempt answers 429 even with the right password; another address gets in after the account delay', async () => {
    for (let attempt = 0; attempt < staffSignInLimits.perUsernameAndIp.limit; attempt += 1) {
      expect((await signIn(username, 'wrong-password-here', from('203.0.113.7'))).status).toBe(401);
    }
    const limited = await signIn(username, password, from('203.0.113.7'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    harness.clock.advance(delayAfterFailures(staffAccountDelays, staffSignInLimits.perUsernameAndIp.limit));
    expect((await signIn(username, password, from('198.51.100.4'))).status).toBe(200);
  });

  test('successes do not count', async () => {
    for (let attempt = 0; attempt < staffSignInLimits.perUsernameAndIp.limit + 2; attempt += 1) {
      expect((await signIn(username, password, from('203.0.113.7'))).status).toBe(200);
    }
  }, 30_000);

  test('per address, whatever the name', async () => {
    for (let attempt = 0; attempt < staffSignInLimits.perIp.limit; attempt += 1) {
      expect((await signIn(`guess${attempt}`, 'wrong-password-here', from('203.0.113.8'))).status).toBe(401);
    }
    expect((await signIn(username, password, from('203.0.113.8'))).status).toBe(429);
    expect((await signIn(username, password, from('203.0.113.9'))).status).toBe(200);
  }, 60_000);
});
