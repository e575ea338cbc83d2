import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { signInLimits } from '#api/auth/sign-in-limits.ts';
import { clientSessions, mailOutbox } from '#api/db/schema/index.ts';
import { signedInStaff } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import {
  cookieFrom,
  getAs,
  latestMail,
  registered,
  registration,
  sessionCookieName,
  signIn,
  type Harness,
} from './customer-account-fixtures.ts';

const newPassword = 'Grand-Isle-Pass-77';
const changedMessage = 'Your password has been changed. Every other device signed in to your account was signed out.';
const wrongMessage = 'Your current password is not right';

let harness: Harness;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
});

const change = (cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  sendJson(harness.app, 'POST', '/api/customers/password', body, cookie ? { Cookie: cookie, ...headers } : headers);

describe('POST /api/customers/password', () => {
  test('changes the password, ends every other session, keeps this one, and mails the owner', async () => {
    const { cookie, customer } = await registered(harness);
    const other = cookieFrom(await signIn(harness, registration.email, registration.password), sessionCookieName);

    const response = await change(cookie, { currentPassword: registration.password, newPassword });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: changedMessage });
    expect(response.headers.get('cache-control')).toBe('no-store');

    expect((await getAs(harness, '/api/customers/me', cookie)).status).toBe(200);
    expect((await getAs(harness, '/api/customers/me', other)).status).toBe(401);
    expect(await harness.db.$count(clientSessions, eq(clientSessions.subjectId, customer.id))).toBe(1);

    expect((await signIn(harness, registration.email, registration.password)).status).toBe(401);
    expect((await signIn(harness, registration.email, newPassword)).status).toBe(200);

    const { mail, link } = await latestMail(harness.db, 'account-password-changed', registration.email);
    expect(mail.subject).toMatch(/^Your password was changed/);
    expect(mail.text).toContain('Hello Claire,');
    // Facility time, never UTC.
    expect(mail.text).toMatch(/changed on \w+ \d+, \d{4} at \d+:\d\d [AP]M C[SD]T\./);
    expect(link).toBe('http://localhost/customer/forgot-password');
  });

  test('a wrong current password is refused at its field and changes nothing', async () => {
    const { cookie } = await registered(harness);
    const other = cookieFrom(await signIn(harness, registration.email, registration.password), sessionCookieName);

    const response = await change(cookie, { currentPassword: 'not-my-password', newPassword });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: wrongMessage, errors: { currentPassword: wrongMessage } });

    expect((await getAs(harness, '/api/customers/me', other)).status).toBe(200);
    expect((await signIn(harness, registration.email, registration.password)).status).toBe(200);
    expect(await harness.db.$count(mailOutbox, eq(mailOutbox.kind, 'account-password-changed'))).toBe(0);
  });

  test('the new password follows the registration rules and must differ from the current one', async () => {
    const { cookie } = await registered(harness);
    const short = await change(cookie, { currentPassword: registration.password, newPassword: 'short7!' });
    expect(short.status).toBe(400);
    expect((await short.json()).errors).toEqual({ newPassword: 'Password must be at least 8 characters long' });

    const same = await change(cookie, { currentPassword: registration.password, newPassword: registration.password });
    expect(same.status).toBe(400);
    expect((await same.json()).errors).toEqual({ newPassword: 'The new password must differ from your current one' });

    const empty = await change(cookie, { currentPassword: '', newPassword });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toHaveProperty('currentPassword');
    expect((await signIn(harness, registration.email, registration.password)).status).toBe(200);
  });

  test('without a customer session it answers 401: anonymous and staff alike', async () => {
    const body = { currentPassword: registration.password, newPassword };
    expect((await change(undefined, body)).status).toBe(401);
    const staff = await signedInStaff(harness.db, harness.clock);
    expect((await change(staff.cookie, body)).status).toBe(401);
  });

  test('a post from another origin is refused before anything is checked', async () => {
    const { cookie } = await registered(harness);
    const response = await change(cookie, { currentPassword: registration.password, newPassword }, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await signIn(harness, registration.email, registration.password)).status).toBe(200);
  });
});

describe('wrong current passwords count against the sign-in limits', () => {
  test('from a browser the account does not know, the 11th wrong password in 15 minutes answers 429', async () => {
    const limited = await createTestApp({ TRUST_PROXY: '1' });
    harness = limited;
    await resetDatabase(harness.db);
    const { cookie } = await registered(harness);
    const from = { 'X-Forwarded-For': '203.0.113.7' };
    for (let attempt = 0; attempt < signInLimits.perAccountAndIp.limit; attempt += 1) {
      expect((await change(cookie, { currentPassword: `wrong-${attempt}`, newPassword }, from)).status).toBe(400);
    }
    const refused = await change(cookie, { currentPassword: registration.password, newPassword }, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
