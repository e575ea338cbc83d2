import { desc, eq, gt, sql } from 'drizzle-orm';
import type { AdminOverview } from '#shared/admin-overview-views.ts';
import type { Database } from '#api/db/client.ts';
import { staffSignInFailures, users } from '#api/db/schema/index.ts';

/**
 * Which staff accounts the overview lists as failing repeatedly: three failed sign-ins in a day are
 * more than a mistyped password or two; the latest ten accounts are listed, the count says how many.
 */
const repeatedSignInFailures = { withinHours: 24, atLeast: 3, shown: 10 } as const;

/**
 * Staff names with repeated failed sign-ins in the last 24 hours, most recent first: how many,
 * how many of those the account's delay refused unchecked, from how many addresses, and when the last was.
 */
export async function readSignInFailures(db: Database, now: Date): Promise<AdminOverview['signInFailures']> {
  const { withinHours, atLeast, shown } = repeatedSignInFailures;
  const since = new Date(now.getTime() - withinHours * 3_600_000);
  const failures = sql<number>`count(*)`.mapWith(Number);
  const lastFailureAt = sql<Date>`max(${staffSignInFailures.createdAt})`.mapWith(staffSignInFailures.createdAt);
  const rows = await db
    .select({
      typed: staffSignInFailures.username,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      failures,
      refused: sql<number>`count(*) filter (where ${staffSignInFailures.refused})`.mapWith(Number),
      addresses: sql<number>`count(distinct ${staffSignInFailures.clientIp})`.mapWith(Number),
      lastFailureAt,
      listed: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(staffSignInFailures)
    .leftJoin(users, eq(users.id, staffSignInFailures.userId))
    .where(gt(staffSignInFailures.createdAt, since))
    .groupBy(staffSignInFailures.username, users.id)
    .having(sql`count(*) >= ${atLeast}`)
    .orderBy(desc(lastFailureAt))
    .limit(shown);
  return {
    withinHours,
    atLeast,
    count: rows[0]?.listed ?? 0,
    accounts: rows.map((row) => ({
      username: row.username ?? row.typed,
      accountExists: row.username !== null,
      name: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
      failures: row.failures,
      refused: row.refused,
      addresses: row.addresses,
      lastFailureAt: row.lastFailureAt.toISOString(),
    })),
  };
}
