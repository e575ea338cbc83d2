import type { StaffView } from '#shared/staff-views.ts';
import { eq } from 'drizzle-orm';
import { signInRequired } from '#api/auth/guards.ts';
import { users } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { toStaffView } from './staff-view.ts';

/** The signed-in member of staff; 401 for anyone else (the route's guard has usually said so already). */
export async function requireCurrentStaff(ctx: ServiceContext): Promise<StaffView> {
  const staff = ctx.actor.staff;
  if (!staff) throw signInRequired();
  const [user] = await ctx.db.select().from(users).where(eq(users.id, staff.userId));
  if (!user) throw signInRequired();
  return toStaffView(user);
}
