import { eq } from 'drizzle-orm';
import { hashToken } from '#api/auth/tokens.ts';
import { clientSessions } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';

/**
 * Ends the session the browser's cookie opens, whoever's it is and whether or not it still opens
 * anything (a suspended account's too): after sign-out the token is worth nothing.
 */
export async function signOutCustomer(ctx: ServiceContext, sessionToken: string | undefined): Promise<void> {
  if (!sessionToken) return;
  await ctx.db.delete(clientSessions).where(eq(clientSessions.sessionToken, hashToken(sessionToken)));
}
