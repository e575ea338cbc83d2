import type { StaffSignIn } from '#shared/schemas/staff-auth.ts';
import type { StaffView } from '#shared/staff-views.ts';
import { eq, sql } from 'drizzle-orm';
import { dummyPasswordHash, verifyPassword } from '#api/auth/password.ts';
import { createSession, staffSessionPolicy } from '#api/auth/sessions.ts';
import { countStaffSignInAttempt } from '#api/auth/staff-sign-in-limits.ts';
import { hashToken } from '#api/auth/tokens.ts';
import { staffSessions, users } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { toStaffView } from './staff-view.ts';

const invalidStaffCredentialsMessage = 'Invalid username or password';

// Long enough for any real browser, short enough that a forged header fills nothing.
const longestUserAgent = 512;

/** The browser a member of staff signs in from, as the route read it from the request. */
export interface StaffBrowser {
  clientIp: string;
  userAgent: string | null;
  /** The staff-session cookie the browser still sends, if any: it ends, so a planted token opens nothing after sign-in. */
  sessionToken: string | undefined;
  /** False only where `RATE_LIMIT=off` (never in production). */
  limitAttempts: boolean;
}

export interface StartedStaffSession {
  user: StaffView;
  session: { token: string; expiresAt: Date };
}

/**
 * Signs a member of staff in by username and password. An unknown name, a wrong password and an
 * account without the admin role get one answer after the same argon2id work (a dummy hash stands
 * in for the missing account), so the answer tells a guesser nothing. Failures count against the
 * staff sign-in limits; a success is refunded.
 */
export async function signInStaff(ctx: ServiceContext, input: StaffSignIn, browser: StaffBrowser): Promise<StartedStaffSession> {
  const [user] = await ctx.db.select().from(users).where(sql`lower(${users.username}) = lower(${input.username})`).limit(1);
  const attempt = browser.limitAttempts
    ? await countStaffSignInAttempt(ctx, { username: input.username.toLowerCase(), clientIp: browser.clientIp })
    : null;

  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !passwordMatches || user.role !== 'admin') throw new AppError('unauthorized', invalidStaffCredentialsMessage);
  await attempt?.refund();

  return ctx.db.transaction(async (tx) => {
    if (browser.sessionToken) await tx.delete(staffSessions).where(eq(staffSessions.sessionToken, hashToken(browser.sessionToken)));
    const { token, session } = await createSession(tx, ctx.clock, staffSessionPolicy, user.id, {
      ipAddress: browser.clientIp,
      userAgent: browser.userAgent?.slice(0, longestUserAgent) ?? null,
    });
    return { user: toStaffView(user), session: { token, expiresAt: session.expiresAt } };
  });
}
