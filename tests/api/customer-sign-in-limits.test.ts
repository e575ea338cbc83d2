import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { hashPassword } from '#api/auth/password.ts';
import { newDeviceDelays, newDevicesRefusedMessage, signInLimits } from '#api/auth/sign-in-limits.ts';
import { customers, mailOutbox } from '#api/db/schema/index.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { cookieFrom, knownDeviceCookieName, register, signIn, type Harness } from './customer-account-fixtures.ts';

const password = 'Bayou-Runner-2026';
const email = 'remy@bayourunner.example';
let harness: Harness;

beforeEach(async () => {
  harness = await createTestApp({ TRUST_PROXY: '1' });
  await resetDatabase(harness.db);
  await harness.db
    .insert(customers)
    .values({ email, passwordHash: await hashPassword(password), firstName: 'Remy', lastName: 'Cheramie', company: 'Bayou Runner Marine' });
});

const from = (ip: string, extra: Record<string, string> = {}) => ({ 'X-Forwarded-For': ip, ...extra });

async function failTimes(
  times: number,
  account: (attempt: number) => string,
  ip: (attempt: number) => string,
  headers: Record<string, string> = {},
) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    statuses.push((await signIn(harness, account(attempt), 'wrong-password', from(ip(attempt), headers))).status);
  }
  return statuses;
}

async function expectTooMany(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await response.json()).message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
}

describe('failed sign-ins per account and address: 10 in 15 minutes', () => {
  test('the 11th attempt from one address answers 429 even with the right password; another address still gets in', async () => {
    expect(
      await failTimes(
        signInLimits.perAccountAndIp.limit,
        () => email,
        () => '203.0.113.7',
      ),
    ).toEqual(Array(10).fill(401));
    await expectTooMany(await signIn(harness, email, password, from('203.0.113.7')));
    expect((await signIn(harness, email, password, from('198.51.100.4'))).status).toBe(200);
  });

  test('a success does not count: nine failures, a success, and more attempts still pass', async () => {
    await failTimes(
      9,
      () => email,
      () => '203.0.113.7',
    );
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn(harness, email, password, from('203.0.113.7'))).status).toBe(200);
    expect((await signIn(harness, email, 'wrong-password', from('203.0.113.7'))).status).toBe(401);
    await expectTooMany(await signIn(harness, email, 'wrong-password', from('203.0.113.7')));
  });

  test('an unknown account is limited alike, so the limit tells nothing about which accounts exist', async () => {
    expect(
      await failTimes(
        10,
        () => 'nobody@bayourunner.example',
        () => '203.0.113.7',
      ),
    ).toEqual(Array(10).fill(401));
    await expectTooMany(await signIn(harness, 'nobody@bayourunner.example', password, from('203.0.113.7')));
  });
});

test('failed sign-ins per address, whatever the account: 100 in 15 minutes', async () => {
  const statuses = await failTimes(
    signInLimits.perIp.limit,
    (attempt) => `guess${attempt}@example.com`,
    () => '203.0.113.8',
  );
  expect(statuses.every((status) => status === 401)).toBe(true);
  await expectTooMany(await signIn(harness, email, password, from('203.0.113.8')));
  expect((await signIn(harness, email, password, from('203.0.113.9'))).status).toBe(200);
}, 60_000);

describe('failed sign-ins per account from new devices: growing delays; known devices are never blocked by others', () => {
  const attackers = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5'];

  async function expectNewDevicesWait(response: Response) {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await response.json()).message).toBe(newDevicesRefusedMessage);
  }

  for (const failures of [50, 500]) {
    test(`${failures} failures from 5 addresses: the owner's browser gets in, even at an attack's address; new ones wait`, async () => {
      const known = await signIn(harness, email, password, from('192.0.2.1'));
      const knownDevice = cookieFrom(known, knownDeviceCookieName);

      const statuses = await failTimes(
        failures,
        () => email,
        (attempt) => attackers[attempt % attackers.length] ?? '',
      );
      expect(statuses.filter((status) => status === 401)).toHaveLength(newDeviceDelays.freeFailures);
      expect(statuses.filter((status) => status === 429)).toHaveLength(failures - newDeviceDelays.freeFailures);

      // A new browser with the right password waits, and is told it can have a link mailed instead.
      await expectNewDevicesWait(await signIn(harness, email, password, from('203.0.113.50')));
      // The customer's own browser goes through, from its own address or from an address the attack uses.
      expect((await signIn(harness, email, password, from('192.0.2.1', { Cookie: knownDevice }))).status).toBe(200);
      expect((await signIn(harness, email, password, from(attackers[0] ?? '', { Cookie: knownDevice }))).status).toBe(200);
      // A known-device cookie of this browser for no account, or a forged one, does not help.
      await expectNewDevicesWait(
        await signIn(harness, email, password, from('203.0.113.52', { Cookie: `${knownDeviceCookieName}=${'A'.repeat(43)}` })),
      );

      // Password reset is not limited by the attack.
      const forgot = await sendJson(harness.app, 'POST', '/api/customers/forgot-password', { email }, from('203.0.113.53'));
      expect(forgot.status).toBe(200);
      expect(await harness.db.$count(mailOutbox, eq(mailOutbox.kind, 'account-password-reset'))).toBe(1);
    }, 120_000);
  }

  test('after twenty free failures each guess waits twice as long as the last, up to 15 minutes; a quiet day forgets them', async () => {
    await failTimes(
      newDeviceDelays.freeFailures,
      () => email,
      (attempt) => `198.51.100.${attempt + 1}`,
    );
    const waits: number[] = [];
    for (let guess = 0; guess < 7; guess += 1) {
      const refused = await signIn(harness, email, 'wrong-password', from(`203.0.113.${guess + 1}`));
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      harness.clock.advance(wait * 1000);
      expect((await signIn(harness, email, 'wrong-password', from(`203.0.113.${guess + 1}`))).status).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);

    harness.clock.advance(newDeviceDelays.forgetAfterMs);
    expect((await signIn(harness, email, password, from('203.0.113.99'))).status).toBe(200);
  }, 60_000);

  test('parallel guesses from many addresses cannot slip through a delay: exactly the free failures are checked', async () => {
    const statuses = await Promise.all(
      Array.from(
        { length: 25 },
        async (_, attempt) => (await signIn(harness, email, 'wrong-password', from(`198.51.100.${attempt + 1}`))).status,
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(newDeviceDelays.freeFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - newDeviceDelays.freeFailures);
  }, 60_000);

  test('a known device of another account is not a known device of this one', async () => {
    const other = await register(harness, { email: 'claire@grandisle.example' }, from('192.0.2.9'));
    const otherDevice = cookieFrom(other, knownDeviceCookieName);
    await failTimes(
      newDeviceDelays.freeFailures,
      () => email,
      (attempt) => `198.51.100.${attempt + 1}`,
    );
    await expectNewDevicesWait(await signIn(harness, email, password, from('203.0.113.60', { Cookie: otherDevice })));
  }, 60_000);

  test('a known device is limited on its own: ten failures from it, then 429; the account’s other known devices get in', async () => {
    const first = cookieFrom(await signIn(harness, email, password, from('192.0.2.1')), knownDeviceCookieName);
    const second = cookieFrom(await signIn(harness, email, password, from('192.0.2.2')), knownDeviceCookieName);
    await failTimes(
      signInLimits.perKnownDevice.limit,
      () => email,
      () => '192.0.2.1',
      { Cookie: first },
    );
    await expectTooMany(await signIn(harness, email, password, from('192.0.2.1', { Cookie: first })));
    expect((await signIn(harness, email, password, from('192.0.2.1', { Cookie: second }))).status).toBe(200);
  }, 60_000);
});

describe('registrations and reset requests per address', () => {
  test('registrations: 50 an hour per address', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      // Refused by validation, still counted: the limit is on attempts, before anything is checked.
      statuses.push((await register(harness, { email: 'not-an-email' }, from('203.0.113.70'))).status);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    await expectTooMany(await register(harness, {}, from('203.0.113.70')));
    expect((await register(harness, {}, from('203.0.113.71'))).status).toBe(201);
  });

  test('reset requests: 10 an hour per address', async () => {
    const ask = (address: string, ip: string) =>
      sendJson(harness.app, 'POST', '/api/customers/forgot-password', { email: address }, from(ip));
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await ask(`nobody${attempt}@example.com`, '203.0.113.80')).status).toBe(200);
    const refused = await ask(email, '203.0.113.80');
    await expectTooMany(refused);
    expect(refused.headers.get('referrer-policy')).toBe('no-referrer');
  });

  test('reset mails: 3 an hour per email, past that the same answer and no mail', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await sendJson(
        harness.app,
        'POST',
        '/api/customers/forgot-password',
        { email: 'REMY@bayourunner.example' },
        from(`198.51.100.${attempt + 1}`),
      );
      answers.push([response.status, (await response.json()).message]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.[0]).toBe(200);
    expect(await harness.db.$count(mailOutbox)).toBe(3);
  });
});

test('RATE_LIMIT=off lifts the sign-in limits', async () => {
  harness = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT: 'off' });
  await failTimes(
    12,
    () => email,
    () => '203.0.113.90',
  );
  expect((await signIn(harness, email, password, from('203.0.113.90'))).status).toBe(200);
});
