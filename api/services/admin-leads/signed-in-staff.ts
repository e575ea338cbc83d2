import type { ServiceContext } from '#api/services/context.ts';

/** The staff member asking; the routes' guard has already refused anyone else. */
function signedInStaff(ctx: ServiceContext) {
  const staff = ctx.actor.staff;
  if (!staff) throw new Error('a leads inbox use case without a staff actor');
  return staff;
}

export const staffUserId = (ctx: ServiceContext): string => signedInStaff(ctx).userId;

/** The username as the audit log keeps it: the name at the time. */
export const staffUsername = (ctx: ServiceContext): string => signedInStaff(ctx).username;
