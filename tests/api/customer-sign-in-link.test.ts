import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { newDeviceDelays, newDevicesRefusedMessage } from '#api/auth/sign-in-limits.ts';
import { customers, customerTokens, mailOutbox } from '#api/db/schema/index.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { required } from '#tests/setup/required.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import {
  cookieFrom,
  getAs,
  knownDeviceCookieName,
  latestMail,
  registered,
  registration,
  sessionCookieName,
  signIn,
  type Harness,
} from './customer-account-fixtures.ts';

const sentMessage = 'If an account uses that email, we have sent it a sign-in link. The link works once, for 15 minutes.';
const deadLinkMessage = 'This sign-in link has expired or was already used. We can email you a new one.';
const minute = 60_000;

let harness: Harness;

beforeEach(async () => {
  harness = await createTestApp({ TRUST_PROXY: '1' });
  await resetDatabase(harness.db);
});

const from = (ip: string, extra: Record<string, string> = {}) => ({ 'X-Forwarded-For': ip, ...extra });
const askLink = (email: string, ip = '203.0.113.10') => sendJson(harness.app, 'POST', '/api/customers/sign-in-link', { email }, from(ip));
const useLink = (token: string | undefined, headers: Record<string, string> = {}) =>
  sendJson(harness.app, 'POST', '/api/customers/sign-in-link/use', { token }, from('203.0.113.11', headers));

async function mailedToken(email = registration.email) {
  const { token, mail } = await latestMail(harness.db, 'account-sign-in-link', email);
  return { token: required(token, 'the token in the sign-in link mail'), mail };
}

describe('a new device during an attack signs in through a mailed link', () => {
  test('429 with Retry-After, then the link from the outbox signs the browser in and makes it a known device', async () => {
    await registered(harness);
    for (let attempt = 0; attempt < newDeviceDelays.freeFailures + 5; attempt += 1) {
      await signIn(harness, registration.email, 'wrong-password', from(`198.51.100.${(attempt % 5) + 1}`));
    }
    const refused = await signIn(harness, registration.email, registration.password, from('203.0.113.11'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toBe(newDevicesRefusedMessage);

    const asked = await askLink('CLAIRE@grandisle.example');
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ message: sentMessage });
    const { token, mail } = await mailedToken();
    expect(mail.to).toBe(registration.email);
    expect(mail.text).toContain(`/customer/sign-in-link?token=${token}`);

    const used = await useLink(token);
    expect(used.status).toBe(200);
    expect(used.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await used.json()).customer.email).toBe(registration.email);
    const me = await getAs(harness, '/api/customers/me', cookieFrom(used, sessionCookieName));
    expect(me.status).toBe(200);

    // The browser is now a known device: the attack no longer stops its password sign-ins.
    const device = cookieFrom(used, knownDeviceCookieName);
    expect((await signIn(harness, registration.email, registration.password, from('203.0.113.11', { Cookie: device }))).status).toBe(200);
    expect((await signIn(harness, registration.email, registration.password, from('203.0.113.12'))).status).toBe(429);
  }, 60_000);

  test('the mail names the expiry in the facility’s time and uses the one letter', async () => {
    await registered(harness);
    await askLink(registration.email);
    const { mail } = await mailedToken();
    expect(mail.subject).toMatch(/^Your sign-in link — /);
    expect(mail.text).toMatch(/^Hello Claire,/);
    expect(mail.text).toContain(`until ${formatFacilityDateTime(new Date(harness.clock.now().getTime() + 15 * minute))}`);
    expect(mail.text).toMatch(/C[SD]T/);
    expect(mail.text).not.toMatch(/UTC|GMT|Z\b/);
  });
});

describe('POST /api/customers/sign-in-link/use', () => {
  test('a link works once', async () => {
    await registered(harness);
    await askLink(registration.email);
    const { token } = await mailedToken();
    expect((await useLink(token)).status).toBe(200);
    const again = await useLink(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: deadLinkMessage });
  });

  test('a link works for 15 minutes', async () => {
    await registered(harness);
    await askLink(registration.email);
    const { token } = await mailedToken();
    harness.clock.advance(15 * minute);
    const expired = await useLink(token);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ message: deadLinkMessage });
  });

  test('once one link is used, the customer’s older sign-in links die with it', async () => {
    await registered(harness);
    await askLink(registration.email);
    const { token: older } = await mailedToken();
    harness.clock.advance(1000);
    await askLink(registration.email);
    const { token: newer } = await mailedToken();
    expect(newer).not.toBe(older);
    expect((await useLink(newer)).status).toBe(200);
    expect((await useLink(older)).status).toBe(400);
  });

  test('a made-up token, or a password-reset token, signs nobody in', async () => {
    await registered(harness);
    expect((await useLink('A'.repeat(43))).status).toBe(400);
    await sendJson(harness.app, 'POST', '/api/customers/forgot-password', { email: registration.email });
    const { token: resetToken } = await latestMail(harness.db, 'account-password-reset', registration.email);
    expect((await useLink(resetToken)).status).toBe(400);
  });

  test('an account the office suspended is told so, and the link stays unused', async () => {
    await registered(harness);
    await askLink(registration.email);
    const { token } = await mailedToken();
    await harness.db.update(customers).set({ accountStatus: 'suspended' }).where(eq(customers.email, registration.email));
    const refused = await useLink(token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/^This account is suspended\./);
    expect(await harness.db.$count(customerTokens, eq(customerTokens.purpose, 'sign-in-link'))).toBe(1);
  });
});

describe('POST /api/customers/sign-in-link tells nobody which addresses have accounts', () => {
  test('an unknown email gets the same answer and the same kind of work: one outbox row of the same kind and subject', async () => {
    await registered(harness);
    const outboxBefore = await harness.db.$count(mailOutbox);
    const known = await askLink('claire@grandisle.example');
    const unknown = await askLink('nobody@grandisle.example');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());

    const linkMails = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'account-sign-in-link'));
    expect(await harness.db.$count(mailOutbox)).toBe(outboxBefore + 2);
    expect(linkMails.map((mail) => mail.to).sort()).toEqual([registration.email, 'nobody@grandisle.example']);
    const mailTo = (to: string) =>
      required(
        linkMails.find((mail) => mail.to === to),
        `the link mail to ${to}`,
      );
    const forNobody = mailTo('nobody@grandisle.example');
    expect(forNobody.subject).toBe(mailTo(registration.email).subject);
    // The note to an address without an account carries no token and quotes nothing typed but the address it goes to.
    expect(forNobody.text).toContain('no account uses it');
    expect(forNobody.text).toContain('/customer/login?tab=create-account');
    expect(forNobody.text).not.toContain('token=');
  });

  test('link mails: 3 an hour per email, known or not; past that the same answer and no mail', async () => {
    await registered(harness);
    for (const email of [registration.email, 'nobody@grandisle.example']) {
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await askLink(email.toUpperCase(), `198.51.100.${attempt + 1}`);
        answers.push([response.status, (await response.json()).message]);
      }
      expect(answers).toEqual(Array(5).fill([200, sentMessage]));
    }
    expect(await harness.db.$count(mailOutbox, eq(mailOutbox.kind, 'account-sign-in-link'))).toBe(6);
    harness.clock.advance(60 * minute);
    await askLink(registration.email);
    expect(await harness.db.$count(mailOutbox, eq(mailOutbox.kind, 'account-sign-in-link'))).toBe(7);
  });

  test('requests: 10 an hour per address', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await askLink(`nobody${attempt}@example.com`)).status).toBe(200);
    const refused = await askLink(registration.email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await askLink(registration.email, '203.0.113.99')).status).toBe(200);
  });

  test('a malformed email is refused with the field named', async () => {
    const refused = await askLink('not-an-email');
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toHaveProperty('email');
  });
});
