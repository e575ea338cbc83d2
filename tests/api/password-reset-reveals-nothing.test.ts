import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { anonymousActor } from '#api/auth/actor.ts';
import { customerTokens, mailOutbox } from '#api/db/schema/index.ts';
import { forgotPassword } from '#api/services/customers/forgot-password.ts';
import { testServiceContext } from '#tests/setup/service-context.ts';
import { createTestApp, sendJson, testOrigin } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { registered, registration, type Harness } from './customer-account-fixtures.ts';
import { recordingDatabase } from './recording-database.ts';

// A reset request must not tell whether an account uses the address: not by its answer (see
// customer-password-reset.test.ts), and not by its time, so both paths do the same work.

const unknownEmail = 'Nobody@GrandIsle.example';

let harness: Harness;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
});

async function rowCounts() {
  return {
    resetMails: await harness.db.$count(mailOutbox, eq(mailOutbox.kind, 'account-password-reset')),
    allMails: await harness.db.$count(mailOutbox),
    tokens: await harness.db.$count(customerTokens),
  };
}

describe('a reset request for an account and for an unknown address', () => {
  test('send the same statements and write one outbox row of the same kind and subject', async () => {
    await registered(harness);
    const recording = await recordingDatabase();
    const ctx = testServiceContext({ db: recording.db, payments: null, clock: harness.clock, actor: anonymousActor });

    const run = async (email: string) => {
      recording.statements.length = 0;
      const before = await rowCounts();
      const answer = await forgotPassword(ctx, { email }, { linkOrigin: testOrigin, limitMails: true });
      const after = await rowCounts();
      return {
        answer,
        statements: [...recording.statements],
        resetMails: after.resetMails - before.resetMails,
        otherMails: after.allMails - before.allMails - (after.resetMails - before.resetMails),
        tokens: after.tokens - before.tokens,
      };
    };
    const known = await run(registration.email.toUpperCase());
    const unknown = await run(unknownEmail);

    expect(unknown.answer).toBe(known.answer);
    expect(known.statements.length).toBeGreaterThanOrEqual(4);
    expect(unknown.statements).toEqual(known.statements);
    expect([known.resetMails, unknown.resetMails]).toEqual([1, 1]);
    expect([known.otherMails, unknown.otherMails]).toEqual([0, 0]);
    // The token insert is the same statement; it finds an account to write a row for only on one path.
    expect([known.tokens, unknown.tokens]).toEqual([1, 0]);

    const mails = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'account-password-reset'));
    expect(new Set(mails.map((mail) => mail.subject))).toEqual(new Set(['Choose a new password — Bayou Lafourche Marine']));
  });

  test('the unknown address is told that no account uses it, how to create one and whom to call, quoting nothing typed', async () => {
    const response = await sendJson(harness.app, 'POST', '/api/customers/forgot-password', { email: unknownEmail });
    expect(response.status).toBe(200);
    const [mail] = await harness.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ to: unknownEmail, kind: 'account-password-reset', status: 'pending' });
    expect(mail?.text).toMatch(/^Hello,\n/);
    expect(mail?.text).toContain('but no account uses it');
    expect(mail?.text).toContain('http://localhost/customer/login?tab=create-account\n');
    expect(mail?.text).toContain('Call the marina office at (985) 555-0142');
    expect(mail?.text).not.toMatch(/nobody/i);
    expect(mail?.text).not.toContain('token=');
    expect(await harness.db.$count(customerTokens)).toBe(0);
  });

  test('take about as long, measured interleaved: medians within a factor of 2 (the old paths were 4 apart)', async () => {
    await registered(harness);
    const ctx = testServiceContext({ db: harness.db, payments: null, clock: harness.clock, actor: anonymousActor });
    const timeOf = async (email: string) => {
      const started = performance.now();
      await forgotPassword(ctx, { email }, { linkOrigin: testOrigin, limitMails: false });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Pairs in alternating order, after a few to warm up, so load on a busy machine falls on both alike.
    for (let round = -5; round < 30; round++) {
      const pair = round % 2 === 0 ? [registration.email, unknownEmail] : [unknownEmail, registration.email];
      for (const email of pair) {
        const time = await timeOf(email);
        if (round >= 0) (email === unknownEmail ? unknown : known).push(time);
      }
    }
    const median = (times: number[]) => times.toSorted((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    // Before, an unknown address skipped the transaction: about 0.5 ms against 2 ms here, and
    // 8.0 ms against 11.9 ms through the whole request. Now the medians differ by a tenth or two.
    const medians = [median(known), median(unknown)];
    expect(Math.max(...medians)).toBeLessThan(2 * Math.min(...medians));
  });
});
