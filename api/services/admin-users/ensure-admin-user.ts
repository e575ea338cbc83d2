import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '#api/auth/password.ts';
import type { Database } from '#api/db/client.ts';
import { users } from '#api/db/schema/index.ts';

export const adminPasswordMinLength = 12;

export interface AdminCredentials {
  username: string;
  password: string;
}

/** Creates the admin user, or gives an existing user of that name this password and the admin role. */
export async function ensureAdminUser(db: Database, { username, password }: AdminCredentials): Promise<'created' | 'updated'> {
  if (password.length < adminPasswordMinLength) {
    throw new Error(`The admin password must be at least ${adminPasswordMinLength} characters`);
  }
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .for('update');
    if (existing) {
      await tx.update(users).set({ passwordHash, role: 'admin' }).where(eq(users.id, existing.id));
      return 'updated';
    }
    await tx.insert(users).values({ username, passwordHash, role: 'admin' });
    return 'created';
  });
}
