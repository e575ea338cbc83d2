import { eq } from 'drizzle-orm';
import { hashToken } from '#api/auth/tokens.ts';
import { staffSessions } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';

/** Ends the staff session the browser's cookie opens, expired or not: after sign-out the token is worth nothing. */
export async function signOutStaff(ctx: ServiceContext, sessionToken: string | undefined): Promise<void> {
  if (!sessionToken) return;
  await ctx.db.delete(staffSessions).where(eq(staffSessions.sessionToken, hashToken(sessionToken)));
}
