import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { customerKnownDevices, staffKnownDevices } from '#api/db/schema/index.ts';
import type { KnownDeviceTable } from '#api/db/schema/known-devices.ts';
import type { Clock } from '#api/lib/clock.ts';
import type { TokenCookie } from './cookies.ts';
import { hashToken, newToken } from './tokens.ts';

const day = 24 * 60 * 60 * 1000;

/**
 * Browsers known to one kind of account. A browser that signs in keeps the cookie (HttpOnly, one
 * account per browser: the last one signed in); it outlives sign-out, and lets that browser past
 * what an attack from elsewhere sets off against the account. Its lifetime is renewed at each
 * sign-in; a browser unused that long is a stranger again.
 */
export interface KnownDevices {
  table: KnownDeviceTable;
  cookie: TokenCookie;
  lifetimeMs: number;
}

/** A customer's browsers skip the new-device delays (decisions 032, 084); a year, as people sign in seldom. */
export const customerDevices: KnownDevices = { table: customerKnownDevices, cookie: { name: 'customer_device' }, lifetimeMs: 365 * day };

/** Staff browsers skip the account's delays (decision 083); office computers sign in daily, so 90 days. */
export const staffDevices: KnownDevices = { table: staffKnownDevices, cookie: { name: 'staff_device' }, lifetimeMs: 90 * day };

export async function isKnownDevice(db: Database, { table }: KnownDevices, accountId: string, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const [device] = await db
    .select({ accountId: table.accountId })
    .from(table)
    .where(and(eq(table.tokenHash, hashToken(token)), eq(table.accountId, accountId)));
  return device !== undefined;
}

/**
 * Marks the browser known to the account: its own token when it already was, else a new one, with
 * the cookie's new expiry.
 */
export async function rememberDevice(
  db: Database,
  clock: Clock,
  { table, lifetimeMs }: KnownDevices,
  accountId: string,
  token: string | undefined,
): Promise<{ token: string; expiresAt: Date }> {
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  if (token) {
    const kept = await db
      .update(table)
      .set({ lastUsedAt: now })
      .where(and(eq(table.tokenHash, hashToken(token)), eq(table.accountId, accountId)))
      .returning({ accountId: table.accountId });
    if (kept.length > 0) return { token, expiresAt };
  }
  const fresh = newToken();
  await db.insert(table).values({ tokenHash: hashToken(fresh), accountId, lastUsedAt: now, createdAt: now });
  return { token: fresh, expiresAt };
}

/** Deletes browsers that have not signed in for as long as their cookie lives. */
export async function pruneKnownDevices(db: Database, clock: Clock, { table, lifetimeMs }: KnownDevices): Promise<void> {
  await db.delete(table).where(lt(table.lastUsedAt, new Date(clock.now().getTime() - lifetimeMs)));
}
