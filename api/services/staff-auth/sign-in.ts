import type { StaffSignIn } from '#shared/schemas/staff-auth.ts';
import type { StaffView } from '#shared/staff-views.ts';
import { eq, sql } from 'drizzle-orm';
import { isKnownDevice, rememberDevice, staffDevices } from '#api/auth/known-device.ts';
import { dummyPasswordHash, verifyPassword } from '#api/auth/password.ts';
import { tooManyRequests } from '#api/auth/rate-limit.ts';
import { createSession, staffSessionPolicy } from '#api/auth/sessions.ts';
import { countStaffSignInAttempt } from '#api/auth/staff-sign-in-limits.ts';
import { hashToken } from '#api/auth/tokens.ts';
import { staffSessions, users } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { recordStaffSignInFailure } from './sign-in-failures.ts';
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
  /** The browser's `staff_device` cookie, if any: a browser that signed in to the account before skips its delays. */
  knownDeviceToken: string | undefined;
  /** False only where `RATE_LIMIT=off` (never in production). */
  limitAttempts: boolean;
}

export interface StartedStaffSession {
  user: StaffView;
  session: { token: string; expiresAt: Date };
  knownDevice: { token: string; expiresAt: Date };
}

/**
 * Signs a member of staff in by username and password. An unknown name, a wrong password and an
 * account without the admin role get one answer after the same argon2id work (a dummy hash stands
 * in for the missing account), so the answer tells a guesser nothing. Failures count against the
 * staff sign-in limits and the account's delays (a success is refunded) and are kept for the
 * overview; an attempt refused by the account's delay is kept too, its password never checked.
 */
export async function signInStaff(ctx: ServiceContext, input: StaffSignIn, browser: StaffBrowser): Promise<StartedStaffSession> {
  const username = input.username.toLowerCase();
  const [user] = await ctx.db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1);
  const knownDevice = user !== undefined && (await isKnownDevice(ctx.db, staffDevices, user.id, browser.knownDeviceToken));
  const failure = { username, userId: user?.id ?? null, clientIp: browser.clientIp };
  const attempt = browser.limitAttempts ? await countStaffSignInAttempt(ctx, { username, clientIp: browser.clientIp, knownDevice }) : null;
  if (attempt && !attempt.allowed) {
    await recordStaffSignInFailure(ctx, { ...failure, refused: true });
    throw tooManyRequests(attempt.retryAfterSeconds);
  }

  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !passwordMatches || user.role !== 'admin') {
    await recordStaffSignInFailure(ctx, { ...failure, refused: false });
    throw new AppError('unauthorized', invalidStaffCredentialsMessage);
  }
  await attempt?.refund();

  return ctx.db.transaction(async (tx) => {
    if (browser.sessionToken) await tx.delete(staffSessions).where(eq(staffSessions.sessionToken, hashToken(browser.sessionToken)));
    const { token, session } = await createSession(tx, ctx.clock, staffSessionPolicy, user.id, {
      ipAddress: browser.clientIp,
      userAgent: browser.userAgent?.slice(0, longestUserAgent) ?? null,
    });
    return {
      user: toStaffView(user),
      session: { token, expiresAt: session.expiresAt },
      knownDevice: await rememberDevice(tx, ctx.clock, staffDevices, user.id, browser.knownDeviceToken),
    };
  });
}
