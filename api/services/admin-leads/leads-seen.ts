import { eq } from 'drizzle-orm';
import { users } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { staffUserId } from './signed-in-staff.ts';

/** When the signed-in staff member last opened the inbox; leads that arrived later are new to them. */
export async function lastVisit(ctx: ServiceContext): Promise<Date | null> {
  const [user] = await ctx.db
    .select({ leadsSeenAt: users.leadsSeenAt })
    .from(users)
    .where(eq(users.id, staffUserId(ctx)));
  return user?.leadsSeenAt ?? null;
}

/** Records this visit to the inbox: from now on only leads arriving later are marked new. */
export async function markLeadsSeen(ctx: ServiceContext): Promise<{ seenAt: string }> {
  const now = ctx.clock.now();
  await ctx.db
    .update(users)
    .set({ leadsSeenAt: now })
    .where(eq(users.id, staffUserId(ctx)));
  return { seenAt: now.toISOString() };
}
