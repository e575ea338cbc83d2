import { eq } from 'drizzle-orm';
import { rateLimits } from '#api/db/schema/index.ts';
import { refundRateLimit, type RateCounters } from './rate-limit.ts';

const second = 1000;
const minute = 60 * second;

/**
 * Failed sign-ins to one staff name from browsers it does not know, whatever the address: the first
 * ten pass at once (the per-name-and-address limit already allows ten), then each further attempt
 * waits twice as long as the one before, from 1 second up to 5 minutes. Eight addresses guessing
 * together get about 12 guesses an hour instead of 80 a quarter hour. A day without failures
 * forgets them (decision 083).
 */
export const staffAccountDelays = {
  freeFailures: 10,
  firstDelayMs: second,
  longestDelayMs: 5 * minute,
  forgetAfterMs: 24 * 60 * minute,
} as const;

/** How long after the last of `failures` failures the next attempt must wait. */
export function staffDelayAfterFailures(failures: number): number {
  const { freeFailures, firstDelayMs, longestDelayMs } = staffAccountDelays;
  if (failures < freeFailures) return 0;
  return Math.min(longestDelayMs, firstDelayMs * 2 ** (failures - freeFailures));
}

/** The account's counter: failures so far, and when they are forgotten (a day after the last). */
export interface StaffFailureRecord {
  failures: number;
  forgetAt: Date;
}

export type StaffAccountDecision = { allowed: true; counted: StaffFailureRecord } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether an attempt may go ahead now and, if so, the record once it is counted as a failure (a
 * success is taken back off). A record past its `forgetAt` counts as none.
 */
export function decideStaffAccountAttempt(record: StaffFailureRecord | undefined, now: Date): StaffAccountDecision {
  const { forgetAfterMs } = staffAccountDelays;
  const failures = record && record.forgetAt > now ? record.failures : 0;
  if (record && failures > 0) {
    const lastFailureAt = record.forgetAt.getTime() - forgetAfterMs;
    const waitMs = lastFailureAt + staffDelayAfterFailures(failures) - now.getTime();
    if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / second) };
  }
  return { allowed: true, counted: { failures: failures + 1, forgetAt: new Date(now.getTime() + forgetAfterMs) } };
}

/** The account's counter, by the name as typed (lower-cased), so unknown names are delayed alike. */
const staffAccountDelayKey = (username: string) => `staff-sign-in:account:${username}`;

/** An attempt counted (a success takes it back: only failures count), or refused until its delay is over. */
export type CountedStaffAttempt = { allowed: true; refund(): Promise<void> } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts an attempt against the account's delays before its password is checked, or refuses it
 * for as long as the delay has left. The counter's row is locked while it is read and written, so parallel guesses
 * on PostgreSQL wait their turn and each sees the one before it: a burst cannot slip through one
 * delay window.
 */
export async function countStaffAccountAttempt(counters: RateCounters, username: string): Promise<CountedStaffAttempt> {
  const { db, clock } = counters;
  const key = staffAccountDelayKey(username);
  const now = clock.now();
  const decision = await db.transaction(async (tx) => {
    await tx.insert(rateLimits).values({ key, count: 0, resetAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(rateLimits).where(eq(rateLimits.key, key)).for('update');
    const decided = decideStaffAccountAttempt(row && { failures: row.count, forgetAt: row.resetAt }, now);
    if (decided.allowed) {
      await tx
        .update(rateLimits)
        .set({ count: decided.counted.failures, resetAt: decided.counted.forgetAt })
        .where(eq(rateLimits.key, key));
    }
    return decided;
  });
  if (!decision.allowed) return decision;
  return { allowed: true, refund: () => refundRateLimit(counters, key) };
}
