import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { clientSessions, customers, customerTokens, mailOutbox } from '#api/db/schema/index.ts';
import { pruneMailedTokens } from '#api/services/customers/mailed-tokens.ts';
import { required } from '#tests/setup/required.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { getAs, latestMail, registered, registration, signIn, type Harness } from './customer-account-fixtures.ts';

const forgotMessage = 'If an account uses that email, we have sent it a link to choose a new password. The link works for one hour.';
const deadLinkMessage = 'This link has expired or was already used. Ask for a new one.';
const newPassword = 'Grand-Isle-Pass-77';
const minute = 60_000;

let harness: Harness;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
});

const forgot = (email: string) => sendJson(harness.app, 'POST', '/api/customers/forgot-password', { email });
const reset = (token: string | undefined, password = newPassword) =>
  sendJson(harness.app, 'POST', '/api/customers/reset-password', { token, password });

async function resetLink(email = registration.email) {
  await forgot(email);
  const { token, link } = await latestMail(harness.db, 'account-password-reset', email);
  return { token: required(token, 'the token in the reset mail'), link: required(link, 'the link in the reset mail') };
}

describe('POST /api/customers/forgot-password', () => {
  test('the same answer whether or not an account uses the email; only a real account is mailed a link, the other address a note', async () => {
    await registered(harness);
    const known = await forgot('CLAIRE@grandisle.example');
    const unknown = await forgot('nobody@grandisle.example');
    for (const response of [known, unknown]) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: forgotMessage });
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    const mails = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'account-password-reset'));
    expect(mails.map((mail) => mail.to).toSorted()).toEqual([registration.email, 'nobody@grandisle.example']);
    const [forAccount, forNobody] = [registration.email, 'nobody@grandisle.example'].map((to) => mails.find((mail) => mail.to === to));
    expect(forAccount?.text).toMatch(/http:\/\/localhost\/customer\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    // The address without an account is told so (see password-reset-reveals-nothing.test.ts), with no link that resets anything.
    expect(forNobody?.text).toContain('no account uses it');
    expect(forNobody?.text).not.toContain('reset-password');
  });

  test('only the SHA-256 of the token is stored, valid for one hour', async () => {
    await registered(harness);
    const { token } = await resetLink();
    const [row] = await harness.db.select().from(customerTokens).where(eq(customerTokens.purpose, 'reset-password'));
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(required(row, 'the reset token row').expiresAt.getTime() - harness.clock.now().getTime()).toBe(60 * minute);
  });
});

describe('POST /api/customers/reset-password', () => {
  test('sets the new password and ends every session of the customer', async () => {
    const { cookie } = await registered(harness);
    const other = await signIn(harness, registration.email, registration.password);
    expect(other.status).toBe(200);
    const { token } = await resetLink();

    const response = await reset(token);
    expect(response.status).toBe(200);
    expect((await response.json()).message).toMatch(/^Your password has been changed/);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');

    expect(await harness.db.$count(clientSessions)).toBe(0);
    expect((await getAs(harness, '/api/customers/me', cookie)).status).toBe(401);
    expect((await signIn(harness, registration.email, registration.password)).status).toBe(401);
    expect((await signIn(harness, registration.email, newPassword)).status).toBe(200);
  });

  test('a link works once', async () => {
    await registered(harness);
    const { token } = await resetLink();
    expect((await reset(token)).status).toBe(200);
    const again = await reset(token, 'Another-Pass-99');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: deadLinkMessage });
    expect((await signIn(harness, registration.email, newPassword)).status).toBe(200);
  });

  test('a link works for one hour', async () => {
    await registered(harness);
    const { token } = await resetLink();
    harness.clock.advance(60 * minute);
    const late = await reset(token);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ message: deadLinkMessage });
    expect((await signIn(harness, registration.email, registration.password)).status).toBe(200);
  });

  test('59 minutes on, it still works', async () => {
    await registered(harness);
    const { token } = await resetLink();
    harness.clock.advance(59 * minute);
    expect((await reset(token)).status).toBe(200);
  });

  test('using one link retires the older ones', async () => {
    await registered(harness);
    const first = await resetLink();
    const second = await resetLink();
    expect((await reset(second.token)).status).toBe(200);
    expect((await reset(first.token, 'Another-Pass-99')).status).toBe(400);
  });

  test('a verification token is not a reset token; an unknown or malformed one is refused', async () => {
    const { verifyToken } = await registered(harness);
    expect((await reset(verifyToken)).status).toBe(400);
    expect((await reset('A'.repeat(43))).status).toBe(400);
    const malformed = await reset('short');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).errors).toHaveProperty('token');
  });

  test('the new password must have 8 characters', async () => {
    await registered(harness);
    const { token } = await resetLink();
    const response = await reset(token, 'short7!');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Password must be at least 8 characters long' });
    expect((await reset(token)).status).toBe(200);
  });

  test('a link sent to an address the account no longer has opens nothing', async () => {
    const { customer } = await registered(harness);
    const { token } = await resetLink();
    await harness.db.update(customers).set({ email: 'claire@new-address.example' }).where(eq(customers.id, customer.id));
    expect((await reset(token)).status).toBe(400);
  });

  test('resets with one link at once: exactly one succeeds, and its password is the one set', async () => {
    await registered(harness);
    const { token } = await resetLink();
    const candidates = ['First-Pass-111', 'Second-Pass-222', 'Third-Pass-333', 'Fourth-Pass-444'];
    const statuses = (await Promise.all(candidates.map((password) => reset(token, password)))).map((response) => response.status);
    expect([...statuses].sort()).toEqual([200, 400, 400, 400]);
    const winner = required(candidates[statuses.indexOf(200)], 'the password of the one reset that succeeded');
    for (const password of candidates) {
      expect((await signIn(harness, registration.email, password)).status, password).toBe(password === winner ? 200 : 401);
    }
  });
});

test('pruning deletes mailed tokens once expired, used or not', async () => {
  await registered(harness);
  await resetLink();
  expect(await harness.db.$count(customerTokens)).toBe(2);
  harness.clock.advance(60 * minute);
  await pruneMailedTokens(harness.db, harness.clock);
  // The reset link (one hour) is gone; the verification link (7 days) stays.
  const left = await harness.db.select({ purpose: customerTokens.purpose }).from(customerTokens);
  expect(left).toEqual([{ purpose: 'verify-email' }]);
});
