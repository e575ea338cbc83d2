import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import * as passwords from '#api/auth/password.ts';
import { hashPassword } from '#api/auth/password.ts';
import { clientSessions, customers, mailOutbox } from '#api/db/schema/index.ts';
import { customerAnswerSchema, customerDevicesAnswerSchema, currentCustomerAnswerSchema } from '#shared/customer-views.ts';
import { required } from '#tests/setup/required.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { signedInCustomer } from '#tests/setup/signed-in.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import {
  cookieFrom,
  getAs,
  knownDeviceCookieName,
  register,
  registered,
  registration,
  sessionCookieName,
  setCookies,
  signIn,
  type Harness,
} from './customer-account-fixtures.ts';

const day = 24 * 60 * 60_000;
let harness: Harness;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
});

describe('POST /api/customers/register', () => {
  test('creates the account signed in, answers the customer and queues the welcome mail with its verification link', async () => {
    const response = await register(harness);
    expect(response.status).toBe(201);
    const { customer } = customerAnswerSchema.parse(await response.json());
    expect(customer).toEqual({
      id: expect.any(String),
      email: registration.email,
      firstName: 'Claire',
      lastName: 'Thibodaux',
      company: 'Grand Isle Offshore LLC',
      phone: '(985) 555-0110',
      accountStatus: 'active',
      emailVerified: false,
    });
    const [row] = await harness.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row).toMatchObject({ address: '1201 Rue de l’Église', city: 'Cut Off', state: 'LA', zipCode: '70345', emailVerifiedAt: null });

    const [welcome] = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'account-welcome'));
    expect(welcome?.to).toBe(registration.email);
    expect(welcome?.text).toMatch(/^Hello Claire,/);
    expect(welcome?.text).toMatch(/http:\/\/localhost\/customer\/verify-email\?token=[A-Za-z0-9_-]{43}\n/);

    const me = await getAs(harness, '/api/customers/me', cookieFrom(response, sessionCookieName));
    expect(me.status).toBe(200);
    expect((await me.json()).customer.id).toBe(customer.id);
  });

  test('the mailed link uses SITE_URL when it is set', async () => {
    harness = await createTestApp({ RATE_LIMIT: 'off', SITE_URL: 'https://www.bayoulafourchemarine.com' });
    await register(harness);
    const [welcome] = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'account-welcome'));
    expect(welcome?.text).toContain('https://www.bayoulafourchemarine.com/customer/verify-email?token=');
  });

  test('an email already used, in any letter case, answers 409 with a message', async () => {
    expect((await register(harness)).status).toBe(201);
    const again = await register(harness, { email: 'claire@grandisle.EXAMPLE' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'An account with this email already exists. Sign in, or reset your password.' });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await harness.db.$count(customers)).toBe(1);
  });

  test('two registrations of one address at once: one account, the other 409', async () => {
    const statuses = (await Promise.all([register(harness), register(harness, { email: 'CLAIRE@grandisle.example' })])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await harness.db.$count(customers)).toBe(1);
  });

  test('a password under 8 characters is refused by the server with its message', async () => {
    const response = await register(harness, { password: 'abc123' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Password must be at least 8 characters long' });
  });

  test('first name, last name and company are required; a character no one types is refused naming the field', async () => {
    const missing = await register(harness, { company: '' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toHaveProperty('company');
    const nul = await register(harness, { firstName: 'Cla\u0000ire' });
    expect(nul.status).toBe(400);
    expect((await nul.json()).errors).toHaveProperty('firstName');
  });
});

describe('POST /api/customers/login', () => {
  const password = 'Bayou-Runner-2026';

  async function account(overrides: Partial<typeof customers.$inferInsert> = {}) {
    const [row] = await harness.db
      .insert(customers)
      .values({
        email: 'Remy@BayouRunner.example',
        passwordHash: await hashPassword(password),
        firstName: 'Remy',
        lastName: 'Cheramie',
        company: 'Bayou Runner Marine',
        ...overrides,
      })
      .returning();
    if (!row) throw new Error('no customer');
    return row;
  }

  test('the right password signs in: the customer, a new session cookie and lastLogin', async () => {
    const row = await account();
    const response = await signIn(harness, 'remy@bayourunner.EXAMPLE', password);
    expect(response.status).toBe(200);
    expect(customerAnswerSchema.parse(await response.json()).customer).toMatchObject({
      id: row.id,
      email: row.email,
      emailVerified: false,
    });
    const [stored] = await harness.db.select().from(customers).where(eq(customers.id, row.id));
    expect(stored?.lastLogin).toEqual(harness.clock.now());
    const me = await getAs(harness, '/api/customers/me', cookieFrom(response, sessionCookieName));
    expect((await me.json()).customer.id).toBe(row.id);
  });

  test('the username an admin set works in the email field, in any letter case', async () => {
    const row = await account({ username: 'RemyC' });
    const response = await signIn(harness, 'remyc', password);
    expect(response.status).toBe(200);
    expect((await response.json()).customer.id).toBe(row.id);
  });

  test('a wrong password and an unknown account get the same 401, each after verifying an argon2id hash', async () => {
    await account();
    const verify = vi.spyOn(passwords, 'verifyPassword');
    try {
      const wrong = await signIn(harness, 'remy@bayourunner.example', 'not-the-password');
      expect(verify).toHaveBeenCalledTimes(1);
      const unknown = await signIn(harness, 'nobody@bayourunner.example', password);
      expect(verify).toHaveBeenCalledTimes(2);
      const unknownName = await signIn(harness, 'nobody', password);
      expect(verify).toHaveBeenCalledTimes(3);

      // The unknown account was checked against a real argon2id hash, not skipped.
      expect(verify.mock.calls[1]?.[0]).toMatch(/^\$argon2id\$/);
      for (const response of [wrong, unknown, unknownName]) {
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ code: 'unauthorized', message: 'Invalid email or password' });
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    } finally {
      verify.mockRestore();
    }
  });

  test.each([
    ['inactive', /inactive.*marina office at \(985\) 555-0142/],
    ['suspended', /suspended.*marina office at \(985\) 555-0142/],
    ['pending', /waiting for approval by the marina office.*\(985\) 555-0142/],
  ] as const)('a %s account is told so, naming the office, only after the right password', async (accountStatus, message) => {
    await account({ accountStatus });
    const wrong = await signIn(harness, 'remy@bayourunner.example', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe('Invalid email or password');

    const right = await signIn(harness, 'remy@bayourunner.example', password);
    expect(right.status).toBe(403);
    expect((await right.json()).message).toMatch(message);
    expect(right.headers.getSetCookie()).toEqual([]);
    expect(await harness.db.$count(clientSessions)).toBe(0);
  });

  test('cookies: HttpOnly, SameSite=Lax, Path=/, not Secure outside production; 30 days for the session', async () => {
    await account();
    const response = await signIn(harness, 'remy@bayourunner.example', password);
    const cookies = setCookies(response);
    for (const name of [sessionCookieName, knownDeviceCookieName]) {
      const cookie = cookies.get(name);
      expect(cookie?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
      expect(cookie?.attributes.some((attribute) => attribute.toLowerCase() === 'secure')).toBe(false);
    }
    const expires = cookies.get(sessionCookieName)?.attributes.find((attribute) => attribute.startsWith('Expires='));
    expect(Date.parse(required(expires, 'the session cookie’s Expires').slice('Expires='.length))).toBeCloseTo(
      harness.clock.now().getTime() + 30 * day,
      -4,
    );
  });

  test('cookies are Secure in production', async () => {
    harness = await createTestApp({
      NODE_ENV: 'production',
      SITE_URL: 'https://www.example.com',
      STRIPE_SECRET_KEY: 'sk_test_x',
      PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    await account();
    const response = await signIn(harness, 'remy@bayourunner.example', password, { 'X-Forwarded-For': '203.0.113.9' });
    expect(response.status).toBe(200);
    for (const cookie of setCookies(response).values()) expect(cookie.attributes).toContain('Secure');
  });

  test('no fixation: a session cookie the browser sent at sign-in is not the one after, and no longer opens anything', async () => {
    await account();
    const planted = await signedInCustomer(harness.db, harness.clock, { email: 'planted@example.com' });
    const response = await signIn(harness, 'remy@bayourunner.example', password, { Cookie: planted.cookie });
    const fresh = cookieFrom(response, sessionCookieName);
    expect(fresh).not.toBe(planted.cookie);
    expect((await getAs(harness, '/api/customers/me', planted.cookie)).status).toBe(401);
    expect((await getAs(harness, '/api/customers/me', fresh)).status).toBe(200);
  });

  test('each sign-in is a new session: two browsers, two devices', async () => {
    await account();
    const first = cookieFrom(await signIn(harness, 'remy@bayourunner.example', password), sessionCookieName);
    const second = cookieFrom(await signIn(harness, 'remy@bayourunner.example', password), sessionCookieName);
    expect(first).not.toBe(second);
    expect((await getAs(harness, '/api/customers/me', first)).status).toBe(200);
    expect((await getAs(harness, '/api/customers/me', second)).status).toBe(200);
  });
});

describe('sessions', () => {
  test('GET /me answers 401 signed out; /auth/user answers null', async () => {
    const me = await getAs(harness, '/api/customers/me');
    expect(me.status).toBe(401);
    const user = await getAs(harness, '/api/customers/auth/user');
    expect(user.status).toBe(200);
    expect(currentCustomerAnswerSchema.parse(await user.json())).toEqual({ customer: null });
    expect(user.headers.get('cache-control')).toBe('no-store');
  });

  test('/auth/user answers the signed-in customer', async () => {
    const { customer, cookie } = await registered(harness);
    expect(await (await getAs(harness, '/api/customers/auth/user', cookie)).json()).toEqual({ customer });
  });

  test('logout deletes the session and clears the cookie; signed out it is fine too', async () => {
    const { cookie } = await registered(harness);
    const response = await sendJson(harness.app, 'POST', '/api/customers/logout', undefined, { Cookie: cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Signed out' });
    expect(setCookies(response).get(sessionCookieName)?.raw).toMatch(/Max-Age=0/);
    expect(await harness.db.$count(clientSessions)).toBe(0);
    expect((await getAs(harness, '/api/customers/me', cookie)).status).toBe(401);
    expect((await sendJson(harness.app, 'POST', '/api/customers/logout')).status).toBe(200);
  });

  test('an expired session is refused', async () => {
    const { cookie } = await registered(harness);
    harness.clock.advance(30 * day + 1);
    expect((await getAs(harness, '/api/customers/me', cookie)).status).toBe(401);
  });

  test('a POST from another origin is refused with 403 before anything happens', async () => {
    const response = await sendJson(harness.app, 'POST', '/api/customers/register', registration, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await harness.db.$count(customers)).toBe(0);
    const login = await sendJson(
      harness.app,
      'POST',
      '/api/customers/login',
      { email: 'a@b.example', password: 'x' },
      { Origin: 'https://evil.example' },
    );
    expect(login.status).toBe(403);
  });
});

describe('signed-in devices', () => {
  test('lists the caller’s live sessions, marking this browser’s', async () => {
    const { cookie } = await registered(harness);
    await signIn(harness, registration.email, registration.password, { 'User-Agent': 'Phone browser' });
    const response = await getAs(harness, '/api/customers/sessions', cookie);
    expect(response.status).toBe(200);
    const { sessions } = customerDevicesAnswerSchema.parse(await response.json());
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.find((session) => !session.current)?.userAgent).toBe('Phone browser');
  });

  test('ends one of the caller’s devices; another customer’s or an unknown id is 404; signed out 401', async () => {
    const { cookie } = await registered(harness);
    const phone = cookieFrom(await signIn(harness, registration.email, registration.password), sessionCookieName);
    const { sessions } = await (await getAs(harness, '/api/customers/sessions', cookie)).json();
    const phoneSession = sessions.find((session: { current: boolean }) => !session.current);

    const stranger = await signedInCustomer(harness.db, harness.clock, { email: 'remy@bayourunner.example' });
    expect(
      (await sendJson(harness.app, 'DELETE', `/api/customers/sessions/${phoneSession.id}`, undefined, { Cookie: stranger.cookie })).status,
    ).toBe(404);
    expect(
      (await sendJson(harness.app, 'DELETE', `/api/customers/sessions/${stranger.sessionId}`, undefined, { Cookie: cookie })).status,
    ).toBe(404);
    expect(
      (await sendJson(harness.app, 'DELETE', `/api/customers/sessions/${crypto.randomUUID()}`, undefined, { Cookie: cookie })).status,
    ).toBe(404);
    expect((await sendJson(harness.app, 'DELETE', '/api/customers/sessions/not-a-uuid', undefined, { Cookie: cookie })).status).toBe(404);
    expect((await sendJson(harness.app, 'DELETE', `/api/customers/sessions/${phoneSession.id}`)).status).toBe(401);
    expect((await getAs(harness, '/api/customers/me', stranger.cookie)).status).toBe(200);

    const ended = await sendJson(harness.app, 'DELETE', `/api/customers/sessions/${phoneSession.id}`, undefined, { Cookie: cookie });
    expect(ended.status).toBe(200);
    expect((await ended.json()).message).toBe('That device has been signed out.');
    expect((await getAs(harness, '/api/customers/me', phone)).status).toBe(401);
    expect((await getAs(harness, '/api/customers/me', cookie)).status).toBe(200);
  });
});
