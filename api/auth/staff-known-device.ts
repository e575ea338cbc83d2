import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { staffKnownDevices } from '#api/db/schema/index.ts';
import type { Clock } from '#api/lib/clock.ts';
import type { TokenCookie } from './cookies.ts';
import { hashToken, newToken } from './tokens.ts';

/**
 * A browser that signed in to a staff account keeps this cookie (HttpOnly, one account per browser:
 * the last one signed in). It outlives sign-out and lets the office's own browsers past the
 * account's growing delays, so nobody can keep the office out by failing on purpose (decision 083).
 */
export const staffKnownDeviceCookie: TokenCookie = { name: 'staff_device' };

/** A browser unused for staff sign-in this long is a stranger again: office computers sign in daily. */
export const staffKnownDeviceLifetimeMs = 90 * 24 * 60 * 60 * 1000;

export async function isKnownStaffDevice(db: Database, userId: string, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const [device] = await db
    .select({ userId: staffKnownDevices.userId })
    .from(staffKnownDevices)
    .where(and(eq(staffKnownDevices.tokenHash, hashToken(token)), eq(staffKnownDevices.userId, userId)));
  return device !== undefined;
}

/** Marks the browser known to the staff account: its own token when it already was, else a new one. */
export async function rememberStaffDevice(db: Database, clock: Clock, userId: string, token: string | undefined): Promise<string> {
  const now = clock.now();
  if (token) {
    const kept = await db
      .update(staffKnownDevices)
      .set({ lastUsedAt: now })
      .where(and(eq(staffKnownDevices.tokenHash, hashToken(token)), eq(staffKnownDevices.userId, userId)))
      .returning({ userId: staffKnownDevices.userId });
    if (kept.length > 0) return token;
  }
  const fresh = newToken();
  await db.insert(staffKnownDevices).values({ tokenHash: hashToken(fresh), userId, lastUsedAt: now, createdAt: now });
  return fresh;
}

/** Deletes browsers that have not signed in for as long as their cookie lives. */
export async function pruneStaffKnownDevices(db: Database, clock: Clock): Promise<void> {
  await db.delete(staffKnownDevices).where(lt(staffKnownDevices.lastUsedAt, new Date(clock.now().getTime() - staffKnownDeviceLifetimeMs)));
}
