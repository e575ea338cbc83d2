import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { customerKnownDevices } from '#api/db/schema/index.ts';
import type { Clock } from '#api/lib/clock.ts';
import type { TokenCookie } from './cookies.ts';
import { hashToken, newToken } from './tokens.ts';

/**
 * A browser that once signed in to an account keeps this cookie (HttpOnly, one account per browser:
 * the last one signed in). It outlives sign-out, and lets that browser through while the account is
 * under a guessing attack from elsewhere (api/auth/sign-in-limits.ts).
 */
export const knownDeviceCookie: TokenCookie = { name: 'customer_device' };
export const knownDeviceLifetimeMs = 365 * 24 * 60 * 60 * 1000;

export async function isKnownDevice(db: Database, customerId: string, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const [device] = await db
    .select({ customerId: customerKnownDevices.customerId })
    .from(customerKnownDevices)
    .where(and(eq(customerKnownDevices.tokenHash, hashToken(token)), eq(customerKnownDevices.customerId, customerId)));
  return device !== undefined;
}

/** Marks the browser known to the account: its own token when it already was, else a new one. */
export async function rememberDevice(db: Database, clock: Clock, customerId: string, token: string | undefined): Promise<string> {
  const now = clock.now();
  if (token) {
    const kept = await db
      .update(customerKnownDevices)
      .set({ lastUsedAt: now })
      .where(and(eq(customerKnownDevices.tokenHash, hashToken(token)), eq(customerKnownDevices.customerId, customerId)))
      .returning({ customerId: customerKnownDevices.customerId });
    if (kept.length > 0) return token;
  }
  const fresh = newToken();
  await db.insert(customerKnownDevices).values({ tokenHash: hashToken(fresh), customerId, lastUsedAt: now, createdAt: now });
  return fresh;
}

/** Deletes devices that have not signed in for as long as their cookie lives. */
export async function pruneKnownDevices(db: Database, clock: Clock): Promise<void> {
  await db.delete(customerKnownDevices).where(lt(customerKnownDevices.lastUsedAt, new Date(clock.now().getTime() - knownDeviceLifetimeMs)));
}
