import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { berthReservations } from '#api/db/schema/index.ts';
import type { Database } from '#api/db/client.ts';
import { AppError } from '#api/lib/errors.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';
import { liveHold } from './hold-conditions.ts';

/**
 * Live unpaid holds allowed at once. A guest is counted by contact email and by client address; a
 * signed-in customer whose email is verified (an account that proved its address) by email and
 * account, with room for a fleet. An unverified account costs a script nothing to make, so it is
 * counted as a guest.
 */
const liveHoldLimits = { guest: 3, customer: 5 } as const;

/** Who is asking for one more hold. */
export interface HoldRequester {
  contactEmail: string;
  /** The caller's address; not counted for verified signed-in customers. */
  clientIp: string;
  customer: { customerId: string; emailVerified: boolean } | null;
}

/**
 * Refuses a new hold when the requester already has as many live holds as allowed. Run it in the
 * transaction that inserts the hold: transaction-scoped advisory locks on the email and the address
 * make concurrent requests of one requester count one after another, so a burst cannot pass the
 * limit together. The email lock is always taken first, so two requests never wait on each other
 * in a cycle.
 */
export async function enforceHoldLimit(tx: Database, requester: HoldRequester, now: Date): Promise<void> {
  const email = requester.contactEmail.toLowerCase();
  await lockKey(tx, `holds:email:${email}`);
  const byEmail = sql`lower(${berthReservations.contactEmail}) = ${email}`;
  if (requester.customer?.emailVerified) {
    const held = await liveHolds(tx, or(byEmail, eq(berthReservations.customerId, requester.customer.customerId)) as SQL, now);
    if (held >= liveHoldLimits.customer) throw tooManyHolds(liveHoldLimits.customer, 'for your account');
    return;
  }
  if ((await liveHolds(tx, byEmail, now)) >= liveHoldLimits.guest) throw tooManyHolds(liveHoldLimits.guest, 'for this email address');
  await lockKey(tx, `holds:ip:${requester.clientIp}`);
  const fromAddress = eq(berthReservations.clientIp, requester.clientIp);
  if ((await liveHolds(tx, fromAddress, now)) >= liveHoldLimits.guest) throw tooManyHolds(liveHoldLimits.guest, 'from this network');
}

async function lockKey(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

async function liveHolds(tx: Database, whose: SQL, now: Date): Promise<number> {
  const [row] = await tx
    .select({ holds: count() })
    .from(berthReservations)
    .where(and(whose, liveHold(now)));
  return row?.holds ?? 0;
}

const tooManyHolds = (limit: number, whose: string) =>
  new AppError(
    'rate_limited',
    `There are already ${limit} unpaid reservations waiting for payment ${whose}. ` +
      'Please complete or let one of them expire before reserving again, ' +
      `or call the dock office at ${marinaOffice().phone} to book more berths.`,
  );
