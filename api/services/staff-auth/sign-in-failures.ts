import { lt } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { staffSignInFailures } from '#api/db/schema/index.ts';
import type { Clock } from '#api/lib/clock.ts';
import type { ServiceContext } from '#api/services/context.ts';

/** How long failed staff sign-ins are kept for the overview: long enough to see a slow attack's pattern. */
const staffSignInFailuresKeptMs = 30 * 24 * 60 * 60 * 1000;

interface StaffSignInFailureRecord {
  /** The name as typed, lower-cased. */
  username: string;
  userId: string | null;
  clientIp: string;
  /** Refused by the account's delay before its password was checked. */
  refused: boolean;
}

export async function recordStaffSignInFailure(
  { db, clock }: Pick<ServiceContext, 'db' | 'clock'>,
  failure: StaffSignInFailureRecord,
): Promise<void> {
  await db.insert(staffSignInFailures).values({ ...failure, createdAt: clock.now() });
}

/** Forgets failures older than 30 days. */
export async function pruneStaffSignInRecords(db: Database, clock: Clock): Promise<void> {
  await db
    .delete(staffSignInFailures)
    .where(lt(staffSignInFailures.createdAt, new Date(clock.now().getTime() - staffSignInFailuresKeptMs)));
}
