import { eq } from 'drizzle-orm';
import { users, type User } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';

/** A staff member as clients and colleagues see them: their full name, else their username. */
export function staffDisplayName(user: Pick<User, 'username' | 'firstName' | 'lastName'>): string {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return fullName === '' ? user.username : fullName;
}

/** The signed-in staff member's user id. */
export function staffUserId(ctx: ServiceContext): string {
  const staff = ctx.actor.staff;
  if (!staff) throw new Error('staff action without a staff actor');
  return staff.userId;
}

/** The signed-in staff member's display name. */
export async function staffName(ctx: ServiceContext): Promise<string> {
  const [user] = await ctx.db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, staffUserId(ctx)));
  return user ? staffDisplayName(user) : (ctx.actor.staff?.username ?? '');
}
