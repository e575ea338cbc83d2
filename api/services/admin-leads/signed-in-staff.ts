import type { ServiceContext } from '#api/services/context.ts';

/** The staff member asking; the routes' guard has already refused anyone else. */
export function staffUserId(ctx: ServiceContext): string {
  const staff = ctx.actor.staff;
  if (!staff) throw new Error('a leads inbox use case without a staff actor');
  return staff.userId;
}
