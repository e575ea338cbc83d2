import { eq } from 'drizzle-orm';
import { beforeEach, expect, test } from 'vitest';
import { verifyPassword } from '#api/auth/password.ts';
import { users } from '#api/db/schema/index.ts';
import { ensureAdminUser } from '#api/services/admin-users/ensure-admin-user.ts';
import { getTestDatabase, resetDatabase } from '#tests/setup/test-database.ts';

beforeEach(async () => {
  await resetDatabase((await getTestDatabase()).db);
});

test('creates the admin with a hashed password, then updates the password on the next start', async () => {
  const { db } = await getTestDatabase();
  expect(await ensureAdminUser(db, { username: 'harbormaster', password: 'first long password' })).toBe('created');
  expect(await ensureAdminUser(db, { username: 'HarborMaster', password: 'second long password' })).toBe('updated');

  const rows = await db.select().from(users);
  expect(rows).toHaveLength(1);
  const [admin] = rows;
  expect(admin?.role).toBe('admin');
  expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
  expect(await verifyPassword(admin?.passwordHash ?? '', 'second long password')).toBe(true);
  expect(await verifyPassword(admin?.passwordHash ?? '', 'first long password')).toBe(false);
});

test('promotes an existing user of that name', async () => {
  const { db } = await getTestDatabase();
  await db.insert(users).values({ username: 'dockhand', passwordHash: 'x' });
  await ensureAdminUser(db, { username: 'dockhand', password: 'a long enough password' });
  const [row] = await db.select().from(users).where(eq(users.username, 'dockhand'));
  expect(row?.role).toBe('admin');
});

test('refuses a password shorter than 12 characters', async () => {
  const { db } = await getTestDatabase();
  await expect(ensureAdminUser(db, { username: 'harbormaster', password: 'short' })).rejects.toThrow(/at least 12 characters/);
  expect(await db.select().from(users)).toHaveLength(0);
});

test('a malformed stored hash reads as a wrong password, not a crash', async () => {
  expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
});
