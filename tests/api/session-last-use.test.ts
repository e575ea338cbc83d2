import { eq } from 'drizzle-orm';
import { beforeEach, expect, test } from 'vitest';
import { customerSessionPolicy, lastUseStepMs, validateSession } from '#api/auth/sessions.ts';
import { clientSessions } from '#api/db/schema/index.ts';
import { signedInCustomer } from '#tests/setup/signed-in.ts';
import { createTestClock } from '#tests/setup/test-clock.ts';
import { getTestDatabase, resetDatabase } from '#tests/setup/test-database.ts';

let db: Awaited<ReturnType<typeof getTestDatabase>>['db'];
const signedInAt = new Date('2026-11-23T15:00:00Z');
const clock = createTestClock(signedInAt);

beforeEach(async () => {
  db = (await getTestDatabase()).db;
  await resetDatabase(db);
  clock.set(signedInAt);
});

const lastUseOf = async (sessionId: string) =>
  (await db.select({ at: clientSessions.lastActivity }).from(clientSessions).where(eq(clientSessions.id, sessionId)))[0]?.at;

test('a session notes its last use at most every few minutes, without renewing it', async () => {
  const customer = await signedInCustomer(db, clock);
  const token = customer.cookie.slice(customer.cookie.indexOf('=') + 1);

  clock.advance(lastUseStepMs - 1);
  expect(await validateSession(db, clock, customerSessionPolicy, token)).toMatchObject({ renewed: false });
  expect(await lastUseOf(customer.sessionId)).toEqual(signedInAt);

  clock.advance(1);
  const used = await validateSession(db, clock, customerSessionPolicy, token);
  expect(used).toMatchObject({ renewed: false });
  expect(await lastUseOf(customer.sessionId)).toEqual(clock.now());
  const [row] = await db.select().from(clientSessions).where(eq(clientSessions.id, customer.sessionId));
  expect(row?.createdAt).toEqual(signedInAt);
  expect(row?.expiresAt).toEqual(used?.expiresAt);
});
